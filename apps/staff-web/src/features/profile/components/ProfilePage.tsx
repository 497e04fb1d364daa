import { Button, NewPasswordFields, Notice, PasswordField, TextField, formatDateTime, useSession } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { RoleBadges, StatusBadge } from "../../../components/Badges"
import { PageHeader } from "../../../components/PageHeader"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { forgetStaffNames } from "../../../hooks/use-staff-names"
import { api } from "../../../lib/api"
import { staffSession } from "../../../lib/session"

/** Name form: first and last name (spec §3 Staff member). */
const NameForm = ({ firstName, lastName }: { readonly firstName: string; readonly lastName: string }) => {
  const { t } = useTranslation()
  const [first, setFirst] = useState(firstName)
  const [last, setLast] = useState(lastName)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(["firstName", "lastName"])
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaved(false)
    if (first.trim() === "") {
      reset({ firstName: [t("validation.required")] })
      return
    }
    reset()
    setBusy(true)
    try {
      const staff = await api.staff.updateProfile({ body: { firstName: first.trim(), lastName: last.trim() } })
      const current = staffSession.get()?.profile
      if (current) staffSession.setProfile({ ...current, staff })
      forgetStaffNames()
      setFirst(staff.firstName)
      setLast(staff.lastName)
      setSaved(true)
    } catch (err) {
      fail(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="iw-card sw-card" aria-labelledby="profile-name-title">
      <h2 id="profile-name-title">{t("backoffice.profile.nameTitle")}</h2>
      <form onSubmit={submit} noValidate>
        <div className="sw-form-row">
          <TextField label={t("backoffice.fields.firstName")} name="firstName" autoComplete="given-name" value={first} onChange={(e) => setFirst(e.target.value)} errors={errors.firstName} maxLength={64} />
          <TextField label={t("backoffice.fields.lastName")} name="lastName" autoComplete="family-name" value={last} onChange={(e) => setLast(e.target.value)} errors={errors.lastName} maxLength={64} />
        </div>
        {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
        {saved && <Notice tone="success">{t("backoffice.profile.nameSaved")}</Notice>}
        <div className="sw-form-actions">
          <Button type="submit" loading={busy} data-testid="profile-save-name">
            {t("common.save")}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** Password form: the current password, the new one and its confirmation (spec §5 Password). */
const PasswordForm = () => {
  const { t } = useTranslation()
  const [current, setCurrent] = useState("")
  const [password, setPassword] = useState("")
  const [confirmation, setConfirmation] = useState("")
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(["currentPassword", "password", "password_confirmation"])
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaved(false)
    const local: Record<string, Array<string>> = {}
    if (current === "") local.currentPassword = [t("validation.required")]
    if (password === "") local.password = [t("validation.required")]
    else if (password !== confirmation) local.password_confirmation = [t("validation.confirmed")]
    reset(local)
    if (Object.keys(local).length > 0) return
    setBusy(true)
    try {
      await api.staff.updateProfile({ body: { currentPassword: current, password, password_confirmation: confirmation } })
      setCurrent("")
      setPassword("")
      setConfirmation("")
      setSaved(true)
    } catch (err) {
      fail(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="iw-card sw-card" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t("backoffice.profile.passwordTitle")}</h2>
      <form onSubmit={submit} noValidate>
        <PasswordField label={t("backoffice.fields.currentPassword")} name="currentPassword" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} errors={errors.currentPassword} />
        <NewPasswordFields
          className="sw-form-row"
          named
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={{ password: errors.password, confirmation: errors.password_confirmation }}
          labels={{ password: t("backoffice.fields.newPassword"), confirmation: t("backoffice.fields.passwordConfirmation"), hint: t("backoffice.fields.passwordHint") }}
        />
        {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
        {saved && <Notice tone="success">{t("backoffice.profile.passwordSaved")}</Notice>}
        <div className="sw-form-actions">
          <Button type="submit" loading={busy} data-testid="profile-save-password">
            {t("backoffice.profile.changePassword")}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** `/staff/profile`: the signed-in staff member's account, name and password. */
const ProfilePage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const session = useSession(staffSession)
  const staff = session?.profile?.staff
  if (!staff) return null
  return (
    <div className="sw-page sw-page--narrow">
      <PageHeader title={t("backoffice.screens.profile")} lead={t("backoffice.profile.lead")} />
      <section className="iw-card sw-card" aria-labelledby="profile-account-title">
        <h2 id="profile-account-title">{t("backoffice.profile.accountTitle")}</h2>
        <dl className="sw-dl">
          <div>
            <dt>{t("backoffice.fields.email")}</dt>
            <dd>{staff.email}</dd>
          </div>
          <div>
            <dt>{t("backoffice.fields.roles")}</dt>
            <dd>
              <RoleBadges roles={staff.roles} />
            </dd>
          </div>
          <div>
            <dt>{t("backoffice.fields.status")}</dt>
            <dd>
              <StatusBadge status={staff.status} />
            </dd>
          </div>
          <div>
            <dt>{t("backoffice.fields.staffId")}</dt>
            <dd>{staff.id}</dd>
          </div>
          <div>
            <dt>{t("backoffice.fields.createdAt")}</dt>
            <dd>{formatDateTime(staff.createdAt, lang)}</dd>
          </div>
          <div>
            <dt>{t("backoffice.fields.updatedAt")}</dt>
            <dd>{formatDateTime(staff.updatedAt, lang)}</dd>
          </div>
        </dl>
      </section>
      <NameForm key={staff.id} firstName={staff.firstName} lastName={staff.lastName} />
      <PasswordForm />
    </div>
  )
}

export default ProfilePage
