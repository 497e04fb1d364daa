import { ConfirmDialog, Notice, useAction } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { blockMember, unblockMember } from "../api/members"
import { ReasonField } from "../../../components/ReasonField"

/** Confirms blocking or unblocking a member, with an optional reason kept in the audit log. */
export const BlockDialog = ({
  memberId,
  name,
  blocking,
  onClose,
  onDone
}: {
  readonly memberId: number
  readonly name: string
  readonly blocking: boolean
  readonly onClose: () => void
  readonly onDone: () => void
}) => {
  const { t } = useTranslation()
  const [reason, setReason] = useState("")
  const { errors, general, fail } = useFormErrors(["reason"])
  const { busy, run: confirm } = useAction(() => (blocking ? blockMember : unblockMember)(memberId, reason.trim()), { onDone, onError: fail })
  return (
    <ConfirmDialog
      open
      title={blocking ? t("backoffice.member.blockTitle") : t("backoffice.member.unblockTitle")}
      onCancel={onClose}
      tone={blocking ? "danger" : "primary"}
      onConfirm={() => void confirm()}
      busy={busy}
      confirmTestId="member-block-confirm"
      confirmLabel={blocking ? t("backoffice.actions.block") : t("backoffice.actions.unblock")}
    >
      <p>{blocking ? t("backoffice.member.blockText", { name, id: memberId }) : t("backoffice.member.unblockText", { name, id: memberId })}</p>
      <ReasonField label={t("backoffice.member.reason")} hint={t("backoffice.member.reasonHint")} value={reason} onChange={setReason} errors={errors.reason} testId="member-block-reason" optional />
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
    </ConfirmDialog>
  )
}
