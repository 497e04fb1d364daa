import { LANG_NAMES, isLangCode } from "@iw/contracts/i18n"
import type { Translate } from "../../lib/i18n"
import { formatDetails, formatTime } from "../../lib/text"
import type { Column } from "../../components/Table"

/** Shared pieces of the command views. */

export const orNone = (v: string | null | undefined, t: Translate): string => (v === null || v === undefined || v === "" ? t("cli.messages.none") : v)

export const fullName = (p: { readonly firstName: string; readonly lastName: string }): string => `${p.firstName} ${p.lastName}`.trim()

export const langName = (code: string): string => (isLangCode(code) ? `${LANG_NAMES[code]} (${code})` : code)

export interface AuditEntry {
  readonly id: number
  readonly at: Date
  readonly actor: { readonly kind: "member" | "staff" | "system"; readonly id: string }
  readonly action: string
  readonly target: { readonly type: string; readonly id: string }
  readonly details: Readonly<Record<string, unknown>>
}

export const actorText = (a: AuditEntry["actor"], t: Translate): string => t(`cli.actor.${a.kind}`, { id: a.id })

/** Columns of an audit list; `withTarget` adds the target column (the member page leaves it out). */
export const auditColumns = (t: Translate, withTarget: boolean): ReadonlyArray<Column<AuditEntry>> => [
  { title: t("cli.columns.id"), cell: (h) => String(h.id) },
  { title: t("cli.columns.time"), cell: (h) => formatTime(h.at), minWidth: 23 },
  { title: t("cli.columns.actor"), cell: (h) => actorText(h.actor, t) },
  { title: t("cli.columns.action"), cell: (h) => ({ text: h.action, color: h.action.endsWith(".block") ? "red" : h.action.endsWith(".unblock") ? "green" : undefined }) },
  ...(withTarget ? [{ title: t("cli.columns.target"), cell: (h: AuditEntry) => `${h.target.type} ${h.target.id}` }] : []),
  { title: t("cli.columns.details"), cell: (h) => formatDetails(h.details) }
]
