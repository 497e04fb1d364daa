import { type ReactNode, useEffect, useId, useRef } from "react"

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
