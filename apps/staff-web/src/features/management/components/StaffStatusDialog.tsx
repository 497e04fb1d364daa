import type { StaffMember } from "@iw/contracts"
import { ConfirmDialog, Notice, useAction } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { setStaffStatus } from "../api/staff-accounts"
import { fullName } from "./staff-name"

/** An admin blocks an active staff member, or unblocks a blocked one. */
export const StaffStatusDialog = ({ staff, onClose, onSaved }: { readonly staff: StaffMember; readonly onClose: () => void; readonly onSaved: (s: StaffMember) => void }) => {
  const { t } = useTranslation()
  const { errors, general, fail } = useFormErrors([])
  const blocking = staff.status === "active"
  const messages = [...general, ...Object.values(errors).flat()]
  const { busy, run: save } = useAction(() => setStaffStatus(staff.id, blocking ? "blocked" : "active"), { onDone: onSaved, onError: fail })
  return (
    <ConfirmDialog
      open
      size="small"
      title={blocking ? t("backoffice.management.blockTitle") : t("backoffice.management.unblockTitle")}
      onCancel={onClose}
      tone={blocking ? "danger" : "primary"}
      onConfirm={() => void save()}
      busy={busy}
      confirmTestId="staff-status-confirm"
      confirmLabel={blocking ? t("backoffice.actions.block") : t("backoffice.actions.unblock")}
    >
      <p>{blocking ? t("backoffice.management.blockText", { name: fullName(staff) }) : t("backoffice.management.unblockText", { name: fullName(staff) })}</p>
      {messages.length > 0 && <Notice tone="error">{messages.join(" ")}</Notice>}
    </ConfirmDialog>
  )
}
