import { balanceValue, parseAmount } from "@iw/core/domain"
import { ConfirmDialog, SelectField, TextField, errorMessage, formatDecimal } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { type Listing, type PaymentOption, buy } from "../api/market"
import { itemName } from "./item-name"
import { PriceHistoryChart } from "./PriceHistoryChart"

const OPTIONS: ReadonlyArray<PaymentOption> = ["abeyBalanceFirst", "bonusFirst", "ordinaryOnly"]

/** Buying from a listing: how many (resources sell partly), how to pay, the total, and the item's price history. */
export const BuyDialog = ({ listing, onClose, onBought }: { readonly listing: Listing | null; readonly onClose: () => void; readonly onBought: (message: string) => void }) => {
  const { t } = useTranslation()
  const [quantity, setQuantity] = useState("1")
  const [option, setOption] = useState<PaymentOption>("abeyBalanceFirst")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (listing === null) return null
  const q = /^\d{1,7}$/.test(quantity) ? Number(quantity) : 0
  const unit = parseAmount(listing.unitPrice.decimal, 8) ?? 0n
  const total = balanceValue(unit * BigInt(q), 8).decimal
  const name = itemName(t, listing)
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await buy(listing.id, q, option)
      onBought(t("market.ui.bought", { quantity: q, name }))
    } catch (e) {
      setError(errorMessage(e, t))
    } finally {
      setBusy(false)
    }
  }
  return (
    <ConfirmDialog open title={t("market.ui.buyTitle", { name })} confirmLabel={t("market.ui.buy")} onConfirm={confirm} onCancel={onClose} busy={busy} disabled={q < 1 || q > listing.quantity} confirmTestId="confirm-buy" size="large">
      {listing.itemKind === "resource" ? (
        <TextField label={t("market.ui.quantity")} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ""))} hint={t("market.ui.left", { quantity: listing.quantity, amount: listing.amount })} data-testid="buy-quantity" />
      ) : null}
      <SelectField label={t("market.ui.paymentOption")} value={option} onChange={(e) => setOption(e.target.value as PaymentOption)} options={OPTIONS.map((o) => ({ value: o, label: t(`market.ui.option.${o}`) }))} />
      <p data-testid="buy-total">{t("market.ui.total", { price: formatDecimal(total, { min: 0 }) })}</p>
      {error ? (
        <p role="alert" data-testid="buy-error">
          {error}
        </p>
      ) : null}
      <PriceHistoryChart itemKey={listing.itemKey} />
    </ConfirmDialog>
  )
}
