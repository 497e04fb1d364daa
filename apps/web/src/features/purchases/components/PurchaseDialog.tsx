import { ApiError } from "@iw/contracts/client"
import { Button, Dialog, errorMessage, fieldMessages, useFocusFirst, useLoad } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { onMemberUpdate } from "../../../lib/member-updates"
import { INVOICE_LIFETIME_MS, MAX_QUANTITY, POLL_MS, asksForHash } from "../utils/purchase-format"
import { InvoiceStep } from "./InvoiceStep"
import { ProductChoice } from "./ProductChoice"
import { PurchaseStatusStep } from "./PurchaseStatusStep"
import type { Purchase } from "../api/types"
import { useCountdown } from "../../../lib/use-countdown"

/** What the dialog opens on: a new purchase, or one from the history (enter its hash, or follow its review). */
export type PurchaseDialogTarget = { readonly kind: "buy" } | { readonly kind: "purchase"; readonly purchase: Purchase }

type Step = "choose" | "invoice" | "status"

/** Where the invoice's 5 minutes end on this device's clock. A fresh invoice counts from when it arrived. */
const deadlineOf = (p: Purchase, fresh: boolean): number => {
  const lifetime = p.invoiceExpiresAt.getTime() - p.createdAt.getTime()
  return fresh ? Date.now() + (lifetime > 0 ? lifetime : INVOICE_LIFETIME_MS) : p.invoiceExpiresAt.getTime()
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
  const products = useLoad(() => api.purchases.products().then((r) => r.data.filter((p) => p.active)), [target], { enabled: target?.kind === "buy" })
  const [productId, setProductId] = useState<number | null>(null)
  const [quantity, setQuantity] = useState("1")
  const [chooseErrors, setChooseErrors] = useState<Record<string, Array<string>>>({})
  const [txHash, setTxHash] = useState("")
  const [txErrors, setTxErrors] = useState<ReadonlyArray<string>>([])
  const [busy, setBusy] = useState(false)
  const [ticketBalance, setTicketBalance] = useState<string | null>(null)
  const body = useRef<HTMLDivElement>(null)
  // A new step replaces the button that led to it: focus goes to the chosen package, or to the step itself.
  useFocusFirst(open, body, step === "choose" ? "input[type=radio]:checked" : "", [step, purchase?.id, products.status])

  // The first package is chosen once the list is there.
  useEffect(() => {
    if (products.data && productId === null) setProductId(products.data[0]?.id ?? null)
  }, [products.data])

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
    } else show(target.purchase)
  }, [target])

  // Follow a pending purchase while the dialog is open (spec §4: tickets are credited when it completes): at once when
  // the member's live topic says it changed, and every 5 s in case the live channel is down.
  const pendingId = open && step === "status" && purchase?.status === "pending" ? purchase.id : null
  useEffect(() => {
    if (pendingId === null) return
    const check = () =>
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
    const id = setInterval(check, POLL_MS)
    const stop = onMemberUpdate((u) => u.kind === "purchase" && u.purchaseId === pendingId && check())
    return () => {
      clearInterval(id)
      stop()
    }
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

  const product = products.data?.find((p) => p.id === productId) ?? null
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
          <ProductChoice
            products={products}
            productId={productId}
            onProduct={setProductId}
            quantity={quantity}
            onQuantity={(q) => {
              setQuantity(q)
              setChooseErrors({})
            }}
            errors={chooseErrors}
            onSubmit={create}
          />
        )}

        {step === "invoice" && purchase && (
          <InvoiceStep
            purchase={purchase}
            countdown={countdown}
            expired={expired}
            txHash={txHash}
            onTxHash={(hash) => {
              setTxHash(hash)
              setTxErrors([])
            }}
            txErrors={txErrors}
            onSubmit={submitHash}
          />
        )}

        {step === "status" && purchase && <PurchaseStatusStep purchase={purchase} ticketBalance={ticketBalance} />}
      </div>
    </Dialog>
  )
}
