import { type ReactNode, useEffect, useId, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Button } from "./Button"

export interface DialogProps {
  readonly open: boolean
  readonly title: ReactNode
  readonly onClose: () => void
  readonly children: ReactNode
  readonly actions?: ReactNode
  readonly closeLabel: string
  readonly size?: "small" | "medium" | "large"
  readonly className?: string
}

/**
 * A modal dialog on the native <dialog> element: focus moves in and is trapped, Escape closes,
 * focus returns to where it was, and the title labels the dialog for screen readers.
 */
export const Dialog = ({ open, title, onClose, children, actions, closeLabel, size = "medium", className }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (open && !el.open) el.showModal()
    if (!open && el.open) el.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={`iw-dialog iw-dialog--${size}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose()
      }}
    >
      {open && (
        <div className="iw-dialog__body">
          <header className="iw-dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="iw-dialog__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          </header>
          <div className="iw-dialog__content">{children}</div>
          {actions && <footer className="iw-dialog__actions">{actions}</footer>}
        </div>
      )}
    </dialog>
  )
}

export interface ConfirmDialogProps {
  readonly open?: boolean
  readonly title: ReactNode
  /** What the confirm button says: the action itself ("Block", "Delete"), not "OK". */
  readonly confirmLabel: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
  /** A change that cannot be undone asks in the danger colour. */
  readonly tone?: "primary" | "danger"
  readonly busy?: boolean
  readonly disabled?: boolean
  readonly confirmTestId?: string
  /** How Cancel looks beside the action (each app's choice). */
  readonly cancelVariant?: "secondary" | "ghost"
  readonly size?: DialogProps["size"]
  readonly className?: string
  readonly children?: ReactNode
}

/**
 * A dialog that asks before a change: what will happen (`children`, with any fields it needs and the error of a
 * refused attempt), Cancel and the action. Focus moves in, Escape cancels, focus returns to what opened it.
 */
export const ConfirmDialog = ({
  open = true,
  title,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = "primary",
  busy = false,
  disabled = false,
  confirmTestId,
  cancelVariant = "secondary",
  size,
  className,
  children
}: ConfirmDialogProps) => {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      closeLabel={t("common.close")}
      size={size}
      className={className}
      actions={
        <>
          <Button variant={cancelVariant} onClick={onCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy} disabled={disabled} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
