import { Button, ConfirmDialog, LoadState, TextAreaField, errorMessage, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { memberBuildings, removeMemberBuilding } from "../api/members"

/** The member's buildings on `/staff/member/{id}`; staff may take a placed one off the map, with a reason (audit log). */
export const MemberBuildingsSection = ({ memberId }: { readonly memberId: number }) => {
  const { t } = useTranslation()
  const list = useLoad(() => memberBuildings(memberId), [memberId])
  const [removing, setRemoving] = useState<number | null>(null)
  const [reason, setReason] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    if (removing === null) return
    setBusy(true)
    try {
      await removeMemberBuilding(removing, reason.trim())
      setRemoving(null)
      setReason("")
      list.reload()
    } catch (e) {
      setError(errorMessage(e, t))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="iw-card sw-card" aria-labelledby="member-buildings-title" data-testid="member-buildings">
      <h2 id="member-buildings-title">{t("buildings.staff.title")}</h2>
      <LoadState load={list}>
        {(d) =>
          d.data.length === 0 ? (
            <p>{t("buildings.staff.none")}</p>
          ) : (
            <div className="iw-table-wrap" tabIndex={0} role="region" aria-labelledby="member-buildings-title">
            <table className="iw-table">
              <thead>
                <tr>
                  <th>{t("buildings.staff.id")}</th>
                  <th>{t("buildings.staff.name")}</th>
                  <th>{t("buildings.staff.size")}</th>
                  <th>{t("buildings.staff.area")}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {d.data.map((b) => (
                  <tr key={b.id}>
                    <td>{b.id}</td>
                    <td>{b.name}</td>
                    <td>{b.size}</td>
                    <td>{b.area ? `${b.area.startX},${b.area.startY} – ${b.area.endX},${b.area.endY}` : t("buildings.staff.notPlaced")}</td>
                    <td>
                      {b.placed ? (
                        <Button variant="secondary" onClick={() => setRemoving(b.id)} data-testid={`staff-remove-${b.id}`}>
                          {t("buildings.staff.remove")}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          )
        }
      </LoadState>
      <ConfirmDialog
        open={removing !== null}
        title={t("buildings.staff.removeTitle", { id: removing ?? "" })}
        confirmLabel={t("buildings.staff.remove")}
        tone="danger"
        busy={busy}
        disabled={reason.trim() === ""}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoving(null)}
      >
        <TextAreaField label={t("buildings.staff.reason")} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} errors={error ? [error] : undefined} />
      </ConfirmDialog>
    </section>
  )
}
