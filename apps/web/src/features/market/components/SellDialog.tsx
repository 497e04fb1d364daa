import { balanceValue, parseAmount, saleTerms } from "@iw/core/domain"
import { ConfirmDialog, SelectField, TextField, errorMessage, fieldMessages, formatDecimal } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { type Category, type Resource, sell } from "../api/market"
import { PriceHistoryChart } from "./PriceHistoryChart"

export interface SellItem {
  readonly category: Category
  readonly name: string
  readonly itemKey: string
  readonly assetId?: number
  /** One of the member's buildings (unplaced, not minted). */
  readonly buildingId?: number
  readonly resource?: Resource
  /** Whole units the member may list (1 for an asset). */
  readonly units: number
}

export interface StoreTerms {
  readonly feeBasisPoints: number
  readonly feePercent: string
  readonly listingDays: ReadonlyArray<number>
  readonly defaultDays: number
  readonly bounds: ReadonlyArray<{ readonly category: string; readonly min: { readonly decimal: string }; readonly max: { readonly decimal: string } }>
}

const abey = (minor: bigint) => formatDecimal(balanceValue(minor, 8).decimal, { min: 0 })

/**
 * Selling: quantity (minerals and wood), unit price and listing period, with the price, the store's fee and what
 * the seller receives worked out by the server's own rule before they confirm, and the item's price history.
 */
export const SellDialog = ({ item, terms, onClose, onListed }: { readonly item: SellItem | null; readonly terms: StoreTerms; readonly onClose: () => void; readonly onListed: () => void }) => {
  const { t } = useTranslation()
  const [quantity, setQuantity] = useState("1")
  const [price, setPrice] = useState("")
  const [days, setDays] = useState(String(terms.defaultDays))
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  if (item === null) return null
  const q = item.resource ? (/^\d{1,7}$/.test(quantity) ? Number(quantity) : 0) : 1
  const unit = parseAmount(price, 8)
  const sale = unit !== null && unit > 0n && q > 0 ? saleTerms(unit, q, terms.feeBasisPoints) : null
  const bounds = terms.bounds.find((b) => b.category === item.category)
  const confirm = async () => {
    setBusy(true)
    setErrors({})
    try {
      await sell({
        category: item.category,
        unitPrice: price.trim(),
        days: Number(days) as 1 | 3 | 7 | 14 | 30,
        ...(item.assetId !== undefined ? { assetId: item.assetId } : item.buildingId !== undefined ? { buildingId: item.buildingId } : { resource: item.resource!, quantity: q })
      })
      onListed()
    } catch (e) {
      const fields = fieldMessages(e, t)
      setErrors(Object.keys(fields).length > 0 ? fields : { _: [errorMessage(e, t)] })
    } finally {
      setBusy(false)
    }
  }
  return (
    <ConfirmDialog open title={t("market.ui.sellTitle", { name: item.name })} confirmLabel={t("market.ui.confirmSell")} onConfirm={confirm} onCancel={onClose} busy={busy} disabled={sale === null || q > item.units} confirmTestId="confirm-sell" size="large">
      {item.resource ? (
        <TextField
          label={t("market.ui.quantity")}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ""))}
          hint={t("market.ui.held", { units: item.units })}
          errors={errors.quantity}
          data-testid="sell-quantity"
        />
      ) : null}
      <TextField
        label={t("market.ui.unitPrice")}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value.replace(/[^\d.]/g, ""))}
        hint={bounds ? t("market.ui.bounds", { min: formatDecimal(bounds.min.decimal, { min: 0 }), max: formatDecimal(bounds.max.decimal, { min: 0 }) }) : undefined}
        errors={errors.unitPrice ?? errors.category}
        data-testid="sell-price"
      />
      <SelectField label={t("market.ui.days")} value={days} onChange={(e) => setDays(e.target.value)} options={terms.listingDays.map((d) => ({ value: String(d), label: t("market.ui.daysOption", { days: d }) }))} />
      <dl className="iw-market__summary" data-testid="sell-summary">
        <dt>{t("market.ui.summaryPrice")}</dt>
        <dd data-testid="sell-price-total">{sale ? t("market.ui.abey", { amount: abey(sale.price) }) : "–"}</dd>
        <dt>{t("market.ui.summaryFee", { percent: terms.feePercent })}</dt>
        <dd data-testid="sell-fee">{sale ? t("market.ui.abey", { amount: abey(sale.fee) }) : "–"}</dd>
        <dt>{t("market.ui.summaryProceeds")}</dt>
        <dd data-testid="sell-proceeds">{sale ? t("market.ui.abey", { amount: abey(sale.proceeds) }) : "–"}</dd>
      </dl>
      {errors.assetId || errors.buildingId || errors._ ? <p role="alert" data-testid="sell-error">{[...(errors.assetId ?? []), ...(errors.buildingId ?? []), ...(errors._ ?? [])].join(" ")}</p> : null}
      <PriceHistoryChart itemKey={item.itemKey} />
    </ConfirmDialog>
  )
}
