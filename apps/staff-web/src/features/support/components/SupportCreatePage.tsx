import { Button, Notice, TextAreaField, TextField, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { api } from "../../../lib/api"
import { LANGS, type Lang, openTicket } from "../api/support"
import { AttachmentsField } from "./parts"
import "../support.css"

/** `/staff/support/create`: staff open a ticket for a member, who sees it as a new reply. */
const SupportCreatePage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [memberId, setMemberId] = useState("")
  const [subject, setSubject] = useState("")
  const [message, setMessage] = useState("")
  // "" is the member's own language, which the server uses when none is sent.
  const [language, setLanguage] = useState<Lang | "">("")
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(["memberId", "subject", "message", "attachments"])

  // Shows which language "the member's language" is, once the member ID names someone.
  const id = memberId.trim()
  const member = useLoad(() => api.staff.showMember({ params: { id: Number(id) } }), [id], { enabled: /^\d{1,9}$/.test(id), debounceMs: 300 })
  const memberLang = /^\d{1,9}$/.test(id) && member.status === "ok" ? (member.data.member.lang as Lang) : null

  const submit = async () => {
    const local: Record<string, Array<string>> = {}
    if (!/^\d+$/.test(memberId.trim())) local.memberId = [t("supportDesk.badMemberId")]
    if (subject.trim() === "") local.subject = [t("validation.required")]
    if (message.trim() === "") local.message = [t("validation.required")]
    if (Object.keys(local).length > 0) return reset(local)
    reset()
    setBusy(true)
    setProgress(0)
    try {
      const d = await openTicket({ memberId: Number(memberId.trim()), subject: subject.trim(), message: message.trim(), ...(language ? { language } : {}) }, files, setProgress)
      navigate(`/support/ticket/${d.ticket.ticketId}`)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  return (
    <div className="sw-page">
      <PageHeader title={t("supportDesk.createTitle")} lead={t("supportDesk.createLead")} />
      {general.map((g) => (
        <Notice key={g} tone="error">
          {g}
        </Notice>
      ))}
      <form
        className="iw-card sw-card sw-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <TextField label={t("supportDesk.fields.memberId")} value={memberId} onChange={(e) => setMemberId(e.target.value)} inputMode="numeric" errors={errors.memberId} data-testid="create-member" />
        <TextField label={t("supportDesk.fields.subject")} value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} errors={errors.subject} data-testid="create-subject" />
        <TextAreaField label={t("supportDesk.fields.message")} value={message} onChange={(e) => setMessage(e.target.value)} rows={6} maxLength={10_000} errors={errors.message} data-testid="create-message" />
        <label className="iw-field__label" htmlFor="create-language">
          {t("supportDesk.fields.language")}
        </label>
        <select id="create-language" className="iw-input" value={language} onChange={(e) => setLanguage(e.target.value as Lang | "")} data-testid="create-language">
          <option value="">{memberLang ? t("supportDesk.membersLanguageIs", { lang: t(`common.languages.${memberLang}`) }) : t("supportDesk.membersLanguage")}</option>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {t(`common.languages.${l}`)}
            </option>
          ))}
        </select>
        <AttachmentsField files={files} onChange={setFiles} progress={progress} errors={errors.attachments} />
        <div className="sw-actions">
          <Button type="submit" loading={busy} data-testid="create-submit">
            {t("supportDesk.createSubmit")}
          </Button>
        </div>
      </form>
    </div>
  )
}

export default SupportCreatePage
