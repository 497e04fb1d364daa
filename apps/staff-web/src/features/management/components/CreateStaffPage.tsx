import type { StaffRole } from "../../../lib/roles"
import { Button, NewPasswordFields, Notice, TextField, useSession } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { forgetStaffNames } from "../../../hooks/use-staff-names"
import { permits } from "../../../lib/roles"
import { staffSession } from "../../../lib/session"
import { createStaff } from "../api/staff-accounts"
import { RolesFieldset } from "./RolesFieldset"

const FIELDS = ["email", "firstName", "lastName", "roles", "password", "password_confirmation"]

/** `/staff/management/create`: an admin opens a staff account with its roles and a first password. */
const CreateStaffPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession(staffSession)
  const isAdmin = permits(session?.profile?.staff.roles ?? [], "admin")
  const [email, setEmail] = useState("")
  const [firstName, setFirstName] = useState("")
  const [lastName, setLastName] = useState("")
  const [roles, setRoles] = useState<Array<StaffRole>>(["back-office"])
  const [password, setPassword] = useState("")
  const [confirmation, setConfirmation] = useState("")
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(FIELDS)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (email.trim() === "") local.email = [t("validation.required")]
    if (firstName.trim() === "") local.firstName = [t("validation.required")]
    if (roles.length === 0) local.roles = [t("validation.required")]
    if (password === "") local.password = [t("validation.required")]
    else if (password !== confirmation) local.password_confirmation = [t("validation.confirmed")]
    reset(local)
    if (Object.keys(local).length > 0) return
    setBusy(true)
    try {
      const created = await createStaff({ email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), roles, password, password_confirmation: confirmation })
      forgetStaffNames()
      navigate("/management", { state: { created: created.email } })
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }

  return (
    <div className="sw-page sw-page--narrow">
      <PageHeader
        title={t("backoffice.screens.managementCreate")}
        lead={t("backoffice.management.createLead")}
        kicker={
          <Link to="/management" className="sw-back">
            <span aria-hidden="true">←</span> {t("backoffice.screens.management")}
          </Link>
        }
      />
      {!isAdmin && <Notice tone="warning">{t("backoffice.management.adminOnly")}</Notice>}
      <form className="iw-card sw-card" onSubmit={submit} noValidate aria-labelledby="page-title">
        <fieldset className="sw-plain-fieldset" disabled={!isAdmin}>
          <TextField label={t("backoffice.fields.email")} name="email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} errors={errors.email} maxLength={254} data-testid="staff-create-email" />
          <div className="sw-form-row">
            <TextField label={t("backoffice.fields.firstName")} name="firstName" autoComplete="off" value={firstName} onChange={(e) => setFirstName(e.target.value)} errors={errors.firstName} maxLength={64} />
            <TextField label={t("backoffice.fields.lastName")} name="lastName" autoComplete="off" value={lastName} onChange={(e) => setLastName(e.target.value)} errors={errors.lastName} maxLength={64} />
          </div>
          <RolesFieldset value={roles} onChange={setRoles} errors={errors.roles} />
          <NewPasswordFields
            className="sw-form-row"
            named
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={{ password: errors.password, confirmation: errors.password_confirmation }}
            labels={{ password: t("backoffice.fields.password"), confirmation: t("backoffice.fields.passwordConfirmation"), hint: t("backoffice.fields.passwordHint") }}
          />
          {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
          <div className="sw-form-actions">
            <Link to="/management" className="iw-btn iw-btn--secondary">
              {t("common.cancel")}
            </Link>
            <Button type="submit" loading={busy} data-testid="staff-create-submit">
              {t("backoffice.management.createSubmit")}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  )
}

export default CreateStaffPage
