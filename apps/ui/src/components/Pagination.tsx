/**
 * Previous / next paging for lists of spec §9 page sizes (15 for histories). Says "Page x of y" between the
 * buttons; renders nothing when everything fits on one page.
 */
export interface PaginationProps {
  readonly page: number
  readonly total: number
  readonly perPage: number
  readonly onPage: (page: number) => void
  readonly labels: { readonly previous: string; readonly next: string; readonly status: (page: number, pages: number) => string; readonly nav: string }
}

export const Pagination = ({ page, total, perPage, onPage, labels }: PaginationProps) => {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)))
  if (pages <= 1) return null
  return (
    <nav className="iw-pager" aria-label={labels.nav}>
      <button type="button" className="iw-btn iw-btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
        <span aria-hidden="true">‹</span> {labels.previous}
      </button>
      <span className="iw-pager__status" aria-live="polite">
        {labels.status(Math.min(page, pages), pages)}
      </span>
      <button type="button" className="iw-btn iw-btn--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {labels.next} <span aria-hidden="true">›</span>
      </button>
    </nav>
  )
}
