import { Button, Dialog, Notice, TextAreaField } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { blockMember, unblockMember } from "../api/members"

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
  const [busy, setBusy] = useState(false)
  const { errors, general, fail } = useFormErrors(["reason"])
  const confirm = async () => {
    setBusy(true)
    try {
      await (blocking ? blockMember : unblockMember)(memberId, reason.trim())
      onDone()
    } catch (err) {
      fail(err)
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      title={blocking ? t("backoffice.member.blockTitle") : t("backoffice.member.unblockTitle")}
      onClose={onClose}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button variant={blocking ? "danger" : "primary"} onClick={() => void confirm()} loading={busy} data-testid="member-block-confirm">
            {blocking ? t("backoffice.actions.block") : t("backoffice.actions.unblock")}
          </Button>
        </>
      }
    >
      <p>{blocking ? t("backoffice.member.blockText", { name, id: memberId }) : t("backoffice.member.unblockText", { name, id: memberId })}</p>
      <TextAreaField
        label={t("backoffice.member.reason")}
        hint={t("backoffice.member.reasonHint")}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        rows={3}
        errors={errors.reason}
        data-testid="member-block-reason"
      />
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
    </Dialog>
  )
}
