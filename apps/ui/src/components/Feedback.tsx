import { type ReactNode, useEffect, useState } from "react"

export const Spinner = ({ label }: { readonly label: string }) => (
  <div className="iw-spinner-wrap" role="status" aria-live="polite">
    <span className="iw-spinner" aria-hidden="true" />
    <span className="iw-visually-hidden">{label}</span>
  </div>
)

export const ProgressBar = ({ value, label }: { readonly value: number; readonly label: string }) => (
  <div className="iw-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value * 100)}>
    <div className="iw-progress__bar" style={{ width: `${Math.max(0, Math.min(1, value)) * 100}%` }} />
  </div>
)

export const Notice = ({ tone = "info", children }: { readonly tone?: "info" | "success" | "error" | "warning"; readonly children: ReactNode }) => (
  <div className={`iw-notice iw-notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
    {children}
  </div>
)

/** Copies text; the tooltip hides after 2 s and the copied state after 2.5 s (spec §9). */
export const CopyButton = ({ text, label, copiedLabel }: { readonly text: string; readonly label: string; readonly copiedLabel: string }) => {
  const [copied, setCopied] = useState(false)
  const [tip, setTip] = useState(false)
  useEffect(() => {
    if (!copied) return
    const a = setTimeout(() => setTip(false), 2000)
    const b = setTimeout(() => setCopied(false), 2500)
    return () => {
      clearTimeout(a)
      clearTimeout(b)
    }
  }, [copied])
  return (
    <span className="iw-copy">
      <button
        type="button"
        className="iw-btn iw-btn--ghost"
        onClick={() => {
          void navigator.clipboard?.writeText(text)
          setCopied(true)
          setTip(true)
        }}
      >
        {copied ? copiedLabel : label}
      </button>
      {tip && (
        <span className="iw-copy__tip" role="status">
          {copiedLabel}
        </span>
      )}
    </span>
  )
}
