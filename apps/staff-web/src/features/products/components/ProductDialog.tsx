import { Button, Checkbox, Dialog, Notice, SelectField, TextAreaField, TextField } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { type Product, type ProductBody, saveProduct } from "../api/products"

const FIELDS = ["kind", "name", "description", "tickets", "priceUsd", "price", "active", "sort"]

/** US dollars with at most two decimals, e.g. "45" or "12.50". */
const PRICE = /^\d{1,7}(\.\d{1,2})?$/

/** Creates a product, or changes one: kind, name, description, tickets per unit, price in US dollars, active, sort. */
export const ProductDialog = ({ product, nextSort, onClose, onSaved }: { readonly product: Product | null; readonly nextSort: number; readonly onClose: () => void; readonly onSaved: (p: Product) => void }) => {
  const { t } = useTranslation()
  const [kind, setKind] = useState<Product["kind"]>(product?.kind ?? "tickets")
  const [name, setName] = useState(product?.name ?? "")
  const [description, setDescription] = useState(product?.description ?? "")
  const [tickets, setTickets] = useState(product ? String(product.tickets) : "")
  const [price, setPrice] = useState(product?.priceUsd ?? "")
  const [active, setActive] = useState(product?.active ?? true)
  const [sort, setSort] = useState(String(product?.sort ?? nextSort))
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(FIELDS)

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (name.trim() === "") local.name = [t("validation.required")]
    const ticketCount = tickets.trim() === "" ? 0 : Number(tickets)
    if (kind === "tickets" && (!/^\d+$/.test(tickets.trim()) || ticketCount < 1 || ticketCount > 1_000_000)) local.tickets = [t("backoffice.products.ticketsRange")]
    if (kind === "shop" && tickets.trim() !== "" && (!/^\d+$/.test(tickets.trim()) || ticketCount > 1_000_000)) local.tickets = [t("backoffice.products.ticketsRange")]
    const priceText = price.trim().replace(/^\$/, "")
    if (!PRICE.test(priceText) || Number(priceText) <= 0) local.priceUsd = [t("backoffice.products.priceFormat")]
    const sortNumber = Number(sort.trim() || "0")
    if (!/^-?\d+$/.test(sort.trim() || "0") || sortNumber < -1000 || sortNumber > 1000) local.sort = [t("backoffice.products.sortRange")]
    reset(local)
    if (Object.keys(local).length > 0) return
    const body: ProductBody = { kind, name: name.trim(), description: description.trim(), tickets: ticketCount, priceUsd: priceText, active, sort: sortNumber }
    setBusy(true)
    try {
      onSaved(await saveProduct(product?.id ?? null, body))
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      size="medium"
      title={product ? t("backoffice.products.editTitle", { name: product.name }) : t("backoffice.products.newTitle")}
      onClose={onClose}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="product-form" loading={busy} data-testid="product-save">
            {product ? t("backoffice.products.save") : t("backoffice.products.create")}
          </Button>
        </>
      }
    >
      <form id="product-form" onSubmit={submit} noValidate>
        <div className="sw-form-row">
          <SelectField
            label={t("backoffice.products.kind")}
            value={kind}
            onChange={(e) => setKind(e.target.value === "shop" ? "shop" : "tickets")}
            options={[
              { value: "tickets", label: t("backoffice.products.kinds.tickets") },
              { value: "shop", label: t("backoffice.products.kinds.shop") }
            ]}
            errors={errors.kind}
            data-testid="product-kind"
          />
          <TextField
            label={t("backoffice.products.sort")}
            value={sort}
            onChange={(e) => setSort(e.target.value.replace(/[^\d-]/g, ""))}
            inputMode="numeric"
            maxLength={5}
            hint={t("backoffice.products.sortHint")}
            errors={errors.sort}
            data-testid="product-sort"
          />
        </div>
        <TextField label={t("backoffice.products.name")} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} errors={errors.name} data-testid="product-name" />
        <TextAreaField
          label={t("backoffice.products.description")}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
          rows={3}
          errors={errors.description}
          data-testid="product-description"
        />
        <div className="sw-form-row">
          <TextField
            label={t("backoffice.products.tickets")}
            value={tickets}
            onChange={(e) => setTickets(e.target.value.replace(/[^\d]/g, ""))}
            inputMode="numeric"
            maxLength={7}
            hint={kind === "tickets" ? t("backoffice.products.ticketsHint") : t("backoffice.products.ticketsShopHint")}
            errors={errors.tickets}
            data-testid="product-tickets"
          />
          <TextField
            label={t("backoffice.products.price")}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            inputMode="decimal"
            maxLength={11}
            placeholder="12.50"
            hint={t("backoffice.products.priceHint")}
            errors={[...(errors.priceUsd ?? []), ...(errors.price ?? [])]}
            data-testid="product-price"
          />
        </div>
        <Checkbox label={t("backoffice.products.activeLabel")} checked={active} onChange={(e) => setActive(e.target.checked)} errors={errors.active} data-testid="product-active" />
        {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
      </form>
    </Dialog>
  )
}
