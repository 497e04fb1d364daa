import { ApiError } from "@iw/contracts/client"
import { Button, CopyField, Dialog, Notice, ProgressBar, Spinner, TextField, errorMessage, fieldMessages, formatDecimal, formatMoney, useFocusFirst } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { INVOICE_LIFETIME_MS, MAX_QUANTITY, POLL_MS, STATUS_TONE, asksForHash, clock, invoiceAmount, multiplyPrice, quantityFrom } from "../utils/purchase-format"
import type { Product, Purchase } from "../api/types"
import { useCountdown } from "../../../lib/use-countdown"

/** What the dialog opens on: a new purchase, or one from the history (enter its hash, or follow its review). */
export type PurchaseDialogTarget = { readonly kind: "buy" } | { readonly kind: "purchase"; readonly purchase: Purchase }

type Step = "choose" | "invoice" | "status"
type Load<A> = { readonly state: "loading" } | { readonly state: "failed"; readonly message: string } | { readonly state: "ready"; readonly data: A }

/** Where the invoice's 5 minutes end on this device's clock. A fresh invoice counts from when it arrived. */
const deadlineOf = (p: Purchase, fresh: boolean): number => {
  const lifetime = p.invoiceExpiresAt.getTime() - p.createdAt.getTime()
  return fresh ? Date.now() + (lifetime > 0 ? lifetime : INVOICE_LIFETIME_MS) : p.invoiceExpiresAt.getTime()
}

export const StatusBadge = ({ status, testId = "purchase-status" }: { readonly status: Purchase["status"]; readonly testId?: string }) => {
  const { t } = useTranslation()
  return (
    <span className={`iw-badge iw-badge--${STATUS_TONE[status]} iw-pur__badge`} data-testid={testId} data-status={status}>
      {t(`tickets.purchases.status.${status}`)}
    </span>
  )
}

/**
 * Buy experience tickets with crypto (spec §4 Crypto purchase, §9 invoice lifetime): choose a package and a quantity,
 * create the invoice (amount and address, 5 minutes), pay, then enter the transaction hash, or confirm later from
 * the purchase history. A pending purchase is checked every 5 s while this dialog is open.
 */
