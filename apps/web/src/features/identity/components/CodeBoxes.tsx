import { forwardRef, useEffect, useImperativeHandle, useRef } from "react"

export interface CodeBoxesHandle {
  readonly clearAndFocus: () => void
}

interface Props {
  readonly value: string
  readonly length: number
  readonly onChange: (value: string) => void
  /** Called once all boxes hold a digit (spec §5: auto-submit at 4 digits). */
  readonly onComplete: (value: string) => void
  readonly label: (index: number) => string
  readonly invalid: boolean
  readonly describedBy?: string
  readonly disabled?: boolean
}

/**
 * Single-digit boxes (spec §5): non-digits are refused, typing moves to the next box, Backspace on an empty box
 * moves back, pasting a whole code fills every box.
 */
export const CodeBoxes = forwardRef<CodeBoxesHandle, Props>(({ value, length, onChange, onComplete, label, invalid, describedBy, disabled }, ref) => {
  const inputs = useRef<Array<HTMLInputElement | null>>([])
  const digits = Array.from({ length }, (_, i) => value[i] ?? "")
  // Spec §8: after a failed check the first box takes the focus. The boxes are disabled while the check runs, and a
  // disabled box takes no focus, so the focus waits for the render that enables them again.
  const focusFirst = useRef(false)
  useImperativeHandle(ref, () => ({
    clearAndFocus: () => {
      focusFirst.current = true
      onChange("")
    }
  }))
  useEffect(() => {
    if (!focusFirst.current || disabled) return
    focusFirst.current = false
    inputs.current[0]?.focus()
  })
  const set = (next: Array<string>, focus: number) => {
    const joined = next.join("")
    onChange(joined)
    inputs.current[Math.max(0, Math.min(length - 1, focus))]?.focus()
    if (next.every((d) => /^\d$/.test(d))) onComplete(joined)
  }
  return (
    <div className="iw-code" role="group" aria-describedby={describedBy}>
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            inputs.current[i] = el
          }}
          className="iw-code__box"
          value={d}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          aria-label={label(i)}
          aria-invalid={invalid || undefined}
          data-testid={`code-box-${i}`}
          onChange={(e) => {
            const typed = e.target.value.replace(/\D/g, "")
            if (typed.length === 0) {
              const next = [...digits]
              next[i] = ""
              onChange(next.join(""))
              return
            }
            if (typed.length >= length) {
              set(typed.slice(0, length).split(""), length - 1)
              return
            }
            const next = [...digits]
            next[i] = typed[typed.length - 1]
            set(next, i + 1)
          }}
          onKeyDown={(e) => {
            if (e.key === "Backspace" && digits[i] === "" && i > 0) {
              e.preventDefault()
              const next = [...digits]
              next[i - 1] = ""
              onChange(next.join(""))
              inputs.current[i - 1]?.focus()
            } else if (e.key === "ArrowLeft" && i > 0) inputs.current[i - 1]?.focus()
            else if (e.key === "ArrowRight" && i < length - 1) inputs.current[i + 1]?.focus()
            else if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault()
          }}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  )
})
CodeBoxes.displayName = "CodeBoxes"
