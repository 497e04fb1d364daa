import type { StaffMember } from "@iw/contracts"
import { ConfirmDialog, Notice, useAction } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import type { StaffRole } from "../../../lib/roles"
import { setStaffRoles } from "../api/staff-accounts"
import { RolesFieldset } from "./RolesFieldset"
import { fullName } from "./staff-name"

/** An admin changes a staff member's roles (at least one). */
export const StaffRolesDialog = ({ staff, onClose, onSaved }: { readonly staff: StaffMember; readonly onClose: () => void; readonly onSaved: (s: StaffMember) => void }) => {
  const { t } = useTranslation()
  const [roles, setRoles] = useState<Array<StaffRole>>([...staff.roles])
  const { errors, general, fail, reset } = useFormErrors(["roles"])
  const { busy, run } = useAction(() => setStaffRoles(staff.id, roles), { onDone: onSaved, onError: fail })
  const save = () => (roles.length === 0 ? reset({ roles: [t("validation.required")] }) : run())
  return (
    <ConfirmDialog
      open
      title={t("backoffice.management.rolesTitle", { name: fullName(staff) })}
      onCancel={onClose}
      onConfirm={() => void save()}
      busy={busy}
      confirmTestId="staff-roles-save"
      confirmLabel={t("common.save")}
    >
      <RolesFieldset value={roles} onChange={setRoles} errors={errors.roles} />
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
    </ConfirmDialog>
  )
}
