import { ConfirmDialog, Notice, TextField } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { type Purchase, approvalNeedsHash, approvePurchase, rejectPurchase } from "../api/purchases"
import { isStateConflict, stateConflictText } from "./state-conflict"
import { ReasonField } from "../../../components/ReasonField"

/**
 * Confirms approving (tickets are credited at once) or rejecting a purchase, with the reason the audit log and
 * the purchase's review note keep. A reason is required either way.
 */
export const ReviewDialog = ({
  purchase,
  decision,
  onClose,
  onDone
}: {
  readonly purchase: Purchase
  readonly decision: "approve" | "reject"
  readonly onClose: () => void
  readonly onDone: (updated: Purchase) => void
}) => {
  const { t } = useTranslation()
  const [reason, setReason] = useState("")
  const [txHash, setTxHash] = useState("")
  const [busy, setBusy] = useState(false)
  const [conflict, setConflict] = useState<string | null>(null)
  const { errors, general, fail, reset } = useFormErrors(["reason", "txHash"])
  const approve = decision === "approve"
  const askHash = approve && approvalNeedsHash(purchase)
  const confirm = async () => {
    const local: Record<string, Array<string>> = {}
    if (reason.trim() === "") local.reason = [t("validation.required")]
    if (askHash && !/^0x[0-9a-fA-F]{64}$/.test(txHash.trim())) local.txHash = [t("purchase.tx_format")]
    if (Object.keys(local).length > 0) {
      reset(local)
      return
    }
    reset()
    setConflict(null)
    setBusy(true)
    try {
      onDone(await (approve ? approvePurchase(purchase.id, reason.trim(), askHash ? txHash.trim() : undefined) : rejectPurchase(purchase.id, reason.trim())))
    } catch (err) {
      setBusy(false)
      // 409: someone (or the chain) settled it meanwhile; say so here rather than in a second dialog.
      if (isStateConflict(err)) setConflict(stateConflictText(err, t))
      else fail(err)
    }
  }
  return (
    <ConfirmDialog
      open
      title={approve ? t("backoffice.purchase.approveTitle", { id: purchase.id }) : t("backoffice.purchase.rejectTitle", { id: purchase.id })}
      onCancel={onClose}
      tone={approve ? "primary" : "danger"}
      onConfirm={() => void confirm()}
      busy={busy}
      confirmTestId="purchase-confirm"
      confirmLabel={approve ? t("backoffice.purchase.approve") : t("backoffice.purchase.reject")}
    >
      <p>
        {approve ? t("backoffice.purchase.approveText", { tickets: purchase.tickets.toLocaleString("en-US"), id: purchase.memberId }) : t("backoffice.purchase.rejectText", { id: purchase.memberId })}
      </p>
      {purchase.status === "incomplete" && purchase.issue && <Notice tone="warning">{t(`backoffice.purchase.issues.${purchase.issue}`)}</Notice>}
      {askHash && <Notice tone="warning">{t("backoffice.purchase.approveIncomplete")}</Notice>}
      {askHash && (
        <TextField
          label={t("backoffice.purchase.txHash")}
          hint={t("backoffice.purchase.txHashHint")}
          value={txHash}
          onChange={(e) => setTxHash(e.target.value)}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          errors={errors.txHash}
          data-testid="purchase-txhash"
        />
      )}
      <ReasonField label={t("backoffice.purchase.reason")} hint={t("backoffice.purchase.reasonHint")} value={reason} onChange={setReason} errors={errors.reason} testId="purchase-reason" />
      {conflict && <Notice tone="error">{conflict}</Notice>}
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
    </ConfirmDialog>
  )
}
