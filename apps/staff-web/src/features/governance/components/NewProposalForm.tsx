import { Button, Notice, TextAreaField, TextField, formatDateTime, useAction } from "@iw/ui"
import { parseCst, toCstWall } from "@iw/contracts"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { createDaoProposal } from "../api/governance"

const WEEK_MS = 7 * 86_400_000
const FIELDS = ["title", "body", "opensAt", "closesAt"] as const

/** A new proposal: its title and text, and the window it takes votes in, entered in CST (`datetime-local` as CST wall time). */
export const NewProposalForm = ({ onCreated }: { readonly onCreated: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [title, setTitle] = useState("")
  const [body, setBody] = useState("")
  const [opensAt, setOpensAt] = useState(() => toCstWall(new Date()))
  const [closesAt, setClosesAt] = useState(() => toCstWall(new Date(Date.now() + WEEK_MS)))
  const [done, setDone] = useState<string | null>(null)
  const { errors, general, fail, reset } = useFormErrors(FIELDS)
  const create = useAction((input: { title: string; body: string; opensAt: Date; closesAt: Date }) => createDaoProposal(input), {
    onDone: (p) => {
      reset()
      setTitle("")
      setBody("")
      setDone(t("governance.staff.created", { id: p.id, opens: formatDateTime(p.opensAt, lang) }))
      onCreated()
    },
    onError: (e) => {
      setDone(null)
      fail(e)
    }
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const opens = parseCst(opensAt)
    const closes = parseCst(closesAt)
    const local: Record<string, Array<string>> = {}
    if (title.trim() === "") local.title = [t("validation.required")]
    if (body.trim() === "") local.body = [t("validation.required")]
    if (opens === null) local.opensAt = [t("governance.staff.badTime")]
    if (closes === null) local.closesAt = [t("governance.staff.badTime")]
    if (Object.keys(local).length > 0 || opens === null || closes === null) {
      setDone(null)
      reset(local)
      return
    }
    void create.run({ title: title.trim(), body: body.trim(), opensAt: opens, closesAt: closes })
  }
  return (
    <section className="iw-card sw-card sw-dao-section" aria-labelledby="dao-new-title">
      <h2 id="dao-new-title">{t("governance.staff.create")}</h2>
      <p className="sw-muted">{t("governance.staff.createLead")}</p>
      <form className="sw-form" onSubmit={submit} noValidate data-testid="dao-new">
        <TextField label={t("governance.staff.fields.title")} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required aria-required="true" errors={errors.title} data-testid="dao-new-title" />
        <TextAreaField label={t("governance.staff.fields.body")} value={body} onChange={(e) => setBody(e.target.value)} maxLength={5000} rows={4} required aria-required="true" errors={errors.body} data-testid="dao-new-body" />
        <div className="sw-form-row">
          {(
            [
              ["opensAt", opensAt, setOpensAt, "dao-new-opens"],
              ["closesAt", closesAt, setClosesAt, "dao-new-closes"]
            ] as const
          ).map(([field, value, set, testId]) => (
            <TextField
              key={field}
              label={t(`governance.staff.fields.${field}`)}
              type="datetime-local"
              value={value}
              onChange={(e) => set(e.target.value)}
              hint={t("governance.staff.timeHint")}
              required
              aria-required="true"
              errors={errors[field]}
              data-testid={testId}
            />
          ))}
        </div>
        {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
        <div className="sw-form-actions">
          <Button type="submit" loading={create.busy} data-testid="dao-new-submit">
            {t("governance.staff.submit")}
          </Button>
        </div>
        {done && (
          <div data-testid="dao-new-done">
            <Notice tone="success">{done}</Notice>
          </div>
        )}
      </form>
    </section>
  )
}
