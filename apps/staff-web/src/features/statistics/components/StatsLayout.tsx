import { type Load, LoadError, Spinner } from "@iw/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { PERIODS } from "./period"
import "../statistics.css"

/**
 * The frame of every back-office statistics page: the title and lead, the period buttons (7, 30, 90, 365 days), the
 * loading and error states, then the page's chart and tables.
 */
export const StatsLayout = ({
  title,
  lead,
  length,
  setLength,
  load,
  children
}: {
  readonly title: string
  readonly lead: string
  readonly length: number
  readonly setLength: (n: number) => void
  readonly load: Load<unknown> & { readonly reload: () => void }
  readonly children: ReactNode
}) => {
  const { t } = useTranslation()
  return (
    <div className="sw-page">
      <PageHeader
        title={title}
        lead={lead}
        actions={
          <div role="group" aria-label={t("statistics.period")} className="sw-stats-modes">
            {PERIODS.map((d) => (
              <button key={d} type="button" className="iw-btn iw-btn--secondary" aria-pressed={d === length} onClick={() => setLength(d)} data-testid={`stats-days-${d}`}>
                {t("statistics.days", { n: d })}
              </button>
            ))}
          </div>
        }
      />
      {load.status === "error" && <LoadError error={load.error} onRetry={load.reload} />}
      {load.data === undefined || load.data === null ? (
        load.status === "loading" && <Spinner label={t("common.loading")} />
      ) : (
        <div aria-busy={load.status === "loading"}>{children}</div>
      )}
    </div>
  )
}

/** One figure on a statistics page: a labelled card with a number. */
export const Kpi = ({ label, value, testId }: { readonly label: string; readonly value: ReactNode; readonly testId?: string }) => (
  <div className="iw-card sw-card sw-stats-kpi">
    <span className="sw-muted">{label}</span>
    <strong data-testid={testId}>{value}</strong>
  </div>
)
