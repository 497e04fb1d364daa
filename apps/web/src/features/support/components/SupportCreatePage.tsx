import { LANG_NAMES, LANGS, type LangCode } from "@iw/contracts/i18n"
import { Button, Notice, SelectField, TextField, errorMessage, useDocumentTitle, TextAreaField } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { trimmedFields } from "../utils/attachments"
import { AttachmentPicker, UploadProgress, codeText, fieldErrorsOf } from "./parts"
import "../support.css"

const SUBJECT_MAX = 200
const MESSAGE_MAX = 10_000

/**
 * `/{lang}/support/create` (spec §2, §5 Support create, §5 Uploads): subject, message, the ticket's language
 * (the member's UI language unless changed) and attachments, sent as multipart with upload progress. Values are
 * trimmed and only non-empty ones are sent; the server's 422 field errors show under their fields.
 */
const SupportCreatePage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const [subject, setSubject] = useState("")
  const [message, setMessage] = useState("")
  const [language, setLanguage] = useState<LangCode>(lang)
  const [languages, setLanguages] = useState<ReadonlyArray<{ readonly code: LangCode; readonly name: string }>>(LANGS.map((code) => ({ code, name: LANG_NAMES[code] })))
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const abort = useRef<AbortController | null>(null)
  const form = useRef<HTMLFormElement>(null)
  useDocumentTitle(t("support.create.title"))

  useEffect(() => {
    api.support
      .languages()
      .then((r) => r.data.length > 0 && setLanguages(r.data))
      .catch(() => undefined)
    return () => abort.current?.abort()
  }, [])

  // After a failed submit, focus goes to the first invalid field so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    form.current?.querySelector<HTMLElement>("[aria-invalid='true'], .iw-field--invalid button")?.focus()
  }, [errors])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const values = trimmedFields({ subject, message })
    const missing: Record<string, Array<string>> = {}
    if (!values.subject) missing.subject = [codeText(t, "validation.required")]
    if (!values.message) missing.message = [codeText(t, "validation.required")]
    setFailure(null)
    if (Object.keys(missing).length > 0) {
      setErrors(missing)
      return
    }
    setErrors({})
    setBusy(true)
    setProgress(files.length > 0 ? 0 : null)
    abort.current = new AbortController()
    try {
      const created = await api.support.create(
        { body: { subject: values.subject!, message: values.message!, language }, files: files.length > 0 ? { attachments: files } : undefined },
        { signal: abort.current.signal, onProgress: files.length > 0 ? setProgress : undefined }
      )
      navigate(to(lang, `support/${created.ticket.ticketId}`), { state: { created: true } })
    } catch (err) {
      if (abort.current?.signal.aborted) return
      const fields = fieldErrorsOf(err, t)
      if (Object.keys(fields).length > 0) setErrors(fields)
      else setFailure(errorMessage(err, t))
      setProgress(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="iw-page iw-sup iw-sup--form">
      <nav className="iw-sup__crumbs" aria-label={t("support.breadcrumb")}>
        <Link to={to(lang, "support/all")}>{t("support.title")}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t("support.create.title")}</span>
      </nav>
      <header className="iw-sup__head">
        <div>
          <h1>{t("support.create.title")}</h1>
          <p className="iw-sup__lead">{t("support.create.lead")}</p>
        </div>
      </header>
      <form ref={form} className="iw-card iw-sup__form" onSubmit={submit} noValidate data-testid="support-create-form">
        <TextField
          label={t("support.create.subject")}
          value={subject}
          maxLength={SUBJECT_MAX}
          onChange={(e) => setSubject(e.target.value)}
          errors={errors.subject}
          autoComplete="off"
          required
          name="subject"
        />
        <TextAreaField
          className="iw-sup__textarea"
          label={t("support.create.message")}
          value={message}
          maxLength={MESSAGE_MAX}
          rows={8}
          onChange={(e) => setMessage(e.target.value)}
          errors={errors.message}
          hint={t("support.create.messageHint")}
          required
          name="message"
        />
        <SelectField
          label={t("support.create.language")}
          value={language}
          onChange={(e) => setLanguage(e.target.value as LangCode)}
          options={languages.map((l) => ({ value: l.code, label: l.name }))}
          errors={errors.language}
          name="language"
        />
        <AttachmentPicker files={files} onChange={setFiles} errors={errors.attachments} disabled={busy} />
        <UploadProgress value={progress} />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="iw-sup__form-actions">
          <Link className="iw-btn iw-btn--ghost" to={to(lang, "support/all")}>
            {t("common.cancel")}
          </Link>
          <Button type="submit" loading={busy} data-testid="support-create-submit">
            {t("support.create.submit")}
          </Button>
        </div>
      </form>
    </div>
  )
}

export default SupportCreatePage
