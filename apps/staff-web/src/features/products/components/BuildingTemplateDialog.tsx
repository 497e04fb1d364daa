import { Button, Checkbox, Dialog, Notice, TextField } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { type BuildingTemplate, saveBuildingTemplate } from "../api/products"

const FIELDS = ["price", "ticketPrice", "exchangeableTo", "active"]
/** Whole ABEY with at most 8 decimals, as the contract takes it. */
const ABEY = /^\d{1,12}(\.\d{1,8})?$/

/** "150.50000000" → "150.5", "4800" stays "4800": the form shows the price as staff would type it. */
const plainAbey = (d: string) => (d.includes(".") ? d.replace(/0+$/, "").replace(/\.$/, "") : d)

/** Changes a building template's price, ticket price, sale state and the templates it may be exchanged for (audited). */
export const BuildingTemplateDialog = ({
  template,
  all,
  onClose,
  onSaved
}: {
  readonly template: BuildingTemplate
  readonly all: ReadonlyArray<BuildingTemplate>
  readonly onClose: () => void
  readonly onSaved: (t: BuildingTemplate) => void
}) => {
  const { t } = useTranslation()
  const [price, setPrice] = useState(plainAbey(template.price.decimal))
  const [ticketPrice, setTicketPrice] = useState(template.ticketPrice === null ? "" : String(template.ticketPrice))
  const [targets, setTargets] = useState<ReadonlyArray<number>>(template.exchangeableTo)
  const [active, setActive] = useState(template.active)
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(FIELDS)
  const toggle = (id: number) => setTargets((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id].sort((a, b) => a - b)))

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (!ABEY.test(price.trim())) local.price = [t("buildings.staff.priceFormat")]
    if (ticketPrice.trim() !== "" && !/^\d{1,7}$/.test(ticketPrice.trim())) local.ticketPrice = [t("buildings.staff.ticketFormat")]
    reset(local)
    if (Object.keys(local).length > 0) return
    setBusy(true)
    try {
      const { id, name, size, premium3d, virtual, image } = template
      onSaved(await saveBuildingTemplate({ id, name, size, premium3d, virtual, image, price: price.trim(), ticketPrice: ticketPrice.trim() === "" ? null : Number(ticketPrice.trim()), exchangeableTo: [...targets], active }))
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      size="medium"
      title={t("buildings.staff.editTitle", { name: template.name })}
      onClose={onClose}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="building-template-form" loading={busy} data-testid="template-save">
            {t("buildings.staff.save")}
          </Button>
        </>
      }
    >
      <form id="building-template-form" onSubmit={submit} noValidate>
        <p className="sw-muted">{t("buildings.staff.sizeLine", { size: template.size, plots: template.plots })}</p>
        <div className="sw-form-row">
          <TextField label={t("buildings.staff.price")} value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" maxLength={21} errors={errors.price} data-testid="template-price" />
          <TextField
            label={t("buildings.staff.ticketPrice")}
            value={ticketPrice}
            onChange={(e) => setTicketPrice(e.target.value.replace(/[^\d]/g, ""))}
            inputMode="numeric"
            maxLength={7}
            hint={t("buildings.staff.ticketHint")}
            errors={errors.ticketPrice}
            data-testid="template-ticket-price"
          />
        </div>
        <fieldset className="sw-roles-fieldset" data-testid="template-targets">
          <legend>{t("buildings.staff.exchangeableTo")}</legend>
          {all
            .filter((o) => o.id !== template.id)
            .map((o) => (
              <Checkbox key={o.id} label={`${o.name} (${o.size})`} checked={targets.includes(o.id)} onChange={() => toggle(o.id)} data-testid={`template-target-${o.id}`} />
            ))}
          {errors.exchangeableTo && <Notice tone="error">{errors.exchangeableTo.join(" ")}</Notice>}
        </fieldset>
        <Checkbox label={t("buildings.staff.onSale")} checked={active} onChange={(e) => setActive(e.target.checked)} data-testid="template-active" />
        {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
      </form>
    </Dialog>
  )
}
