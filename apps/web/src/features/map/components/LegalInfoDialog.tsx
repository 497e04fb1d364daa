import { Button, Dialog, type FieldMessages, Notice, SelectField, TextField, errorMessage, fieldMessages } from "@iw/ui"
import { getCountries } from "libphonenumber-js/min"
import { type FormEvent, useEffect, useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { HTML_LANG } from "../../../app/i18n"
import { useLang } from "../../../lib/lang"

/**
 * Spec §5 "Purchase of PLOT: legal information must be verified": the form a member fills in once before their
 * first purchase. Complete, well-formed information counts as verified (`member/legal-info`).
 */
export const LegalInfoDialog = ({ open, onClose, onVerified }: { readonly open: boolean; readonly onClose: () => void; readonly onVerified: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [form, setForm] = useState({ fullName: "", birthDate: "", country: "", address: "" })
  const [errors, setErrors] = useState<FieldMessages>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([HTML_LANG[lang]], { type: "region" })
    return getCountries()
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, HTML_LANG[lang]))
  }, [lang])

  useEffect(() => {
    if (!open) return
    api.wallet
      .legalInfo()
      .then((l) => l.info && setForm({ fullName: l.info.fullName, birthDate: l.info.birthDate, country: l.info.country, address: l.info.address }))
      .catch(() => undefined)
  }, [open])

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }))
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaving(true)
    setFailure(null)
    try {
      await api.wallet.saveLegalInfo({ body: form })
      setErrors({})
      onVerified()
    } catch (err) {
      const fields = fieldMessages(err, t)
      setErrors(fields)
      if (Object.keys(fields).length === 0) setFailure(errorMessage(err, t))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      title={t("map.legal.title")}
      closeLabel={t("common.close")}
      size="medium"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="map-legal-form" loading={saving} data-testid="legal-save">
            {t("map.legal.save")}
          </Button>
        </>
      }
    >
      <form id="map-legal-form" className="iw-map__legal" onSubmit={submit} noValidate data-testid="legal-form">
        <p className="iw-map__hint">{t("map.legal.lead")}</p>
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField label={t("map.legal.fullName")} value={form.fullName} onChange={set("fullName")} errors={errors.fullName} autoComplete="name" required data-testid="legal-fullName" />
        <TextField label={t("map.legal.birthDate")} type="date" value={form.birthDate} onChange={set("birthDate")} errors={errors.birthDate} autoComplete="bday" required data-testid="legal-birthDate" />
        <SelectField label={t("map.legal.country")} value={form.country} onChange={set("country")} errors={errors.country} required options={[{ value: "", label: t("map.legal.chooseCountry") }, ...countries]} data-testid="legal-country" />
        <TextField label={t("map.legal.address")} value={form.address} onChange={set("address")} errors={errors.address} autoComplete="street-address" required data-testid="legal-address" />
      </form>
    </Dialog>
  )
}
