import type { StaffMember } from "@iw/contracts"
import type { StaffRole } from "../../../lib/roles"
import { Button, Dialog, Notice, Spinner, formatDateTime, useSession } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useSearchParams } from "react-router"
import { RoleBadges, StatusBadge } from "../../../components/Badges"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { useLoad } from "../../../hooks/use-load"
import { permits } from "../../../lib/roles"
import { staffSession } from "../../../lib/session"
import { listStaff, setStaffRoles, setStaffStatus } from "../api/staff-accounts"
import { RolesFieldset } from "./RolesFieldset"

const fullName = (s: StaffMember) => `${s.firstName} ${s.lastName}`.trim() || s.email

const RolesDialog = ({ staff, onClose, onSaved }: { readonly staff: StaffMember; readonly onClose: () => void; readonly onSaved: (s: StaffMember) => void }) => {
  const { t } = useTranslation()
  const [roles, setRoles] = useState<Array<StaffRole>>([...staff.roles])
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(["roles"])
  const save = async () => {
    if (roles.length === 0) {
      reset({ roles: [t("validation.required")] })
      return
    }
    setBusy(true)
    try {
      onSaved(await setStaffRoles(staff.id, roles))
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      title={t("backoffice.management.rolesTitle", { name: fullName(staff) })}
      onClose={onClose}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={() => void save()} loading={busy} data-testid="staff-roles-save">
            {t("common.save")}
          </Button>
        </>
      }
    >
      <RolesFieldset value={roles} onChange={setRoles} errors={errors.roles} />
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
    </Dialog>
  )
}

const StatusDialog = ({ staff, onClose, onSaved }: { readonly staff: StaffMember; readonly onClose: () => void; readonly onSaved: (s: StaffMember) => void }) => {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const { errors, general, fail } = useFormErrors([])
  const blocking = staff.status === "active"
  const messages = [...general, ...Object.values(errors).flat()]
  const save = async () => {
    setBusy(true)
    try {
      onSaved(await setStaffStatus(staff.id, blocking ? "blocked" : "active"))
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      size="small"
      title={blocking ? t("backoffice.management.blockTitle") : t("backoffice.management.unblockTitle")}
      onClose={onClose}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button variant={blocking ? "danger" : "primary"} onClick={() => void save()} loading={busy} data-testid="staff-status-confirm">
            {blocking ? t("backoffice.actions.block") : t("backoffice.actions.unblock")}
          </Button>
        </>
      }
    >
      <p>{blocking ? t("backoffice.management.blockText", { name: fullName(staff) }) : t("backoffice.management.unblockText", { name: fullName(staff) })}</p>
      {messages.length > 0 && <Notice tone="error">{messages.join(" ")}</Notice>}
    </Dialog>
  )
}

