import { Button } from "@iw/ui"
import { useTranslation } from "react-i18next"

export interface PageMeta {
  readonly total: number
  readonly perPage: number
  readonly page: number
  readonly to: number
}

/** Previous / next paging with "Page x of y" and the range shown. */
export const Pager = ({ meta, onPage, busy = false }: { readonly meta: PageMeta; readonly onPage: (page: number) => void; readonly busy?: boolean }) => {
  const { t } = useTranslation()
  if (meta.total === 0) return null
  const pages = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.perPage)))
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.perPage + 1
  return (
    <nav className="sw-pager" aria-label={t("backoffice.paging.label")}>
      <span className="sw-pager__range">{t("backoffice.paging.range", { from, to: meta.to, total: meta.total })}</span>
      <div className="sw-pager__buttons">
        <Button variant="secondary" disabled={busy || meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          <span aria-hidden="true">‹</span> {t("common.previous")}
        </Button>
        <span className="sw-pager__page" aria-live="polite">
          {t("common.page", { page: meta.page, pages })}
        </span>
        <Button variant="secondary" disabled={busy || meta.page >= pages} onClick={() => onPage(meta.page + 1)}>
          {t("common.next")} <span aria-hidden="true">›</span>
        </Button>
      </div>
    </nav>
  )
}
