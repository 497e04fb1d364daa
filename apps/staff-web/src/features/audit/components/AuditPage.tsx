import { LoadState, useDraft, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { AuditTable } from "../../../components/AuditTable"
import { FilterBar } from "../../../components/FilterBar"
import { PageHeader } from "../../../components/PageHeader"
import { listAudit } from "../api/audit"

const TYPES = ["member", "staff", "staff-email", "purchase", "product", "outbox"] as const

/** `/staff/audit`: every staff action, newest first, optionally for one target. */
const AuditPage = () => {
  const { t } = useTranslation()
  const list = usePagedQuery(({ page, filters }) => listAudit(filters, page), { filters: ["targetType", "targetId"] })
  const { targetType, targetId } = list.filters
  const [type, setType] = useDraft(targetType)
  const [idText, setIdText] = useDraft(targetId)

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.audit")} lead={t("backoffice.audit.lead")} />
      <FilterBar
        label={t("backoffice.audit.filterLabel")}
        onSubmit={() => list.setFilters({ targetType: type, targetId: idText.trim() })}
        onClear={(targetType !== "" || targetId !== "") && (() => list.setFilters({ targetType: "", targetId: "" }))}
      >
        <div>
          <label className="iw-field__label" htmlFor="audit-type">
            {t("backoffice.audit.targetType")}
          </label>
          <select id="audit-type" className="iw-input" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t("backoffice.audit.anyTarget")}</option>
            {TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`backoffice.audit.targetTypes.${ty}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="sw-toolbar__grow">
          <label className="iw-field__label" htmlFor="audit-target">
            {t("backoffice.audit.targetId")}
          </label>
          <input
            id="audit-target"
            className="iw-input"
            value={idText}
            onChange={(e) => setIdText(e.target.value)}
            maxLength={320}
            inputMode={type === "staff-email" || type === "outbox" ? "email" : "numeric"}
            autoComplete="off"
            data-testid="audit-target-id"
          />
        </div>
      </FilterBar>
      <LoadState load={list}>
        {(data) => (
          <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
            <AuditTable rows={data.data} label={t("backoffice.screens.audit")} pager={list.pager && { ...list.pager, range: true }} />
          </section>
        )}
      </LoadState>
    </div>
  )
}

export default AuditPage