/** `/staff/management`: staff accounts with roles and status; an admin changes roles and blocks or unblocks. */
const StaffListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const location = useLocation()
  const session = useSession(staffSession)
  const me = session?.profile?.staff
  const isAdmin = permits(me?.roles ?? [], "admin")
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get("page")) || 1)
  const list = useLoad(() => listStaff(page), [page])
  const [editing, setEditing] = useState<{ readonly kind: "roles" | "status"; readonly staff: StaffMember } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const created = (location.state as { created?: string } | null)?.created

  const onSaved = (updated: StaffMember) => {
    const kind = editing?.kind
    setEditing(null)
    setDone(
      kind === "roles"
        ? t("backoffice.management.rolesSaved", { name: fullName(updated) })
        : updated.status === "blocked"
          ? t("backoffice.management.blocked", { name: fullName(updated) })
          : t("backoffice.management.unblocked", { name: fullName(updated) })
    )
    const current = staffSession.get()?.profile
    if (current && current.staff.id === updated.id) staffSession.setProfile({ ...current, staff: updated })
    if (list.data) list.set({ ...list.data, data: list.data.data.map((s) => (s.id === updated.id ? updated : s)) })
  }

  return (
    <div className="sw-page">
      <PageHeader
        title={t("backoffice.screens.management")}
        lead={t("backoffice.management.lead")}
        actions={
          isAdmin ? (
            <Link className="iw-btn iw-btn--primary" to="/management/create" data-testid="staff-create-link">
              {t("backoffice.management.create")}
            </Link>
          ) : undefined
        }
      />
      {!isAdmin && <Notice tone="info">{t("backoffice.management.readOnly")}</Notice>}
      {created && !done && <Notice tone="success">{t("backoffice.management.created", { email: created })}</Notice>}
      {done && <Notice tone="success">{done}</Notice>}
      {list.status === "error" && <LoadError error={list.error} onRetry={list.reload} />}
      {list.data ? (
        <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
          <div className="sw-table-wrap" tabIndex={0} role="region" aria-label={t("backoffice.management.tableLabel")}>
            <table className="iw-table sw-table sw-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t("backoffice.fields.name")}</th>
                  <th scope="col">{t("backoffice.fields.email")}</th>
                  <th scope="col">{t("backoffice.fields.roles")}</th>
                  <th scope="col">{t("backoffice.fields.status")}</th>
                  <th scope="col">{t("backoffice.fields.createdAt")}</th>
                  {isAdmin && (
                    <th scope="col" className="sw-table__actions">
                      <span className="iw-visually-hidden">{t("backoffice.fields.actions")}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {list.data.data.length === 0 && (
                  <tr>
                    <td colSpan={isAdmin ? 6 : 5} className="sw-empty">
                      {t("backoffice.management.empty")}
                    </td>
                  </tr>
                )}
                {list.data.data.map((s) => (
                  <tr key={s.id} data-testid="staff-row">
                    <td data-label={t("backoffice.fields.name")}>
                      <strong>{fullName(s)}</strong>
                      {s.id === me?.id && <span className="iw-badge sw-you">{t("backoffice.management.you")}</span>}
                    </td>
                    <td className="sw-break" data-label={t("backoffice.fields.email")}>
                      {s.email}
                    </td>
                    <td data-label={t("backoffice.fields.roles")}>
                      <RoleBadges roles={s.roles} />
                    </td>
                    <td data-label={t("backoffice.fields.status")}>
                      <StatusBadge status={s.status} />
                    </td>
                    <td className="sw-nowrap" data-label={t("backoffice.fields.createdAt")}>
                      {formatDateTime(s.createdAt, lang)}
                    </td>
                    {isAdmin && (
                      <td className="sw-table__actions">
                        <div className="sw-row-actions">
                          <Button variant="secondary" onClick={() => setEditing({ kind: "roles", staff: s })} aria-label={t("backoffice.management.editRolesOf", { name: fullName(s) })}>
                            {t("backoffice.management.editRoles")}
                          </Button>
                          {s.id !== me?.id && (
                            <Button
                              variant={s.status === "active" ? "ghost" : "secondary"}
                              className={s.status === "active" ? "sw-btn-danger-ghost" : undefined}
                              onClick={() => setEditing({ kind: "status", staff: s })}
                              data-testid={s.status === "active" ? "staff-block" : "staff-unblock"}
                            >
                              {s.status === "active" ? t("backoffice.actions.block") : t("backoffice.actions.unblock")}
                            </Button>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={list.data.meta} busy={list.status === "loading"} onPage={(p) => setParams({ page: String(p) })} />
        </section>
      ) : (
        list.status === "loading" && <Spinner label={t("common.loading")} />
      )}
      {editing?.kind === "roles" && <RolesDialog staff={editing.staff} onClose={() => setEditing(null)} onSaved={onSaved} />}
      {editing?.kind === "status" && <StatusDialog staff={editing.staff} onClose={() => setEditing(null)} onSaved={onSaved} />}
    </div>
  )
}

export default StaffListPage
