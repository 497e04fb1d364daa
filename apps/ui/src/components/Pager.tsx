import { useTranslation } from "react-i18next"

export interface PagerProps {
  /** The page shown, from 1. */
  readonly page: number
  readonly total: number
  readonly perPage: number
  /** The last row shown (the server's `meta.to`); counted from the page when absent. */
  readonly to?: number
  readonly onPage: (page: number) => void
  /** While the next page loads: the buttons wait. */
  readonly busy?: boolean
  /** Names the navigation for screen readers ("Pages" unless given). */
  readonly label?: string
  /** Also says which rows are shown ("16–30 of 42"); the pager then shows for a single page too. */
  readonly range?: boolean
}

/**
 * The one pager of both web apps (spec §9 page sizes): Previous and Next around "Page x of y", optionally the range
 * of rows shown. Without the range it hides when everything fits on one page.
 */
export const Pager = ({ page, total, perPage, to, onPage, busy = false, label, range = false }: PagerProps) => {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)))
  if (range ? total === 0 : pages <= 1) return null
  const shown = Math.min(page, pages)
  const from = (shown - 1) * perPage + 1
  return (
    <nav className={`iw-pager${range ? " iw-pager--range" : ""}`} aria-label={label ?? t("common.pages")}>
      {range && <span className="iw-pager__range">{t("common.range", { from, to: to ?? Math.min(total, shown * perPage), total })}</span>}
      <div className="iw-pager__buttons">
        <button type="button" className="iw-btn iw-btn--ghost" disabled={busy || page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
          <span aria-hidden="true">‹</span> {t("common.previous")}
        </button>
        <span className="iw-pager__status" aria-live="polite">
          {t("common.page", { page: shown, pages })}
        </span>
        <button type="button" className="iw-btn iw-btn--ghost" disabled={busy || page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
          {t("common.next")} <span aria-hidden="true">›</span>
        </button>
      </div>
    </nav>
  )
}
