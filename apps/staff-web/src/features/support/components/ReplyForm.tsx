import { Button, TextAreaField, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { FormErrors } from "../../../hooks/use-form-errors"
import { type TicketDetail, reply, savedReplies } from "../api/support"
import { SavedRepliesDialog } from "./SavedRepliesDialog"
import { AttachmentsField } from "./parts"

/**
 * Staff's reply to a ticket: a saved reply in the ticket's language can be inserted, files go with it (with upload
 * progress), and an empty reply without files is refused before sending. `act` sends it and shows the answer.
 */
export const ReplyForm = ({
  ticket,
  busy,
  errors,
  refuse,
  act
}: {
  readonly ticket: TicketDetail["ticket"]
  readonly busy: boolean
  readonly errors: FormErrors
  readonly refuse: (errors: FormErrors) => void
  readonly act: (run: () => Promise<TicketDetail>, done?: string) => Promise<void>
}) => {
  const { t } = useTranslation()
  const replies = useLoad(() => savedReplies(ticket.language), [ticket.language])
  const [message, setMessage] = useState("")
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [managing, setManaging] = useState(false)
  const send = () => {
    if (message.trim() === "" && files.length === 0) return refuse({ message: [t("validation.required")] })
    void act(async () => {
      setProgress(0)
      try {
        const r = await reply(ticket.ticketId, message, files, setProgress)
        setMessage("")
        setFiles([])
        return r
      } finally {
        setProgress(null)
      }
    }, t("supportDesk.replied"))
  }
  return (
    <form
      className="iw-card sw-card sw-reply"
      onSubmit={(e) => {
        e.preventDefault()
        send()
      }}
      aria-label={t("supportDesk.reply")}
    >
      <div className="sw-reply__saved">
        <label className="iw-field__label" htmlFor="saved-reply">
          {t("supportDesk.savedReplies")}
        </label>
        <select
          id="saved-reply"
          className="iw-input"
          value=""
          onChange={(e) => {
            const r = replies.data?.data.find((x) => String(x.id) === e.target.value)
            if (r) setMessage((m) => (m.trim() ? `${m}\n\n${r.body}` : r.body))
          }}
          data-testid="saved-reply-pick"
        >
          <option value="">{t("supportDesk.insertSaved", { lang: t(`common.languages.${ticket.language}`) })}</option>
          {replies.data?.data.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </select>
        <Button variant="link" onClick={() => setManaging(true)}>
          {t("supportDesk.manageSaved")}
        </Button>
      </div>
      <TextAreaField label={t("supportDesk.yourReply")} value={message} onChange={(e) => setMessage(e.target.value)} rows={5} errors={errors.message} data-testid="support-reply" maxLength={10_000} />
      <AttachmentsField files={files} onChange={setFiles} progress={progress} errors={errors.attachments} />
      <div className="sw-actions">
        <Button type="submit" loading={busy} data-testid="support-send">
          {t("supportDesk.send")}
        </Button>
      </div>
      {managing && <SavedRepliesDialog language={ticket.language} onClose={() => (setManaging(false), replies.reload())} />}
    </form>
  )
}
