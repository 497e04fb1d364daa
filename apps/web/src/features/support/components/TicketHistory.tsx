import { isLangCode } from "@iw/contracts/i18n"
import { LoadState, Pager, type PagerProps, formatDateTime, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { useLang } from "../../../lib/lang"
import type { HistoryEntry } from "../api/types"

/** Spec §9: a ticket's history shows 15 a page. */
const HISTORY_PER_PAGE = 15

const historyValue = (t: (k: string) => string, v: string | null): string => {
  if (v === null || v === "") return "—"
  if (v === "open" || v === "in_progress" || v === "closed") return t(`support.status.${v}`)
  if (isLangCode(v)) return t(`common.languages.${v}`)
  return v
}

/** A ticket's history (spec §2 Support): what happened, from → to, who (staff acting as the member named) and when. */
export const HistoryTab = ({ ticketId }: { readonly ticketId: number }) => {
  const history = usePagedQuery(({ page }) => api.support.history({ params: { id: ticketId }, query: { page, perPage: HISTORY_PER_PAGE } }), { deps: [ticketId] })
  return <LoadState load={history}>{(data) => <HistoryRows rows={data.data} pager={history.pager} />}</LoadState>
}

const HistoryRows = ({ rows, pager }: { readonly rows: ReadonlyArray<HistoryEntry>; readonly pager: PagerProps | null }) => {
  const { t } = useTranslation()
  const lang = useLang()
  if (rows.length === 0) return <p className="iw-sup__empty">{t("support.history.empty")}</p>
  return (
    <>
      <ol className="iw-sup__history" data-testid="ticket-history">
        {rows.map((h) => (
          <li key={h.id} className="iw-sup__hrow" data-testid="history-row" data-operation={h.operation}>
            <span className={`iw-sup__hdot iw-sup__hdot--${h.operation}`} aria-hidden="true" />
            <div className="iw-sup__hmain">
              <span className="iw-sup__hop">{t(`support.history.op.${h.operation}`)}</span>
              {(h.from !== null || h.to !== null) && (
                <span className="iw-sup__hchange">
                  {h.from !== null && h.to !== null ? t("support.history.fromTo", { from: historyValue(t, h.from), to: historyValue(t, h.to) }) : historyValue(t, h.to ?? h.from)}
                </span>
              )}
            </div>
            <div className="iw-sup__hmeta">
              <span data-testid="history-actor">
                {h.actor === "member" && h.impersonatorId !== null ? t("support.history.staffAsYou", { name: h.impersonatorName ?? "" }) : h.actor === "member" ? t("support.ticket.you") : h.actorName}
              </span>
              <time dateTime={new Date(h.createdAt).toISOString()}>{formatDateTime(h.createdAt, lang)}</time>
            </div>
          </li>
        ))}
      </ol>
      {pager && <Pager {...pager} label={t("support.pages")} />}
    </>
  )
}
