import type { AuditRecord } from "@iw/contracts"
import { DataTable, type PagerProps, formatDateTime } from "@iw/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { useLang } from "../hooks/use-lang"
import { useStaffNames } from "../hooks/use-staff-names"

type Record_ = typeof AuditRecord.Type

/** Detail keys we have words for, in the order they read best. */
const KNOWN_DETAILS = ["from", "to", "status", "roles", "email", "name", "password", "reason", "amount", "memberId", "transferId", "tickets", "priceCents", "active", "page", "perPage", "credits", "purchaseId"]

/** Why a staff sign-in was refused, as the server records it. */
const LOGIN_REFUSALS = ["invalid", "blocked", "throttled", "inactive"]

const PURCHASE_STATES = ["incomplete", "pending", "approved", "rejected", "refunded"]
const rank = (key: string) => {
  const i = KNOWN_DETAILS.indexOf(key)
  return i === -1 ? KNOWN_DETAILS.length : i
}

/** Who did it: a staff member, a member or the system. */
const StaffRef = ({ id, names }: { readonly id: string; readonly names: ReadonlyMap<number, string> }) => {
  const { t } = useTranslation()
  const ref = t("backoffice.audit.staffRef", { id })
  const name = names.get(Number(id))
  return name ? (
    <span className="sw-staff-ref">
      {name} <span className="sw-muted">{`#${id}`}</span>
    </span>
  ) : (
    <>{ref}</>
  )
}

export const ActorLabel = ({ actor, names }: { readonly actor: Record_["actor"]; readonly names: ReadonlyMap<number, string> }) => {
  const { t } = useTranslation()
  if (actor.kind === "system") return <>{t("backoffice.audit.system")}</>
  if (actor.kind === "member") return <Link to={`/member/${encodeURIComponent(actor.id)}`}>{t("backoffice.audit.memberRef", { id: actor.id })}</Link>
  return <StaffRef id={actor.id} names={names} />
}

export const TargetLabel = ({ target, names }: { readonly target: Record_["target"]; readonly names: ReadonlyMap<number, string> }) => {
  const { t } = useTranslation()
  if (target.type === "member") return <Link to={`/member/${encodeURIComponent(target.id)}`}>{t("backoffice.audit.memberRef", { id: target.id })}</Link>
  if (target.type === "staff") return <StaffRef id={target.id} names={names} />
  if (target.type === "purchase") return <Link to={`/purchases/${encodeURIComponent(target.id)}`}>{t("backoffice.references.purchase", { id: target.id })}</Link>
  if (target.type === "staff-email") return <>{`${t("backoffice.audit.targetTypes.staff-email")}: ${target.id}`}</>
  if (target.type === "outbox") return <>{`${t("backoffice.audit.targetTypes.outbox")}: ${target.id === "*" ? t("backoffice.audit.allRecipients") : target.id}`}</>
  if (target.type === "ad") return <Link to={`/ad-moderation/${encodeURIComponent(target.id)}`}>{t("backoffice.references.ad", { id: target.id })}</Link>
  if (target.type === "adnet-day") return <>{t("backoffice.references.adnetDay", { id: target.id })}</>
  if (target.type === "product") return <Link to="/product-registration">{t("backoffice.references.product", { id: target.id })}</Link>
  return <>{`${target.type} #${target.id}`}</>
}

/** An action code as words, e.g. `member.block` → "Blocked the member". Unknown codes show as they are. */
export const useActionLabel = () => {
  const { t } = useTranslation()
  return (action: string) => t(`backoffice.audit.actions.${action.replace(/\./g, "_")}`, { defaultValue: action })
}

/** The details of an audit entry as a short list of labelled values. */
export const AuditDetails = ({ details }: { readonly details: Readonly<Record<string, unknown>> }) => {
  const { t } = useTranslation()
  const value = (key: string, v: unknown): ReactNode => {
    if (typeof v === "boolean") return v ? t("common.yes") : t("common.no")
    if (v === null || v === undefined || v === "") return <span className="sw-muted">—</span>
    if (Array.isArray(v)) return v.map((x) => (key === "roles" ? t(`backoffice.roles.${String(x)}`, { defaultValue: String(x) }) : String(x))).join(", ")
    if ((key === "from" || key === "to" || key === "status") && (v === "active" || v === "blocked")) return t(`backoffice.status.${v}`)
    if ((key === "from" || key === "to") && typeof v === "string" && PURCHASE_STATES.includes(v)) return t(`backoffice.purchases.status.${v}`)
    if (key === "reason" && typeof v === "string" && LOGIN_REFUSALS.includes(v)) return t(`backoffice.audit.refusals.${v}`)
    if (key === "memberId" && (typeof v === "number" || typeof v === "string")) return <Link to={`/member/${encodeURIComponent(String(v))}`}>{String(v)}</Link>
    if (key === "priceCents" && (typeof v === "string" || typeof v === "number") && /^\d+$/.test(String(v))) {
      const cents = String(v).padStart(3, "0")
      return `$${cents.slice(0, -2)}.${cents.slice(-2)}`
    }
    if (typeof v === "object") return JSON.stringify(v)
    return String(v)
  }
  const entries = Object.entries(details).sort(([a], [b]) => rank(a) - rank(b))
  if (entries.length === 0) return <span className="sw-muted">—</span>
  return (
    <dl className="sw-details">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{KNOWN_DETAILS.includes(k) ? t(`backoffice.audit.details.${k}`) : k}</dt>
          <dd>{value(k, v)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Audit entries as a table: when, who, what, on what, and the details; paging under it when given. */
export const AuditTable = ({
  rows,
  showTarget = true,
  label,
  pager
}: {
  readonly rows: ReadonlyArray<Record_>
  readonly showTarget?: boolean
  readonly label: string
  readonly pager?: PagerProps | null
}) => {
  const { t } = useTranslation()
  const lang = useLang()
  const actionLabel = useActionLabel()
  const names = useStaffNames()
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      rowProps={() => ({ "data-testid": "audit-row" })}
      caption={label}
      region
      className="sw-table sw-table--stack"
      empty={t("backoffice.audit.empty")}
      pager={pager}
      columns={[
        { key: "at", header: t("backoffice.audit.when"), cellClassName: "sw-nowrap", cell: (r) => formatDateTime(r.at, lang) },
        { key: "actor", header: t("backoffice.audit.actor"), cellClassName: "sw-nowrap", cell: (r) => <ActorLabel actor={r.actor} names={names} /> },
        { key: "action", header: t("backoffice.audit.action"), cell: (r) => <span className={`sw-action sw-action--${r.action.replace(/\./g, "-")}`}>{actionLabel(r.action)}</span> },
        showTarget && { key: "target", header: t("backoffice.audit.target"), cellClassName: "sw-nowrap", cell: (r) => <TargetLabel target={r.target} names={names} /> },
        { key: "details", header: t("backoffice.audit.detailsTitle"), cell: (r) => <AuditDetails details={r.details} /> }
      ]}
    />
  )
}
