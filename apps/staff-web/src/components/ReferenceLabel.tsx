import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { useStaffNames } from "../hooks/use-staff-names"

/** The business object a transfer belongs to, linked when the back-office has a page for it. */
export const ReferenceLabel = ({ reference }: { readonly reference: { readonly type: string; readonly id: string } }) => {
  const { t } = useTranslation()
  const names = useStaffNames()
  const { type, id } = reference
  if (type === "purchase") return <Link to={`/purchases/${encodeURIComponent(id)}`}>{t("backoffice.references.purchase", { id })}</Link>
  if (type === "member") return <Link to={`/member/${encodeURIComponent(id)}`}>{t("backoffice.audit.memberRef", { id })}</Link>
  if (type === "staff") return <>{names.get(Number(id)) ?? t("backoffice.audit.staffRef", { id })}</>
  if (type === "chain") {
    const short = id.length > 16 ? `${id.slice(0, 8)}…${id.slice(-6)}` : id
    return (
      <span title={id} className="sw-mono">
        {t("backoffice.references.chain", { id: short })}
      </span>
    )
  }
  const known = t(`backoffice.references.${type}`, { id, defaultValue: "" })
  return <>{known || `${type} ${id}`}</>
}
