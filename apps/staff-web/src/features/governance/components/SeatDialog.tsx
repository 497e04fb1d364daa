import { ConfirmDialog, Notice, TextField, useAction } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReasonField } from "../../../components/ReasonField"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { type BoardSeat, setDaoSeat } from "../api/governance"

/** Assigns a member to a board seat by their member ID, or vacates the seat; the reason goes to the audit log. */
export const SeatDialog = ({
  seat,
  held,
  vacate,
  onClose,
  onDone
}: {
  readonly seat: number
  readonly held: BoardSeat | null
  readonly vacate: boolean
  readonly onClose: () => void
  readonly onDone: () => void
}) => {
  const { t } = useTranslation()
  const [memberId, setMemberId] = useState("")
  const [reason, setReason] = useState("")
  const { errors, general, fail, reset } = useFormErrors(["memberId", "reason"])
  const { busy, run } = useAction((id: number | null) => setDaoSeat(seat, id, reason.trim()), { onDone, onError: fail })
  const confirm = () => {
    if (vacate) return void run(null)
    const id = memberId.trim()
    if (!/^\d{1,9}$/.test(id)) return reset({ memberId: [t(id === "" ? "validation.required" : "validation.integer")] })
    void run(Number(id))
  }
  return (
    <ConfirmDialog
      title={t(vacate ? "governance.staff.vacateTitle" : "governance.staff.assignTitle", { seat })}
      confirmLabel={t(vacate ? "governance.staff.vacate" : "governance.staff.assign")}
      tone={vacate ? "danger" : "primary"}
      onConfirm={confirm}
      onCancel={onClose}
      busy={busy}
      confirmTestId="dao-seat-confirm"
    >
      {held && <p>{t(vacate ? "governance.staff.vacateText" : "governance.staff.replaceText", { name: held.name, id: held.memberId, seat })}</p>}
      {!vacate && (
        <TextField
          label={t("governance.staff.memberId")}
          value={memberId}
          onChange={(e) => setMemberId(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          required
          aria-required="true"
          errors={errors.memberId}
          data-testid="dao-seat-member"
        />
      )}
      <ReasonField label={t("governance.staff.reason")} hint={t("governance.staff.reasonHint")} value={reason} onChange={setReason} errors={errors.reason} testId="dao-seat-reason" optional />
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
    </ConfirmDialog>
  )
}
