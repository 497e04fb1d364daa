import type { StaffMember } from "@iw/contracts"
import { Button, DataTable, LoadState, Notice, formatDateTime, usePagedQuery, useSession } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { RoleBadges, StatusBadge } from "../../../components/Badges"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { permits } from "../../../lib/roles"
import { staffSession } from "../../../lib/session"
import { listStaff } from "../api/staff-accounts"
import { StaffRolesDialog } from "./StaffRolesDialog"
import { StaffStatusDialog } from "./StaffStatusDialog"
import { fullName } from "./staff-name"

/** `/staff/management`: staff accounts with roles and status; an admin changes roles and blocks or unblocks. */
const StaffListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const location = useLocation()
  const me = useSession(staffSession)?.profile?.staff
  const isAdmin = permits(me?.roles ?? [], "admin")
  const list = usePagedQuery(({ page }) => listStaff(page))
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
      <LoadState load={list}>
        {(data) => (
          <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
            <DataTable
              rows={data.data}
              pager={list.pager && { ...list.pager, range: true }}
              rowKey={(s) => s.id}
              rowProps={() => ({ "data-testid": "staff-row" })}
              caption={t("backoffice.management.tableLabel")}
              region
              className="sw-table sw-table--stack"
              empty={t("backoffice.management.empty")}
              columns={[
                {
                  key: "name",
                  header: t("backoffice.fields.name"),
                  cell: (s) => (
                    <>
                      <strong>{fullName(s)}</strong>
                      {s.id === me?.id && <span className="iw-badge sw-you">{t("backoffice.management.you")}</span>}
                    </>
                  )
                },
                { key: "email", header: t("backoffice.fields.email"), cellClassName: "sw-break", cell: (s) => s.email },
                { key: "roles", header: t("backoffice.fields.roles"), cell: (s) => <RoleBadges roles={s.roles} /> },
                { key: "status", header: t("backoffice.fields.status"), cell: (s) => <StatusBadge status={s.status} /> },
                { key: "created", header: t("backoffice.fields.createdAt"), cellClassName: "sw-nowrap", cell: (s) => formatDateTime(s.createdAt, lang) },
                isAdmin && {
                  key: "actions",
                  header: t("backoffice.fields.actions"),
                  headerHidden: true,
                  className: "sw-table__actions",
                  cell: (s) => (
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
                  )
                }
              ]}
            />
          </section>
        )}
      </LoadState>
      {editing?.kind === "roles" && <StaffRolesDialog staff={editing.staff} onClose={() => setEditing(null)} onSaved={onSaved} />}
      {editing?.kind === "status" && <StaffStatusDialog staff={editing.staff} onClose={() => setEditing(null)} onSaved={onSaved} />}
    </div>
  )
}

export default StaffListPage
