import type { ReactNode } from "react"

/**
 * A screen the visitor may not use (e.g. ticket screens for members without ticket access, spec §6): a title, why,
 * and one way on (a link). Shown in place of the screen.
 */
export const NotAvailable = ({ title, text, action, testId }: { readonly title: string; readonly text: string; readonly action: ReactNode; readonly testId?: string }) => (
  <div className="iw-page" data-testid={testId}>
    <div className="iw-card iw-na">
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </div>
  </div>
)
