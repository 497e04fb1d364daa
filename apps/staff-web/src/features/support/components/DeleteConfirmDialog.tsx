import { Button, Dialog } from "@iw/ui"
import { useTranslation } from "react-i18next"

export type DeleteTarget = { readonly kind: "message"; readonly id: number } | { readonly kind: "attachment"; readonly id: number; readonly name: string; readonly alsoMessage: boolean }

/** Asks before a message or a file leaves a ticket; the history keeps that it was there. */
export const DeleteConfirmDialog = ({ target, onCancel, onConfirm }: { readonly target: DeleteTarget; readonly onCancel: () => void; readonly onConfirm: () => void }) => {
  const { t } = useTranslation()
  return (
    <Dialog
      open
      title={target.kind === "message" ? t("supportDesk.confirmDeleteMessage") : t("supportDesk.confirmDeleteFile", { name: target.name })}
      onClose={onCancel}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" data-testid="confirm-delete" onClick={onConfirm}>
            {t("supportDesk.delete")}
          </Button>
        </>
      }
    >
      {target.kind === "attachment" && target.alsoMessage && <p>{t("supportDesk.deleteLastFile")}</p>}
      <p>{t("supportDesk.deleteKeepsHistory")}</p>
    </Dialog>
  )
}
