import { Button, Dialog, FieldErrors, TextField } from "@iw/ui"
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"

type CommandKey = "bold" | "italic" | "underline" | "h2" | "ul" | "ol" | "quote" | "link" | "undo" | "redo"

interface Command {
  readonly key: CommandKey
  /** What the button shows (decorative; the button is named by its aria-label). */
  readonly glyph: ReactNode
  /** Shortcut as shown in the tooltip. */
  readonly shortcut: string
  /** Whether the button toggles a state the caret can be in (aria-pressed). */
  readonly toggle: boolean
}

/** Drawn rather than an emoji, which not every system font has. */
const LinkIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
)

const COMMANDS: ReadonlyArray<Command> = [
  { key: "bold", glyph: "B", shortcut: "Ctrl+B", toggle: true },
  { key: "italic", glyph: "I", shortcut: "Ctrl+I", toggle: true },
  { key: "underline", glyph: "U", shortcut: "Ctrl+U", toggle: true },
  { key: "h2", glyph: "H", shortcut: "Ctrl+Alt+2", toggle: true },
  { key: "ul", glyph: "•", shortcut: "Ctrl+Shift+8", toggle: true },
  { key: "ol", glyph: "1.", shortcut: "Ctrl+Shift+7", toggle: true },
  { key: "quote", glyph: "❝", shortcut: "Ctrl+Shift+9", toggle: true },
  { key: "link", glyph: <LinkIcon />, shortcut: "Ctrl+K", toggle: false },
  { key: "undo", glyph: "↶", shortcut: "Ctrl+Z", toggle: false },
  { key: "redo", glyph: "↷", shortcut: "Ctrl+Shift+Z", toggle: false }
]

/** Message keys that differ from the command names. */
const LABEL_KEY: Partial<Record<CommandKey, string>> = { h2: "heading", ul: "bullets", ol: "numbers" }

const SAFE_URL = /^(https?:\/\/|mailto:)\S+$/i

/** The block the caret is in (`h2`, `blockquote`, `p` ...), lower case, or "" outside the editor. */
const currentBlock = (): string => String(document.queryCommandValue("formatBlock") || "").toLowerCase()

/**
 * A small rich-text editor: a contentEditable area with a toolbar (bold, italic, underline, heading, lists, quote,
 * link, undo, redo). The toolbar follows the ARIA toolbar pattern (one Tab stop, arrow keys move between buttons,
 * toggles report aria-pressed); the shortcuts work inside the area. Links are asked for in a dialog and only
 * http(s) and mailto addresses are taken. The HTML it produces is cleaned again on the server, whatever the
 * browser put in it.
 */
