import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from "react"
import { useTranslation } from "react-i18next"

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
    {({ id, describedBy, invalid }) => <input {...input} id={id} className={`iw-input${className ? ` ${className}` : ""}`} aria-invalid={invalid || undefined} aria-describedby={describedBy} />}
  </FieldShell>
)

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  readonly label: ReactNode
  readonly errors?: ReadonlyArray<string>
  readonly hint?: ReactNode
}

/** A labelled multi-line field, like {@link TextField}. */
export const TextAreaField = ({ label, errors, hint, className, ...area }: TextAreaFieldProps) => (
  <FieldShell label={label} errors={errors} hint={hint}>
    {({ id, describedBy, invalid }) => (
      <textarea {...area} id={id} className={`iw-input iw-textarea${className ? ` ${className}` : ""}`} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
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
  /** The toggle's names; "Show password" and "Hide password" unless given. */
  readonly showLabel?: string
  readonly hideLabel?: string
}

/** A password input with a show/hide toggle (spec §5). */
export const PasswordField = ({ label, errors, hint, showLabel, hideLabel, ...input }: PasswordFieldProps) => {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell label={label} errors={errors} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="iw-password">
          <input {...input} id={id} type={visible ? "text" : "password"} className="iw-input" aria-invalid={invalid || undefined} aria-describedby={describedBy} />
          <button type="button" className="iw-password__toggle" aria-pressed={visible} aria-label={visible ? (hideLabel ?? t("common.hidePassword")) : (showLabel ?? t("common.showPassword"))} onClick={() => setVisible((v) => !v)}>
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </FieldShell>
  )
}

export interface NewPasswordFieldsProps {
  readonly password: string
  readonly confirmation: string
  readonly onPassword: (value: string) => void
  readonly onConfirmation: (value: string) => void
  readonly errors?: { readonly password?: ReadonlyArray<string>; readonly confirmation?: ReadonlyArray<string> }
  readonly labels: { readonly password: string; readonly confirmation: string; readonly hint?: ReactNode }
  /** Form field names (`password`, `password_confirmation`), for forms read by name. */
  readonly named?: boolean
  readonly testIds?: { readonly password?: string; readonly confirmation?: string }
  /** Wraps the pair (e.g. the back-office's two-column form row). */
  readonly className?: string
}

/**
 * A new password and its confirmation (spec §5 password rules; the server checks both): two password fields with
 * show/hide, the hint under the first, `autocomplete="new-password"` so password managers offer to save them.
 */
export const NewPasswordFields = ({ password, confirmation, onPassword, onConfirmation, errors, labels, named = false, testIds, className }: NewPasswordFieldsProps) => {
  const fields = (
    <>
      <PasswordField
        label={labels.password}
        {...(named ? { name: "password" } : {})}
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        errors={errors?.password}
        hint={labels.hint}
        data-testid={testIds?.password}
      />
      <PasswordField
        label={labels.confirmation}
        {...(named ? { name: "password_confirmation" } : {})}
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        errors={errors?.confirmation}
        data-testid={testIds?.confirmation}
      />
    </>
  )
  return className ? <div className={className}>{fields}</div> : fields
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
