import { Button, LoadState, type Loaded, Notice, TextField, formatDecimal, formatMoney } from "@iw/ui"
import type { FormEvent } from "react"
import { useTranslation } from "react-i18next"
import type { Product } from "../api/types"
import { MAX_QUANTITY, multiplyPrice, quantityFrom } from "../utils/purchase-format"

/** The buy dialog's first step: a ticket package (radio buttons), a quantity from 1 to 100, and the totals. */
export const ProductChoice = ({
  products,
  productId,
  onProduct: setProductId,
  quantity,
  onQuantity: setQuantity,
  errors: chooseErrors,
  onSubmit: create
}: {
  readonly products: Loaded<Array<Product>>
  readonly productId: number | null
  readonly onProduct: (id: number) => void
  readonly quantity: string
  readonly onQuantity: (quantity: string) => void
  readonly errors: Readonly<Record<string, ReadonlyArray<string>>>
  readonly onSubmit: (e: FormEvent) => void
}) => {
  const { t } = useTranslation()
  const product = products.data?.find((p) => p.id === productId) ?? null
  const qty = Number(quantity)
  return (
    <form id="iw-buy-form" onSubmit={create} noValidate>
      <LoadState load={products}>
        {(list) =>
          list.length === 0 ? (
            <Notice>{t("tickets.buyDialog.noProducts")}</Notice>
          ) : (
            <>
              <fieldset className="iw-pd__products">
                <legend className="iw-pd__legend">{t("tickets.buyDialog.choose")}</legend>
                {list.map((p) => (
                  <label key={p.id} className={`iw-pd__product${p.id === productId ? " iw-pd__product--on" : ""}`} data-testid="product-option" data-product-id={p.id}>
                    <input type="radio" name="product" value={p.id} checked={p.id === productId} onChange={() => setProductId(p.id)} />
                    <span className="iw-pd__product-main">
                      <span className="iw-pd__product-name">{p.name}</span>
                      <span className="iw-pd__product-tickets">{t("tickets.buyDialog.tickets", { amount: formatDecimal(String(p.tickets), { min: 0 }) })}</span>
                    </span>
                    <span className="iw-pd__product-price">{formatMoney(p.priceUsd, "USD")}</span>
                    {p.description && <span className="iw-pd__product-desc">{p.description}</span>}
                  </label>
                ))}
              </fieldset>
              {chooseErrors.productId && <Notice tone="error">{chooseErrors.productId.join(" ")}</Notice>}
              <div className="iw-pd__order">
                <div className="iw-pd__qty">
                  <TextField
                    label={t("tickets.buyDialog.quantity")}
                    name="quantity"
                    inputMode="numeric"
                    autoComplete="off"
                    value={quantity}
                    onChange={(e) => setQuantity(quantityFrom(e.target.value))}
                    onBlur={() => quantity === "" && setQuantity("1")}
                    errors={chooseErrors.quantity}
                    hint={t("tickets.buyDialog.quantityHint", { max: MAX_QUANTITY })}
                    data-testid="purchase-quantity"
                  />
                  <div className="iw-pd__steppers">
                    <Button variant="secondary" aria-label={t("tickets.buyDialog.less")} disabled={qty <= 1} onClick={() => setQuantity(String(Math.max(1, qty - 1)))}>
                      −
                    </Button>
                    <Button variant="secondary" aria-label={t("tickets.buyDialog.more")} disabled={qty >= MAX_QUANTITY} onClick={() => setQuantity(String(Math.min(MAX_QUANTITY, (qty || 0) + 1)))}>
                      +
                    </Button>
                  </div>
                </div>
                {product && (
                  <dl className="iw-pd__total" aria-live="polite">
                    <div>
                      <dt>{t("tickets.buyDialog.totalTickets")}</dt>
                      <dd>{qty >= 1 ? formatDecimal(String(product.tickets * qty), { min: 0 }) : "—"}</dd>
                    </div>
                    <div>
                      <dt>{t("tickets.buyDialog.totalPrice")}</dt>
                      <dd data-testid="purchase-total">{qty >= 1 ? formatMoney(multiplyPrice(product.priceUsd, qty), "USD") : "—"}</dd>
                    </div>
                  </dl>
                )}
              </div>
              {chooseErrors.form && <Notice tone="error">{chooseErrors.form.join(" ")}</Notice>}
              <p className="iw-pd__fine">{t("tickets.buyDialog.fine")}</p>
            </>
          )
        }
      </LoadState>
    </form>
  )
}
