import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"

/**
 * One photo of an order (a side): a camera-friendly file input (accept images, capture from the camera on a phone),
 * a preview of the chosen photo, and the side's error.
 */
export const PhotoSlot = ({
  id,
  label,
  file,
  error,
  disabled,
  onChange
}: {
  readonly id: string
  readonly label: string
  readonly file: File | null
  readonly error?: ReadonlyArray<string>
  readonly disabled?: boolean
  readonly onChange: (file: File | null) => void
}) => {
  const { t } = useTranslation()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const u = URL.createObjectURL(file)
    setUrl(u)
    return () => URL.revokeObjectURL(u)
  }, [file])
  const errorId = `${id}-error`
  return (
    <div className={`iw-co__slot${error?.length ? " iw-co__slot--invalid" : ""}`} data-testid={`slot-${id}`}>
      <label htmlFor={id} className="iw-co__slot-label">
        <span className="iw-co__slot-title">{label}</span>
        {url ? <img className="iw-co__slot-img" src={url} alt={label} /> : <span className="iw-co__slot-empty" aria-hidden="true">+</span>}
        <span className="iw-co__slot-hint">{file ? file.name : t("customOrders.choose")}</span>
      </label>
      <input
        id={id}
        className="iw-co__slot-input"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        capture="environment"
        disabled={disabled}
        aria-invalid={error?.length ? true : undefined}
        aria-describedby={error?.length ? errorId : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {error?.length ? (
        <p className="iw-co__error" id={errorId} role="alert">
          {error.join(" ")}
        </p>
      ) : null}
    </div>
  )
}
