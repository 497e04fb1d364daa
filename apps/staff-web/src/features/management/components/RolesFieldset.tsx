import type { StaffRole } from "../../../lib/roles"
import { FieldErrors } from "@iw/ui"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { STAFF_ROLES } from "../../../lib/roles"

/** The three staff roles as checkboxes, each with what it opens. */
export const RolesFieldset = ({
  value,
  onChange,
  errors,
  disabled
}: {
  readonly value: ReadonlyArray<StaffRole>
  readonly onChange: (roles: Array<StaffRole>) => void
  readonly errors?: ReadonlyArray<string>
  readonly disabled?: boolean
}) => {
  const { t } = useTranslation()
  const id = useId()
  const invalid = (errors?.length ?? 0) > 0
  return (
    <fieldset className={`sw-roles-fieldset${invalid ? " sw-roles-fieldset--invalid" : ""}`} aria-describedby={invalid ? `${id}-errors` : undefined} disabled={disabled}>
      <legend className="iw-field__label">{t("backoffice.fields.roles")}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="sw-role-option">
          <input
            type="checkbox"
            name="roles"
            value={role}
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
            data-testid={`role-${role}`}
          />
          <span>
            <span className="sw-role-option__name">{t(`backoffice.roles.${role}`)}</span>
            <span className="sw-role-option__hint">{t(`backoffice.roleHints.${role}`)}</span>
          </span>
        </label>
      ))}
      <FieldErrors id={`${id}-errors`} messages={errors} />
    </fieldset>
  )
}
