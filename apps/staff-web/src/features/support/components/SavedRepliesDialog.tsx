import { Button, Dialog, TextAreaField, TextField, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { LANGS, type Lang, type SavedReply, deleteSavedReply, saveReply, savedReplies } from "../api/support"

/** Saved replies in every language: pick one to edit, write a new one, or delete. */
export const SavedRepliesDialog = ({ language, onClose }: { readonly language: Lang; readonly onClose: () => void }) => {
  const { t } = useTranslation()
  const all = useLoad(() => savedReplies(), [])
  const [editing, setEditing] = useState<SavedReply | null>(null)
  const [title, setTitle] = useState("")
  const [lang, setLang] = useState<Lang>(language)
  const [body, setBody] = useState("")
  const { errors, fail, reset } = useFormErrors(["title", "body", "language"])
  const edit = (r: SavedReply | null) => {
    setEditing(r)
    setTitle(r?.title ?? "")
    setLang(r?.language ?? language)
    setBody(r?.body ?? "")
    reset()
  }
  const save = async () => {
    try {
      await saveReply(editing?.id ?? null, { title, language: lang, body })
      edit(null)
      all.reload()
    } catch (e) {
      fail(e)
    }
  }
  return (
    <Dialog open size="large" title={t("supportDesk.savedReplies")} onClose={onClose} closeLabel={t("common.close")} actions={<Button onClick={onClose}>{t("common.close")}</Button>}>
      <ul className="sw-saved">
        {all.data?.data.map((r) => (
          <li key={r.id}>
            <span className="iw-badge">{r.language}</span> {r.title}{" "}
            <Button variant="link" onClick={() => edit(r)}>
              {t("supportDesk.edit")}
            </Button>
            <Button variant="link" onClick={async () => (await deleteSavedReply(r.id), all.reload())}>
              {t("supportDesk.delete")}
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
        aria-label={editing ? t("supportDesk.editSaved") : t("supportDesk.newSaved")}
      >
        <h3>{editing ? t("supportDesk.editSaved") : t("supportDesk.newSaved")}</h3>
        <TextField label={t("supportDesk.fields.title")} value={title} onChange={(e) => setTitle(e.target.value)} errors={errors.title} maxLength={120} />
        <label className="iw-field__label" htmlFor="saved-lang">
          {t("supportDesk.fields.language")}
        </label>
        <select id="saved-lang" className="iw-input" value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {t(`common.languages.${l}`)}
            </option>
          ))}
        </select>
        <TextAreaField label={t("supportDesk.fields.text")} value={body} onChange={(e) => setBody(e.target.value)} rows={4} errors={errors.body} />
        <Button type="submit">{t("supportDesk.save")}</Button>
      </form>
    </Dialog>
  )
}
