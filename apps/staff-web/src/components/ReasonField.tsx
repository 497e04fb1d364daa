import { TextAreaField } from "@iw/ui"

/**
 * Why staff do something that changes a member's value or status: up to 500 characters, kept in the audit log with the
 * change. Required unless `optional`.
 */
export const ReasonField = ({
  label,
  hint,
  value,
  onChange,
  errors,
  testId,
  optional = false
}: {
  readonly label: string
  readonly hint: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly errors?: ReadonlyArray<string>
  readonly testId?: string
  readonly optional?: boolean
}) => (
  <TextAreaField
    label={label}
    hint={hint}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    maxLength={500}
    rows={3}
    required={!optional}
    aria-required={optional ? undefined : "true"}
    errors={errors}
    data-testid={testId}
  />
)
