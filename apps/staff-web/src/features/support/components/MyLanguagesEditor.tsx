import { Button, Checkbox, Notice } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { LANGS, type Lang, setMyLanguages } from "../api/support"

/** The languages this staff member answers tickets in (tickets are routed by language): ticked boxes and Save. */
export const MyLanguagesEditor = ({ initial, onSaved }: { readonly initial: ReadonlyArray<Lang>; readonly onSaved: () => void }) => {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<ReadonlyArray<Lang>>(initial)
  const [saving, setSaving] = useState(false)
  const { errors, general, fail } = useFormErrors(["languages"])
  const save = async () => {
    setSaving(true)
    try {
      await setMyLanguages(chosen)
      onSaved()
    } catch (e) {
      fail(e)
    } finally {
      setSaving(false)
    }
  }
  return (
    <fieldset className="iw-card sw-card sw-langs">
      <legend>{t("supportDesk.myLanguagesTitle")}</legend>
      <p className="sw-muted">{t("supportDesk.myLanguagesLead")}</p>
      {[...(errors.languages ?? []), ...general].map((m) => (
        <Notice key={m} tone="error">
          {m}
        </Notice>
      ))}
      <div className="sw-langs__grid">
        {LANGS.map((l) => (
          <Checkbox key={l} label={t(`common.languages.${l}`)} checked={chosen.includes(l)} onChange={(e) => setChosen(e.target.checked ? [...chosen, l] : chosen.filter((x) => x !== l))} />
        ))}
      </div>
      <Button loading={saving} onClick={() => void save()} data-testid="my-languages-save">
        {t("supportDesk.save")}
      </Button>
    </fieldset>
  )
}
