import { DataTable, type Load, type PagerProps, formatDateTime } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { LANGS, STATUSES, type ticketHistory } from "../api/support"

type History = Awaited<ReturnType<typeof ticketHistory>>

const isStatusValue = (v: string) => (STATUSES as ReadonlyArray<string>).includes(v)
const isLangValue = (v: string) => (LANGS as ReadonlyArray<string>).includes(v)

/** A ticket's history (spec §2): when, who (and the staff member acting as the member), what happened, from → to. */
export const TicketHistoryTable = ({ load, pager }: { readonly load: Load<History> & { readonly reload: () => void }; readonly pager: PagerProps | null }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const value = (v: string | null) => (v === null ? null : isStatusValue(v) ? t(`supportDesk.status.${v}`) : isLangValue(v) ? t(`common.languages.${v}`) : v)
  return (
    <div className="iw-card sw-card iw-table-wrap" tabIndex={0} role="region" aria-label={t("supportDesk.history")}>
      <DataTable
        load={load}
        rows={load.data?.data ?? []}
        pager={pager}
        rowKey={(h) => h.id}
        rowProps={(h) => ({ "data-testid": "history-row", "data-operation": h.operation })}
        caption={t("supportDesk.history")}
        testId="support-history"
        className="sw-table"
        columns={[
          { key: "when", header: t("supportDesk.fields.when"), cell: (h) => formatDateTime(h.createdAt, lang) },
          {
            key: "who",
            header: t("supportDesk.fields.who"),
            cell: (h) => (
              <>
                {h.actorName} <span className="sw-muted">{t(`supportDesk.author.${h.actor}`)}</span>
                {h.impersonatorId !== null && (
                  <div className="sw-small" data-testid="history-impersonator">
                    {t("supportDesk.asMemberBy", { name: h.impersonatorName ?? "", id: h.impersonatorId })}
                  </div>
                )}
              </>
            )
          },
          { key: "operation", header: t("supportDesk.fields.operation"), cell: (h) => t(`supportDesk.operation.${h.operation}`) },
          {
            key: "change",
            header: t("supportDesk.fields.change"),
            cell: (h) =>
              [h.from, h.to]
                .map(value)
                .filter((v) => v !== null)
                .join(" → ") || "—"
          }
        ]}
      />
    </div>
  )
}
