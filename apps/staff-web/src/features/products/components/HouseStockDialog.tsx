import { categoryOfAssetType } from "@iw/core/domain"
import { Button, Dialog, Notice, SelectField, TextField } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { type HouseStock, type StockAssetType, registerHouseStock, reviseHouseStock, withdrawHouseStock } from "../api/products"

const FIELDS = ["assetType", "name", "quantity", "unitPrice", "days", "reason"]
/** Whole ABEY with at most 8 decimals, as the contract takes it. */
const ABEY = /^\d{1,12}(\.\d{1,8})?$/
/** The Buy menu's kinds the house may stock, in the menu's order. */
export const STOCK_TYPES: ReadonlyArray<StockAssetType> = [
  "vshop-item",
  "car",
  "car-skin",
  "boat",
  "jetski",
  "motorcycle",
  "helicopter",
  "building-size",
  "premium-building",
  "avatar",
  "furniture-set",
  "animation",
  "plant-tree",
  "pet"
]
const plainAbey = (d: string) => (d.includes(".") ? d.replace(/0+$/, "").replace(/\.$/, "") : d)

/**
 * Registers house stock, or revises (units still offered, unit price, days left) or withdraws active stock with a
 * reason. Every change is audited with its values before and after.
 */
export const HouseStockDialog = ({ stock, onClose, onSaved }: { readonly stock: HouseStock | null; readonly onClose: () => void; readonly onSaved: (message: string) => void }) => {
  const { t } = useTranslation()
  const [assetType, setAssetType] = useState<StockAssetType>("car")
  const [name, setName] = useState(stock?.name ?? "")
  const [quantity, setQuantity] = useState(stock ? String(stock.quantity) : "10")
  const [unitPrice, setUnitPrice] = useState(stock ? plainAbey(stock.unitPrice.decimal) : "")
  const [days, setDays] = useState(stock ? "" : "365")
  const [reason, setReason] = useState("")
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(FIELDS)

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (stock === null && name.trim() === "") local.name = [t("validation.required")]
    if (!/^\d{1,6}$/.test(quantity) || Number(quantity) < 1) local.quantity = [t("backoffice.stock.quantityFormat")]
    if (!ABEY.test(unitPrice.trim())) local.unitPrice = [t("market.price_format")]
    if (days !== "" && (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > 365)) local.days = [t("backoffice.stock.daysFormat")]
    reset(local)
    if (Object.keys(local).length > 0) return
    setBusy(true)
    try {
      const common = { quantity: Number(quantity), unitPrice: unitPrice.trim(), ...(days === "" ? {} : { days: Number(days) }) }
      const saved = stock === null ? await registerHouseStock({ assetType, name: name.trim(), ...common }) : await reviseHouseStock(stock.id, common)
      onSaved(stock === null ? t("backoffice.stock.registered", { name: saved.name }) : t("backoffice.products.saved", { name: saved.name }))
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }
  const withdraw = async () => {
    if (stock === null) return
    if (reason.trim() === "") return reset({ reason: [t("validation.required")] })
    setBusy(true)
    try {
      await withdrawHouseStock(stock.id, reason.trim())
      onSaved(t("backoffice.stock.withdrawn", { name: stock.name }))
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      size="medium"
      title={stock === null ? t("backoffice.stock.new") : t("backoffice.stock.editTitle", { name: stock.name })}
      onClose={onClose}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="house-stock-form" loading={busy} data-testid="stock-save">
            {stock === null ? t("backoffice.stock.register") : t("buildings.staff.save")}
          </Button>
        </>
      }
    >
      <form id="house-stock-form" onSubmit={submit} noValidate>
        {stock === null ? (
          <div className="sw-form-row">
            <SelectField
              label={t("backoffice.stock.assetType")}
              value={assetType}
              onChange={(e) => setAssetType(e.target.value as StockAssetType)}
              options={STOCK_TYPES.map((v) => ({ value: v, label: `${t(`market.assetType.${v}`)} · ${t(`market.category.${categoryOfAssetType(v)}`)}` }))}
              errors={errors.assetType}
              data-testid="stock-type"
            />
            <TextField label={t("backoffice.stock.name")} value={name} onChange={(e) => setName(e.target.value)} maxLength={64} errors={errors.name} data-testid="stock-name" />
          </div>
        ) : (
          <p className="sw-muted">{t("backoffice.stock.soldLine", { sold: stock.amount - stock.quantity, left: stock.quantity })}</p>
        )}
        <div className="sw-form-row">
          <TextField label={t("backoffice.stock.quantity")} value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ""))} inputMode="numeric" maxLength={6} errors={errors.quantity} data-testid="stock-quantity" />
          <TextField label={t("backoffice.stock.unitPrice")} value={unitPrice} onChange={(e) => setUnitPrice(e.target.value)} inputMode="decimal" maxLength={21} errors={errors.unitPrice} data-testid="stock-price" />
          <TextField
            label={t("backoffice.stock.days")}
            value={days}
            onChange={(e) => setDays(e.target.value.replace(/\D/g, ""))}
            inputMode="numeric"
            maxLength={3}
            hint={stock === null ? undefined : t("backoffice.stock.daysHint")}
            errors={errors.days}
            data-testid="stock-days"
          />
        </div>
        {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
      </form>
      {stock !== null && (
        <div className="sw-form-row" data-testid="stock-withdraw">
          <TextField label={t("market.staff.reason")} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} errors={errors.reason} data-testid="stock-reason" />
          <Button variant="secondary" onClick={withdraw} loading={busy} data-testid="stock-withdraw-button">
            {t("backoffice.stock.withdraw")}
          </Button>
        </div>
      )}
    </Dialog>
  )
}

