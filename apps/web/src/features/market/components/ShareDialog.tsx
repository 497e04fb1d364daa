import { ConfirmDialog, Dialog, TextField, errorMessage, fieldMessages } from "@iw/ui"
import { ApiError } from "@iw/contracts/client"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { type Asset, share } from "../api/market"

/**
 * Spec §8: these 403 answers show a failure dialog with the server's message; SAME_MEMBER_LIMIT a sharing error. An
 * asset listed in the store (409 ASSET_LISTED) is refused the same way, with why.
 */
const FAILURE_DIALOG = new Set(["ASSET_SHARED_NOW", "SKIN_NOT_SHARABLE", "ASSET_RENTED", "NOT_ASSET_OWNER", "SAME_MEMBER_LIMIT", "ASSET_LISTED"])

/** Sharing an asset by member ID (spec §5): the member must exist; twice to the same member at most. */
export const ShareDialog = ({ asset, onClose, onShared }: { readonly asset: Asset | null; readonly onClose: () => void; readonly onShared: () => void }) => {
  const { t } = useTranslation()
  const [memberId, setMemberId] = useState("")
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Array<string>>([])
  const [failure, setFailure] = useState<string | null>(null)
  if (asset === null) return null
  const id = /^\d{1,9}$/.test(memberId) ? Number(memberId) : 0
  const confirm = async () => {
    setBusy(true)
    setErrors([])
    try {
      await share(asset.id, id)
      onShared()
    } catch (e) {
      if (e instanceof ApiError && FAILURE_DIALOG.has(e.code)) setFailure(errorMessage(e, t))
      else setErrors(fieldMessages(e, t).memberId ?? [errorMessage(e, t)])
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <ConfirmDialog open={failure === null} title={t("market.ui.shareTitle", { name: asset.name })} confirmLabel={t("market.ui.share")} onConfirm={confirm} onCancel={onClose} busy={busy} disabled={id < 1} confirmTestId="confirm-share">
        <TextField label={t("market.ui.memberId")} inputMode="numeric" value={memberId} onChange={(e) => setMemberId(e.target.value.replace(/\D/g, ""))} hint={t("market.ui.shareHint")} errors={errors} data-testid="share-member" />
      </ConfirmDialog>
      <Dialog open={failure !== null} title={t("market.ui.shareFailed")} onClose={onClose} closeLabel={t("common.close")} size="small">
        <p role="alert" data-testid="share-failure">
          {failure}
        </p>
      </Dialog>
    </>
  )
}
