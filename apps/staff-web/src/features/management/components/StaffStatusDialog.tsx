import type { StaffMember } from "@iw/contracts"
import { Button, Dialog, Notice } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { setStaffStatus } from "../api/staff-accounts"
import { fullName } from "./staff-name"

/** An admin blocks an active staff member, or unblocks a blocked one. */
export const StaffStatusDialog = ({ staff, onClose, onSaved }: { readonly staff: StaffMember; readonly onClose: () => void; readonly onSaved: (s: StaffMember) => void }) => {
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
