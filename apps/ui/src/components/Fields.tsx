import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId, useState } from "react"

export const FieldErrors = ({ id, messages }: { readonly id?: string; readonly messages?: ReadonlyArray<string> }) =>
  messages && messages.length > 0 ? (
    <div id={id} className="iw-field__errors" role="alert">
      {messages.map((m, i) => (
        <span key={i}>
          {m}
          {i < messages.length - 1 && <br />}
        </span>
      ))}
    </div>
  ) : null

interface FieldShellProps {
  readonly label: ReactNode
  readonly errors?: ReadonlyArray<string>
  readonly hint?: ReactNode
  readonly children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

const FieldShell = ({ label, errors, hint, children }: FieldShellProps) => {
  const id = useId()
  const errorId = `${id}-errors`
  const hintId = `${id}-hint`
  const invalid = (errors?.length ?? 0) > 0
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined
  return (
    <div className={`iw-field${invalid ? " iw-field--invalid" : ""}`}>
      <label className="iw-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid })}
      {hint && (
        <div id={hintId} className="iw-field__hint">
          {hint}
        </div>
      )}
      <FieldErrors id={errorId} messages={errors} />
    </div>
  )
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  readonly label: ReactNode
  readonly errors?: ReadonlyArray<string>
  readonly hint?: ReactNode
}

export const TextField = ({ label, errors, hint, className, ...input }: TextFieldProps) => (
  <FieldShell label={label} errors={errors} hint={hint}>
    {({ id, describedBy, invalid }) => (
      <input {...input} id={id} className={`iw-input${className ? ` ${className}` : ""}`} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
    )}
  </FieldShell>
)

const EyeIcon = ({ crossed }: { readonly crossed: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M3 3l18 18" />}
  </svg>
)

export interface PasswordFieldProps extends TextFieldProps {
  readonly showLabel: string
  readonly hideLabel: string
}

/** A password input with a show/hide toggle (spec §5). */
export const PasswordField = ({ label, errors, hint, showLabel, hideLabel, ...input }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell label={label} errors={errors} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="iw-password">
          <input
            {...input}
            id={id}
            type={visible ? "text" : "password"}
            className="iw-input"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
          <button type="button" className="iw-password__toggle" aria-pressed={visible} aria-label={visible ? hideLabel : showLabel} onClick={() => setVisible((v) => !v)}>
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </FieldShell>
  )
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  readonly label: ReactNode
  readonly errors?: ReadonlyArray<string>
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
}

export const SelectField = ({ label, errors, options, ...select }: SelectFieldProps) => (
  <FieldShell label={label} errors={errors}>
    {({ id, describedBy, invalid }) => (
      <select {...select} id={id} className="iw-input" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )}
  </FieldShell>
)

export const Checkbox = ({ label, errors, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { readonly label: ReactNode; readonly errors?: ReadonlyArray<string> }) => {
  const id = useId()
  return (
    <div className="iw-check">
      <input {...input} id={id} type="checkbox" aria-invalid={(errors?.length ?? 0) > 0 || undefined} />
      <label htmlFor={id}>{label}</label>
      <FieldErrors messages={errors} />
    </div>
  )
}
