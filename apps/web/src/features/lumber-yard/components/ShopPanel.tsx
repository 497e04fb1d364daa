import { Button, TextField, errorMessage, fieldMessages, formatDecimal, newIdempotencyKey, useAction } from "@iw/ui"
import type { LumberYardSchemas } from "@iw/contracts"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { buy } from "../api/lumber-yard"

type Product = typeof LumberYardSchemas.ShopProduct.Type

const ProductCard = ({ product, onChanged }: { readonly product: Product; readonly onChanged: (note?: string) => void }) => {
  const { t } = useTranslation()
  const [quantity, setQuantity] = useState("1")
  const [key, setKey] = useState(newIdempotencyKey)
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const b = useAction(() => buy(product.id, Number(quantity), key), {
    onDone: () => (setKey(newIdempotencyKey()), onChanged(t("games.ui.bought"))),
    onError: (e) => setErrors(Object.values(fieldMessages(e, t)).flat().length > 0 ? Object.values(fieldMessages(e, t)).flat() : [errorMessage(e, t)])
  })
  return (
    <li data-testid={`product-${product.code}`}>
      <strong>{t(`games.ui.products.${product.code}`)}</strong>
      <span>{t("games.ui.price", { price: formatDecimal(product.price.decimal) })}</span>
      {product.maxQuantity > 1 ? (
        <TextField label={t("games.ui.quantity")} type="number" inputMode="numeric" min={1} max={product.maxQuantity} value={quantity} onChange={(e) => setQuantity(e.target.value)} errors={errors} />
      ) : errors.length > 0 ? (
        <p role="alert">{errors.join(" ")}</p>
      ) : null}
      <Button onClick={() => (setErrors([]), b.run())} loading={b.busy} data-testid={`buy-${product.code}`}>
        {t("games.ui.buy")}
      </Button>
    </li>
  )
}

/** The shop: seeds of the three woods and the shovel, paid in ABEY. */
export const ShopPanel = ({ products, onChanged }: { readonly products: ReadonlyArray<Product>; readonly onChanged: (note?: string) => void }) => {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="ly-shop">
      <h2 id="ly-shop">{t("games.ui.shop")}</h2>
      <ul className="iw-game__cards">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} onChanged={onChanged} />
        ))}
      </ul>
    </section>
  )
}
