import { FieldErrors } from "@iw/ui"
import { type ReactNode, type TextareaHTMLAttributes, useId } from "react"

/** A labelled multi-line field in the kit's field style. */
export const TextAreaField = ({
  label,
  errors,
  hint,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & { readonly label: ReactNode; readonly errors?: ReadonlyArray<string>; readonly hint?: ReactNode }) => {
  const id = useId()
  const invalid = (errors?.length ?? 0) > 0
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-errors` : null].filter(Boolean).join(" ") || undefined
  return (
    <div className={`iw-field${invalid ? " iw-field--invalid" : ""}`}>
      <label className="iw-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea {...area} id={id} className="iw-input sw-textarea" aria-invalid={invalid || undefined} aria-describedby={describedBy} />
      {hint && (
        <div id={`${id}-hint`} className="iw-field__hint">
          {hint}
        </div>
      )}
      <FieldErrors id={`${id}-errors`} messages={errors} />
    </div>
  )
}
