import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react"
import { Link } from "react-router"
import { ExternalIcon } from "./icons"

/**
 * The header's dropdowns. Like `Menu` from @iw/ui (and with its look), plus what the header needs:
 * attributes on the trigger itself (test ids, onboarding anchors), proper `menuitem` roles, Home/End,
 * closing when focus leaves, and a "panel" kind for mixed content (balances with a button) that is a
 * disclosure rather than a menu.
 */
export interface DropdownProps {
  /** What the control is: the popup's name, and the trigger's accessible name as {@link DropdownProps.labelMode} says. */
  readonly label: string
  /**
   * `prefix` (the default): the label is read before the trigger's visible text, hidden from sight, so the accessible
   * name contains what is seen (WCAG 2.5.3 label in name): "Language" + "English". `replace`: the label is the whole
   * name, for a trigger whose label already begins with its visible text ("Support, 2 unread" for "Support 2").
   */
  readonly labelMode?: "prefix" | "replace"
  readonly trigger: ReactNode
  /** `menu`: a list of menu items with arrow-key movement; `panel`: free content behind a disclosure button. */
  readonly kind?: "menu" | "panel"
  readonly align?: "left" | "right"
  readonly className?: string
  readonly triggerClassName?: string
  readonly popupClassName?: string
  readonly triggerAttrs?: Readonly<Record<`data-${string}`, string | undefined>>
  readonly children: (close: () => void) => ReactNode
}

const ITEMS = "[role=menuitem],[role=menuitemradio]"

export const Dropdown = ({ label, labelMode = "prefix", trigger, kind = "menu", align = "left", className, triggerClassName, popupClassName, triggerAttrs, children }: DropdownProps) => {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const popupId = useId()
  const focusOnOpen = useRef<"first" | "last" | null>(null)

  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener("pointerdown", onDown)
    if (kind === "menu") {
      const list = items()
      const target = focusOnOpen.current === "last" ? list[list.length - 1] : list[0]
      target?.focus()
    }
    focusOnOpen.current = null
    return () => document.removeEventListener("pointerdown", onDown)
  }, [open, kind])

  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) {
      if (kind === "menu" && e.target === button.current && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
        e.preventDefault()
        focusOnOpen.current = e.key === "ArrowUp" ? "last" : "first"
        setOpen(true)
      }
      return
    }
    if (e.key === "Escape") {
      e.preventDefault()
      e.stopPropagation()
      close()
      return
    }
    if (kind !== "menu") return
    const list = items()
    if (list.length === 0) return
    const i = list.indexOf(document.activeElement as HTMLElement)
    let next: number | null = null
    if (e.key === "ArrowDown") next = (i + 1) % list.length
    else if (e.key === "ArrowUp") next = (i - 1 + list.length) % list.length
    else if (e.key === "Home") next = 0
    else if (e.key === "End") next = list.length - 1
    if (next === null) return
    e.preventDefault()
    list[next]?.focus()
  }

  return (
    <div
      ref={root}
      className={`iw-menu iw-dd${className ? ` ${className}` : ""}`}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && e.relatedTarget && root.current && !root.current.contains(e.relatedTarget as Node)) setOpen(false)
      }}
    >
      <button
        {...triggerAttrs}
        ref={button}
        type="button"
        className={`iw-menu__trigger${triggerClassName ? ` ${triggerClassName}` : ""}`}
        aria-haspopup={kind === "menu" ? "menu" : undefined}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-label={labelMode === "replace" ? label : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {labelMode === "prefix" && <span className="iw-visually-hidden">{label} </span>}
        {trigger}
      </button>
      {open &&
        (kind === "menu" ? (
          <ul
            id={popupId}
            role="menu"
            aria-label={label}
            className={`iw-menu__popup iw-menu__popup--${align} iw-dd__popup${popupClassName ? ` ${popupClassName}` : ""}`}
            onClick={(e) => {
              const item = (e.target as HTMLElement).closest(ITEMS)
              if (!item) return
              // An action (log out) may open a dialog; with focus on the trigger, closing that dialog returns here.
              if (item.tagName === "BUTTON") button.current?.focus()
              setOpen(false)
            }}
          >
            {children(close)}
          </ul>
        ) : (
          <div
            id={popupId}
            role="region"
            aria-label={label}
            className={`iw-menu__popup iw-menu__popup--${align} iw-dd__popup iw-dd__panel${popupClassName ? ` ${popupClassName}` : ""}`}
            onClick={(e) => {
              if ((e.target as HTMLElement).closest("a[href]")) setOpen(false)
            }}
          >
            {children(close)}
          </div>
        ))}
    </div>
  )
}

/** A link item of a `menu` dropdown. Items are reached with the arrow keys; Tab leaves the menu (WAI-ARIA menu button). */
export const MenuLink = ({ to, children, current, lang, hrefLang, testId }: { readonly to: string; readonly children: ReactNode; readonly current?: "page" | "true" | false; readonly lang?: string; readonly hrefLang?: string; readonly testId?: string }) => (
  <li role="none">
    <Link role="menuitem" tabIndex={-1} to={to} className="iw-dd__item" aria-current={current || undefined} lang={lang} hrefLang={hrefLang} data-testid={testId}>
      {children}
    </Link>
  </li>
)

/** An external link item, opening in a new tab; `newTab` is the translated hint for screen readers. */
export const MenuExternal = ({ href, children, newTab }: { readonly href: string; readonly children: ReactNode; readonly newTab: string }) => (
  <li role="none">
    <a role="menuitem" tabIndex={-1} href={href} target="_blank" rel="noopener noreferrer" className="iw-dd__item">
      <span>{children}</span>
      <ExternalIcon />
      <span className="iw-visually-hidden"> {newTab}</span>
    </a>
  </li>
)

/** A button item of a `menu` dropdown. */
export const MenuAction = ({ onSelect, children, testId, tone }: { readonly onSelect: () => void; readonly children: ReactNode; readonly testId?: string; readonly tone?: "danger" }) => (
  <li role="none">
    <button type="button" role="menuitem" tabIndex={-1} className={`iw-menu__item iw-dd__item${tone ? ` iw-dd__item--${tone}` : ""}`} onClick={onSelect} data-testid={testId}>
      {children}
    </button>
  </li>
)

export const MenuSeparator = () => <li role="separator" className="iw-menu__sep" />

/** A labelled group of items inside a `menu` dropdown. */
export const MenuGroup = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => {
  const id = useId()
  return (
    <li role="none" className="iw-dd__group">
      <span id={id} className="iw-dd__label" aria-hidden="true">
        {label}
      </span>
      <ul role="group" aria-labelledby={id}>
        {children}
      </ul>
    </li>
  )
}
