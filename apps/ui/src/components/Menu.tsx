import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react"

export interface MenuProps {
  /** Content of the button that opens the menu. */
  readonly trigger: ReactNode
  /**
   * What the menu is: its popup's name, and read before the trigger's visible text (hidden from sight) so the
   * button's accessible name contains what is seen (WCAG 2.5.3 label in name): "Language" + "English EN".
   */
  readonly label: string
  readonly children: (close: () => void) => ReactNode
  readonly align?: "left" | "right"
  readonly className?: string
  readonly triggerClassName?: string
  readonly id?: string
}

/**
 * A dropdown opened by a button: Escape and a click outside close it, arrow keys move between items,
 * and focus goes back to the button when it closes.
 */
export const Menu = ({ trigger, label, children, align = "left", className, triggerClassName, id }: MenuProps) => {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", onDown)
    const first = root.current?.querySelector<HTMLElement>("[role=menu] a, [role=menu] button")
    first?.focus()
    return () => document.removeEventListener("mousedown", onDown)
  }, [open])
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!open) return
    if (e.key === "Escape") {
      e.preventDefault()
      close()
      return
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return
    e.preventDefault()
    const items = Array.from(root.current?.querySelectorAll<HTMLElement>("[role=menu] a, [role=menu] button") ?? [])
    const i = items.indexOf(document.activeElement as HTMLElement)
    const next = e.key === "ArrowDown" ? (i + 1) % items.length : (i - 1 + items.length) % items.length
    items[next]?.focus()
  }
  return (
    <div ref={root} className={`iw-menu${className ? ` ${className}` : ""}`} onKeyDown={onKeyDown} id={id}>
      <button
        ref={button}
        type="button"
        className={`iw-menu__trigger${triggerClassName ? ` ${triggerClassName}` : ""}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="iw-visually-hidden">{label} </span>
        {trigger}
      </button>
      <div id={menuId} role="menu" aria-label={label} className={`iw-menu__popup iw-menu__popup--${align}`} hidden={!open} onClick={(e) => (e.target as HTMLElement).closest("a,button") && setOpen(false)}>
        {open && children(close)}
      </div>
    </div>
  )
}
