import { ConfirmDialog } from "@iw/ui"
import { useTranslation } from "react-i18next"

export type DeleteTarget = { readonly kind: "message"; readonly id: number } | { readonly kind: "attachment"; readonly id: number; readonly name: string; readonly alsoMessage: boolean }

/** Asks before a message or a file leaves a ticket; the history keeps that it was there. */
export const DeleteConfirmDialog = ({ target, onCancel, onConfirm }: { readonly target: DeleteTarget; readonly onCancel: () => void; readonly onConfirm: () => void }) => {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      title={target.kind === "message" ? t("supportDesk.confirmDeleteMessage") : t("supportDesk.confirmDeleteFile", { name: target.name })}
      onCancel={onCancel}
      tone="danger"
      onConfirm={onConfirm}
      confirmTestId="confirm-delete"
      confirmLabel={t("supportDesk.delete")}
    >
      {target.kind === "attachment" && target.alsoMessage && <p>{t("supportDesk.deleteLastFile")}</p>}
      <p>{t("supportDesk.deleteKeepsHistory")}</p>
    </ConfirmDialog>
  )
}
