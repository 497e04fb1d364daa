import { ConfirmDialog, Notice, useAction } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReasonField } from "../../../components/ReasonField"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { type Proposal, endDaoProposal } from "../api/governance"

/** Asks before closing (an open proposal, its result final) or cancelling a proposal, with a reason for the audit log. */
export const EndProposalDialog = ({
  proposal,
  action,
  onClose,
  onDone
}: {
  readonly proposal: Proposal
  readonly action: "close" | "cancel"
  readonly onClose: () => void
  readonly onDone: () => void
}) => {
  const { t } = useTranslation()
  const [reason, setReason] = useState("")
  const { errors, general, fail } = useFormErrors(["reason"])
  const { busy, run } = useAction(() => endDaoProposal(proposal.id, action, reason.trim()), { onDone, onError: fail })
  return (
    <ConfirmDialog
      title={t(`governance.staff.${action}Title`, { id: proposal.id })}
      confirmLabel={t(`governance.staff.${action}`)}
      tone={action === "cancel" ? "danger" : "primary"}
      onConfirm={() => void run()}
      onCancel={onClose}
      busy={busy}
      confirmTestId="dao-end-confirm"
    >
      <p>{t(`governance.staff.${action}Text`, { title: proposal.title })}</p>
      <ReasonField label={t("governance.staff.reason")} hint={t("governance.staff.reasonHint")} value={reason} onChange={setReason} errors={errors.reason} testId="dao-end-reason" optional />
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
    </ConfirmDialog>
  )
}
