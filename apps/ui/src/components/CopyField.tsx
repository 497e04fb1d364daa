import type { ReactNode } from "react"
import { CopyButton } from "./Feedback"

/**
 * A long value people copy rather than type (wallet and invoice addresses): its label, the value in a
 * monospaced box that wraps anywhere, and a copy button (spec §9 copy tooltip).
 */
export const CopyField = ({
  label,
  value,
  copyLabel,
  copiedLabel,
  testId,
  note
}: {
  readonly label: ReactNode
  readonly value: string
  readonly copyLabel: string
  readonly copiedLabel: string
  readonly testId?: string
  readonly note?: ReactNode
}) => (
  <div className="iw-copyfield">
    <div className="iw-copyfield__label">{label}</div>
    <div className="iw-copyfield__row">
      <code className="iw-copyfield__value" data-testid={testId}>
        {value}
      </code>
      <CopyButton text={value} label={copyLabel} copiedLabel={copiedLabel} />
    </div>
    {note && <div className="iw-copyfield__note">{note}</div>}
  </div>
)
