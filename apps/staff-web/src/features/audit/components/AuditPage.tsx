import { Button, Spinner } from "@iw/ui"
import { type FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router"
import { AuditTable } from "../../../components/AuditTable"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { useLoad } from "../../../hooks/use-load"
import { listAudit } from "../api/audit"

const TYPES = ["member", "staff", "staff-email", "purchase", "product", "outbox"] as const

/** `/staff/audit`: every staff action, newest first, optionally for one target. */
const AuditPage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const targetType = params.get("targetType") ?? ""
  const targetId = params.get("targetId") ?? ""
  const page = Math.max(1, Number(params.get("page")) || 1)
  const [type, setType] = useState(targetType)
  const [idText, setIdText] = useState(targetId)
  useEffect(() => setType(targetType), [targetType])
  useEffect(() => setIdText(targetId), [targetId])
  const list = useLoad(() => listAudit({ targetType, targetId }, page), [targetType, targetId, page])

  const apply = (next: { targetType: string; targetId: string; page: number }) => {
    const search: Record<string, string> = {}
    if (next.targetType) search.targetType = next.targetType
    if (next.targetId) search.targetId = next.targetId
    if (next.page > 1) search.page = String(next.page)
    setParams(search)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    apply({ targetType: type, targetId: idText.trim(), page: 1 })
  }

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.audit")} lead={t("backoffice.audit.lead")} />
      <form className="sw-toolbar iw-card sw-card" role="search" onSubmit={submit} aria-label={t("backoffice.audit.filterLabel")}>
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
          <input id="audit-target" className="iw-input" value={idText} onChange={(e) => setIdText(e.target.value)} maxLength={320} inputMode={type === "staff-email" || type === "outbox" ? "email" : "numeric"} autoComplete="off" data-testid="audit-target-id" />
        </div>
        <Button type="submit">{t("backoffice.actions.filter")}</Button>
        {(targetType || targetId) && (
          <Button variant="ghost" onClick={() => apply({ targetType: "", targetId: "", page: 1 })}>
            {t("backoffice.actions.clear")}
          </Button>
        )}
      </form>
      {list.status === "error" && <LoadError error={list.error} onRetry={list.reload} />}
      {list.data ? (
        <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
          <AuditTable rows={list.data.data} label={t("backoffice.screens.audit")} />
          <Pager meta={list.data.meta} busy={list.status === "loading"} onPage={(p) => apply({ targetType, targetId, page: p })} />
        </section>
      ) : (
        list.status === "loading" && <Spinner label={t("common.loading")} />
      )}
    </div>
  )
}

export default AuditPage
