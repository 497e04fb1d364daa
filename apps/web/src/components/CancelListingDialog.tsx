import { ConfirmDialog } from "@iw/ui"
import { useTranslation } from "react-i18next"

/**
 * "Cancel this listing?" before a store listing is ended (what is unsold goes back to the seller): my-assets' listings
 * and a listed building's Cancel listing. Open while `listingId` is not null.
 */
export const CancelListingDialog = ({
  listingId,
  onConfirm,
  onClose,
  confirmTestId
}: {
  readonly listingId: number | null
  readonly onConfirm: (listingId: number) => void
  readonly onClose: () => void
  readonly confirmTestId: string
}) => {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={listingId !== null}
      title={t("market.ui.cancelTitle")}
      confirmLabel={t("market.ui.cancel")}
      tone="danger"
      onConfirm={() => {
        const id = listingId
        onClose()
        if (id !== null) onConfirm(id)
      }}
      onCancel={onClose}
      confirmTestId={confirmTestId}
    >
      <p>{t("market.ui.cancelText")}</p>
    </ConfirmDialog>
  )
}