export const RichTextEditor = ({
  label,
  value,
  onChange,
  errors,
  required = false,
  testId
}: {
  readonly label: string
  readonly value: string
  readonly onChange: (html: string) => void
  readonly errors?: ReadonlyArray<string>
  readonly required?: boolean
  readonly testId?: string
}) => {
  const { t } = useTranslation()
  const id = useId()
  const area = useRef<HTMLDivElement>(null)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const savedRange = useRef<Range | null>(null)
  const [focusIndex, setFocusIndex] = useState(0)
  const [pressed, setPressed] = useState<ReadonlySet<CommandKey>>(new Set())
  const [linkOpen, setLinkOpen] = useState(false)
  const [linkUrl, setLinkUrl] = useState("https://")
  const [linkError, setLinkError] = useState<string | null>(null)
  const invalid = (errors?.length ?? 0) > 0

  useEffect(() => {
    // Only write the DOM when the value changes from outside (loading an item), never while typing.
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value
  }, [value])

  const emit = useCallback(() => onChange(area.current?.innerHTML ?? ""), [onChange])

  const refreshState = useCallback(() => {
    const el = area.current
    const sel = document.getSelection()
    if (!el || !sel || sel.rangeCount === 0 || !el.contains(sel.anchorNode)) return
    const block = currentBlock()
    const next = new Set<CommandKey>()
    if (document.queryCommandState("bold")) next.add("bold")
    if (document.queryCommandState("italic")) next.add("italic")
    if (document.queryCommandState("underline")) next.add("underline")
    if (document.queryCommandState("insertUnorderedList")) next.add("ul")
    if (document.queryCommandState("insertOrderedList")) next.add("ol")
    if (block === "h2") next.add("h2")
    if (block === "blockquote") next.add("quote")
    setPressed(next)
  }, [])

  useEffect(() => {
    document.addEventListener("selectionchange", refreshState)
    return () => document.removeEventListener("selectionchange", refreshState)
  }, [refreshState])

  const exec = (cmd: string, arg?: string) => {
    area.current?.focus()
    document.execCommand(cmd, false, arg)
    emit()
    refreshState()
  }

  const openLink = () => {
    const sel = document.getSelection()
    savedRange.current = sel && sel.rangeCount > 0 && area.current?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null
    const anchor = sel?.anchorNode?.parentElement?.closest("a")
    setLinkUrl(anchor?.getAttribute("href") ?? "https://")
    setLinkError(null)
    setLinkOpen(true)
  }

  /** The address waiting to go in once the dialog has closed and the editing area can take focus again. */
  const pendingUrl = useRef<string | null>(null)
  const applyLink = () => {
    const url = linkUrl.trim()
    if (url !== "" && !SAFE_URL.test(url)) {
      setLinkError(t("contentAdmin.editor.linkInvalid"))
      return
    }
    pendingUrl.current = url
    setLinkOpen(false)
  }
  useEffect(() => {
    if (linkOpen || pendingUrl.current === null) return
    const url = pendingUrl.current
    pendingUrl.current = null
    area.current?.focus()
    const sel = document.getSelection()
    if (savedRange.current && sel) {
      sel.removeAllRanges()
      sel.addRange(savedRange.current)
    }
    if (url === "") exec("unlink")
    else if (!sel || sel.isCollapsed) {
      const a = document.createElement("a")
      a.href = url
      a.textContent = url
      exec("insertHTML", a.outerHTML)
    } else exec("createLink", url)
  }, [linkOpen])

  const run = (key: CommandKey) => {
    switch (key) {
      case "bold":
      case "italic":
      case "underline":
        return exec(key)
      case "h2":
        return exec("formatBlock", currentBlock() === "h2" ? "p" : "h2")
      case "quote":
        return exec("formatBlock", currentBlock() === "blockquote" ? "p" : "blockquote")
      case "ul":
        return exec("insertUnorderedList")
      case "ol":
        return exec("insertOrderedList")
      case "link":
        return openLink()
      case "undo":
      case "redo":
        return exec(key)
    }
  }

  /** Shortcuts inside the editing area. Ctrl+Z and Ctrl+Shift+Z are left to the browser's own undo stack. */
  const onAreaKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!(e.ctrlKey || e.metaKey)) return
    const k = e.key.toLowerCase()
    const code = e.code
    let cmd: CommandKey | null = null
    if (!e.shiftKey && !e.altKey && k === "b") cmd = "bold"
    else if (!e.shiftKey && !e.altKey && k === "i") cmd = "italic"
    else if (!e.shiftKey && !e.altKey && k === "u") cmd = "underline"
    else if (!e.shiftKey && !e.altKey && k === "k") cmd = "link"
    else if (e.altKey && code === "Digit2") cmd = "h2"
    else if (e.shiftKey && code === "Digit8") cmd = "ul"
    else if (e.shiftKey && code === "Digit7") cmd = "ol"
    else if (e.shiftKey && code === "Digit9") cmd = "quote"
    if (cmd) {
      e.preventDefault()
      run(cmd)
    }
  }

  /** The toolbar is one Tab stop; arrow keys, Home and End move between its buttons. */
  const onToolbarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = COMMANDS.length - 1
    const next = e.key === "ArrowRight" ? (focusIndex === last ? 0 : focusIndex + 1) : e.key === "ArrowLeft" ? (focusIndex === 0 ? last : focusIndex - 1) : e.key === "Home" ? 0 : e.key === "End" ? last : null
    if (next === null) return
    e.preventDefault()
    setFocusIndex(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className={`iw-field sw-rte${invalid ? " iw-field--invalid" : ""}`}>
      <span className="iw-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div role="toolbar" aria-label={t("contentAdmin.editor.toolbar", { field: label })} aria-controls={id} className="sw-rte__toolbar" onKeyDown={onToolbarKey}>
        {COMMANDS.map((c, i) => {
          const name = t(`contentAdmin.editor.${LABEL_KEY[c.key] ?? c.key}`)
          return (
            <button
              key={c.key}
              ref={(el) => {
                buttons.current[i] = el
              }}
              type="button"
              className={`sw-rte__btn sw-rte__btn--${c.key}`}
              tabIndex={i === focusIndex ? 0 : -1}
              onMouseDown={(e) => e.preventDefault()}
              onFocus={() => setFocusIndex(i)}
              onClick={() => run(c.key)}
              aria-label={name}
              aria-pressed={c.toggle ? pressed.has(c.key) : undefined}
              aria-keyshortcuts={c.shortcut.replace("Ctrl", "Control")}
              title={`${name} (${c.shortcut})`}
              data-testid={`rte-${c.key}`}
            >
              {/* A text glyph ("1.", "B") is drawn by CSS from data-glyph, so the button's name need not contain it (WCAG 2.5.3). */}
              {typeof c.glyph === "string" ? <span aria-hidden="true" className="sw-rte__glyph" data-glyph={c.glyph} /> : <span aria-hidden="true">{c.glyph}</span>}
            </button>
          )
        })}
      </div>
      <div
        ref={area}
        id={id}
        className="iw-input sw-rte__area"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-errors` : ""}`}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        data-testid={testId}
        suppressContentEditableWarning
        onFocus={() => document.execCommand("defaultParagraphSeparator", false, "p")}
        onInput={emit}
        onKeyDown={onAreaKey}
        onKeyUp={refreshState}
        onMouseUp={refreshState}
      />
      <div id={`${id}-hint`} className="iw-field__hint">
        {t("contentAdmin.editor.hint")}
      </div>
      <FieldErrors id={`${id}-errors`} messages={errors} />
      <Dialog
        open={linkOpen}
        size="small"
        title={t("contentAdmin.editor.linkTitle")}
        onClose={() => {
          setLinkOpen(false)
          area.current?.focus()
        }}
        closeLabel={t("common.close")}
        actions={
          <>
            <Button variant="secondary" onClick={() => (setLinkOpen(false), area.current?.focus())}>
              {t("common.cancel")}
            </Button>
            <Button onClick={applyLink} data-testid="rte-link-apply">
              {t("contentAdmin.editor.linkApply")}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault()
            applyLink()
          }}
        >
          <TextField
            label={t("contentAdmin.editor.linkUrl")}
            type="url"
            value={linkUrl}
            onChange={(e) => setLinkUrl(e.target.value)}
            hint={t("contentAdmin.editor.linkHint")}
            errors={linkError ? [linkError] : undefined}
            autoFocus
            data-testid="rte-link-url"
          />
        </form>
      </Dialog>
    </div>
  )
}
