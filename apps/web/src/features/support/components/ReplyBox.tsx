import { Button, Notice, TextAreaField, errorMessage } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import type { TicketDetail } from "../api/types"
import { AttachmentPicker, UploadProgress, fieldErrorsOf } from "./parts"

/** The member's reply: a message and files (with upload progress); a reply with neither is refused before sending. */
export const ReplyBox = ({ ticketId, onSent }: { readonly ticketId: number; readonly onSent: (d: TicketDetail) => void }) => {
  const { t } = useTranslation()
  const [message, setMessage] = useState("")
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (e: FormEvent) => {
    e.preventDefault()
    const text = message.trim()
    if (busy || (text === "" && files.length === 0)) {
      if (!busy) setErrors({ message: [t("support.ticket.replyEmpty")] })
      return
    }
    setBusy(true)
    setErrors({})
    setFailure(null)
    setProgress(files.length > 0 ? 0 : null)
    const upload = files.length > 0 ? { attachments: files } : undefined
    const options = { onProgress: files.length > 0 ? setProgress : undefined }
    try {
      const detail =
        text === ""
          ? await api.support.addAttachments({ params: { id: ticketId }, files: upload }, options)
          : await api.support.addMessage({ params: { id: ticketId }, body: { message: text }, files: upload }, options)
      setMessage("")
      setFiles([])
      onSent(detail)
    } catch (err) {
      const fields = fieldErrorsOf(err, t)
      if (Object.keys(fields).length > 0) setErrors(fields)
      else setFailure(errorMessage(err, t))
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  return (
    <form className="iw-card iw-sup__reply" onSubmit={send} noValidate data-testid="reply-form">
      <h2 className="iw-sup__reply-title">{t("support.ticket.replyTitle")}</h2>
      <TextAreaField
        label={t("support.ticket.replyLabel")}
        className="iw-sup__textarea"
        value={message}
        rows={4}
        maxLength={10_000}
        onChange={(e) => setMessage(e.target.value)}
        errors={errors.message}
        name="message"
      />
      <AttachmentPicker files={files} onChange={setFiles} errors={errors.attachments} disabled={busy} />
      <UploadProgress value={progress} />
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="iw-sup__form-actions">
        <Button type="submit" loading={busy} data-testid="reply-send">
          {t("support.ticket.send")}
        </Button>
      </div>
    </form>
  )
}