export const PurchaseDialog = ({ target, onClose, onChanged }: { readonly target: PurchaseDialogTarget | null; readonly onClose: () => void; readonly onChanged: () => void }) => {
  const { t } = useTranslation()
  const open = target !== null
  const [step, setStep] = useState<Step>("choose")
  const [purchase, setPurchase] = useState<Purchase | null>(null)
  const [deadline, setDeadline] = useState(0)
  const [products, setProducts] = useState<Load<ReadonlyArray<Product>>>({ state: "loading" })
  const [productId, setProductId] = useState<number | null>(null)
  const [quantity, setQuantity] = useState("1")
  const [chooseErrors, setChooseErrors] = useState<Record<string, Array<string>>>({})
  const [txHash, setTxHash] = useState("")
  const [txErrors, setTxErrors] = useState<ReadonlyArray<string>>([])
  const [busy, setBusy] = useState(false)
  const [ticketBalance, setTicketBalance] = useState<string | null>(null)
  const body = useRef<HTMLDivElement>(null)
  // A new step replaces the button that led to it: focus goes to the chosen package, or to the step itself.
  useFocusFirst(open, body, step === "choose" ? "input[type=radio]:checked" : "", [step, purchase?.id, products.state])

  const loadProducts = () => {
    setProducts({ state: "loading" })
    api.purchases
      .products()
      .then((r) => {
        const list = r.data.filter((p) => p.active)
        setProducts({ state: "ready", data: list })
        setProductId((id) => id ?? list[0]?.id ?? null)
      })
      .catch((err) => setProducts({ state: "failed", message: errorMessage(err, t) }))
  }

  /**
   * The step a purchase opens on: the invoice while the member can still do something about it (pay and enter the
   * hash, also after the invoice expired, or enter it again when it was not a payment to this invoice), else its
   * status. A wrong hash comes back with the server's reason on the field.
   */
  const show = (p: Purchase, fresh = false) => {
    setPurchase(p)
    setTxHash(p.txHash ?? "")
    setTxErrors(p.issue === "recipient" || p.issue === "currency" ? [t(`tickets.issues.${p.issue}`)] : [])
    if (asksForHash(p)) {
      setDeadline(deadlineOf(p, fresh))
      setStep("invoice")
    } else setStep("status")
  }

  useEffect(() => {
    if (!target) return
    setBusy(false)
    setChooseErrors({})
    setTicketBalance(null)
    if (target.kind === "buy") {
      setPurchase(null)
      setQuantity("1")
      setProductId(null)
      setStep("choose")
      loadProducts()
    } else show(target.purchase)
  }, [target])

  // Follow a pending purchase while the dialog is open (spec §4: tickets are credited when it completes).
  const pendingId = open && step === "status" && purchase?.status === "pending" ? purchase.id : null
  useEffect(() => {
    if (pendingId === null) return
    const id = setInterval(() => {
      api.purchases
        .get({ params: { id: pendingId } })
        .then((p) => {
          if (p.status === "pending") return
          onChanged()
          // Settled, or back to action required: the chain showed the payment late, for another amount, or not to
          // this invoice. `show` picks the invoice (enter the hash again) or the status (staff will check).
          show(p)
        })
        .catch(() => undefined)
    }, POLL_MS)
    return () => clearInterval(id)
  }, [pendingId])

  // Once approved, the new balance: the header follows through the profile.
  const approvedId = open && purchase?.status === "approved" ? purchase.id : null
  useEffect(() => {
    if (approvedId === null) return
    void reloadProfile().catch(() => undefined)
    api.ledger
      .ticketBalance()
      .then((b) => setTicketBalance(b.total.decimal))
      .catch(() => undefined)
  }, [approvedId])

  const countdown = useCountdown(deadline, open && step === "invoice")
  const expired = step === "invoice" && (countdown.seconds === 0 || purchase?.issue === "invoice_expired")

  const product = products.state === "ready" ? products.data.find((p) => p.id === productId) ?? null : null
  const qty = Number(quantity)
  const canCreate = product !== null && qty >= 1 && qty <= MAX_QUANTITY

  const create = async (e: FormEvent) => {
    e.preventDefault()
    if (!canCreate || busy || !product) return
    setBusy(true)
    setChooseErrors({})
    try {
      const p = await api.purchases.start({ body: { productId: product.id, quantity: qty } })
      show(p, true)
      onChanged()
    } catch (err) {
      const fields = fieldMessages(err, t)
      setChooseErrors(Object.keys(fields).length > 0 ? fields : { form: [errorMessage(err, t)] })
    } finally {
      setBusy(false)
    }
  }

  const submitHash = async (e: FormEvent) => {
    e.preventDefault()
    if (!purchase || busy || txHash.trim() === "") return
    setBusy(true)
    setTxErrors([])
    try {
      const p = await api.purchases.submitTransaction({ params: { id: purchase.id }, body: { txHash: txHash.trim() } })
      show(p)
      onChanged()
    } catch (err) {
      if (err instanceof ApiError && err.code === "PURCHASE_STATE") {
        // Someone (staff, the chain check) moved it meanwhile: show where it stands now.
        const now = await api.purchases.get({ params: { id: purchase.id } }).catch(() => null)
        if (now) {
          show(now)
          onChanged()
          return
        }
      }
      const fields = fieldMessages(err, t)
      setTxErrors(fields.txHash ?? Object.values(fields)[0] ?? [errorMessage(err, t)])
    } finally {
      setBusy(false)
    }
  }

  const title =
    step === "choose" ? t("tickets.buyDialog.title") : step === "invoice" ? t("tickets.invoice.title", { id: purchase?.id ?? "" }) : t("tickets.purchaseStatus.title", { id: purchase?.id ?? "" })

  const actions =
    step === "choose" ? (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" form="iw-buy-form" disabled={!canCreate} loading={busy} data-testid="invoice-create">
          {t("tickets.buyDialog.create")}
        </Button>
      </>
    ) : step === "invoice" ? (
      <>
        <Button variant="ghost" onClick={onClose} data-testid="tx-later">
          {t("tickets.invoice.later")}
        </Button>
        <Button type="submit" form="iw-tx-form" disabled={txHash.trim() === ""} loading={busy} data-testid="tx-confirm">
          {t("common.confirm")}
        </Button>
      </>
    ) : (
      <Button onClick={onClose} data-testid="purchase-dialog-close">
        {t("common.close")}
      </Button>
    )

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t("common.close")} size="medium" actions={actions} className="iw-pd">
      <div ref={body} tabIndex={-1} className="iw-pd__body" data-testid="purchase-dialog" data-step={step}>
        {step === "choose" && (
          <form id="iw-buy-form" onSubmit={create} noValidate>
            {products.state === "loading" && <Spinner label={t("common.loading")} />}
            {products.state === "failed" && (
              <Notice tone="error">
                {products.message}{" "}
                <Button variant="link" onClick={loadProducts}>
                  {t("common.retry")}
                </Button>
              </Notice>
            )}
            {products.state === "ready" && products.data.length === 0 && <Notice>{t("tickets.buyDialog.noProducts")}</Notice>}
            {products.state === "ready" && products.data.length > 0 && (
              <>
                <fieldset className="iw-pd__products">
                  <legend className="iw-pd__legend">{t("tickets.buyDialog.choose")}</legend>
                  {products.data.map((p) => (
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
                      onChange={(e) => {
                        setQuantity(quantityFrom(e.target.value))
                        setChooseErrors({})
                      }}
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
            )}
          </form>
        )}

        {step === "invoice" && purchase && (
          <form id="iw-tx-form" onSubmit={submitHash} noValidate>
            <div className="iw-pd__invoice">
              <div className="iw-pd__pay">
                <span className="iw-pd__pay-label">{t("tickets.invoice.amount")}</span>
                <strong className="iw-pd__pay-amount" data-testid="invoice-amount">
                  {invoiceAmount(purchase.amount.decimal, purchase.currency)}
                </strong>
                <span className="iw-pd__pay-what">
                  {t("tickets.invoice.what", { name: purchase.productName, quantity: purchase.quantity, tickets: formatDecimal(String(purchase.tickets), { min: 0 }) })}
                </span>
              </div>
              <div className={`iw-pd__timer${expired ? " iw-pd__timer--expired" : countdown.seconds <= 60 ? " iw-pd__timer--low" : ""}`}>
                <div className="iw-pd__timer-row">
                  <span>{t("tickets.invoice.timeLeft")}</span>
                  <span role="timer" aria-label={t("tickets.invoice.timeLeft")} className="iw-pd__clock" data-testid="invoice-countdown">
                    {expired ? t("tickets.invoice.expired") : clock(countdown.seconds)}
                  </span>
                </div>
                <ProgressBar value={countdown.seconds / (INVOICE_LIFETIME_MS / 1000)} label={t("tickets.invoice.timeLeft")} />
                <span className="iw-visually-hidden" aria-live="polite">
                  {expired ? t("tickets.invoice.expiredNote") : t("tickets.invoice.minutesLeft", { minutes: countdown.minutes })}
                </span>
              </div>
            </div>
            <CopyField
              label={t("tickets.invoice.address", { currency: purchase.currency })}
              value={purchase.address}
              copyLabel={t("common.copy")}
              copiedLabel={t("common.copied")}
              testId="invoice-address"
              note={t("tickets.invoice.exact", { amount: invoiceAmount(purchase.amount.decimal, purchase.currency) })}
            />
            {expired && <Notice tone="warning">{t("tickets.invoice.expiredNote")}</Notice>}
            <div className="iw-pd__hash">
              <TextField
                label={t("tickets.invoice.hash")}
                name="txHash"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder="0x…"
                className="iw-pd__mono"
                value={txHash}
                onChange={(e) => {
                  setTxHash(e.target.value)
                  setTxErrors([])
                }}
                errors={txErrors}
                hint={t("tickets.invoice.hashHint")}
                maxLength={100}
                data-testid="tx-hash-input"
              />
            </div>
            <p className="iw-pd__fine">{t("tickets.invoice.laterNote")}</p>
          </form>
        )}

        {step === "status" && purchase && (
          <div className="iw-pd__status" data-testid="purchase-result" data-status={purchase.status}>
            <div className="iw-pd__status-head">
              <span>{t("tickets.purchaseStatus.label")}</span>
              <StatusBadge status={purchase.status} testId="purchase-result-status" />
            </div>
            <div role="status" aria-live="polite">
              {purchase.status === "pending" && (
                <div className="iw-pd__pending">
                  <span className="iw-spinner" aria-hidden="true" />
                  <div>
                    <p className="iw-pd__status-title">{t("tickets.purchaseStatus.pendingTitle")}</p>
                    <p>{t("tickets.purchaseStatus.pending", { tickets: formatDecimal(String(purchase.tickets), { min: 0 }) })}</p>
                  </div>
                </div>
              )}
              {purchase.status === "approved" && (
                <div className="iw-pd__approved">
                  <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
                    <circle cx="24" cy="24" r="22" fill="rgba(70, 211, 154, .14)" stroke="currentColor" strokeWidth="2" />
                    <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  <p className="iw-pd__status-title">{t("tickets.purchaseStatus.approvedTitle", { tickets: formatDecimal(String(purchase.tickets), { min: 0 }) })}</p>
                  {ticketBalance !== null && (
                    <p data-testid="purchase-new-balance">{t("tickets.purchaseStatus.newBalance", { balance: formatDecimal(ticketBalance, { min: 0 }) })}</p>
                  )}
                </div>
              )}
              {purchase.status === "rejected" && <Notice tone="error">{t("tickets.purchaseStatus.rejected")}</Notice>}
              {purchase.status === "refunded" && <Notice>{t("tickets.purchaseStatus.refunded")}</Notice>}
              {purchase.status === "incomplete" && (
                <Notice tone="warning">
                  <span data-testid="purchase-issue" data-issue={purchase.issue ?? ""}>
                    {purchase.issue ? t(`tickets.issues.${purchase.issue}`) : t("tickets.purchaseStatus.incomplete")}
                  </span>
                </Notice>
              )}
            </div>
            {purchase.reviewNote && (purchase.status === "rejected" || purchase.status === "refunded") && (
              <p className="iw-pd__note">
                <strong>{t("tickets.purchaseStatus.reviewNote")}</strong> {purchase.reviewNote}
              </p>
            )}
            <dl className="iw-rows iw-pd__summary">
              <div className="iw-rows__row">
                <dt>{t("tickets.purchases.package")}</dt>
                <dd>
                  {purchase.productName} × {purchase.quantity}
                </dd>
              </div>
              <div className="iw-rows__row">
                <dt>{t("tickets.purchases.tickets")}</dt>
                <dd>{formatDecimal(String(purchase.tickets), { min: 0 })}</dd>
              </div>
              <div className="iw-rows__row">
                <dt>{t("tickets.purchases.amount")}</dt>
                <dd>{invoiceAmount(purchase.amount.decimal, purchase.currency)}</dd>
              </div>
              {purchase.txHash && (
                <div className="iw-rows__row">
                  <dt>{t("tickets.purchases.txHash")}</dt>
                  <dd className="iw-pd__mono iw-pd__hashval">{purchase.txHash}</dd>
                </div>
              )}
            </dl>
          </div>
        )}
      </div>
    </Dialog>
  )
}
