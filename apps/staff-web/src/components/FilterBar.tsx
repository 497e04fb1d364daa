import { Button } from "@iw/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

/**
 * A list's filters above it (role=search): the fields, Filter (or `submitLabel`) to apply what was typed, and Clear
 * while a filter applies. Selects may apply at once; the list reads its filters from the address.
 */
export const FilterBar = ({
  label,
  onSubmit,
  onClear,
  submitLabel,
  submitTestId,
  busy = false,
  children
}: {
  readonly label: string
  readonly onSubmit?: () => void
  readonly onClear?: (() => void) | false
  readonly submitLabel?: string
  readonly submitTestId?: string
  /** While what was applied loads: the submit button spins. */
  readonly busy?: boolean
  readonly children: ReactNode
}) => {
  const { t } = useTranslation()
  return (
    <form
      className="sw-toolbar iw-card sw-card"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit?.()
      }}
    >
      {children}
      {onSubmit && (
        <Button type="submit" loading={busy} data-testid={submitTestId}>
          {submitLabel ?? t("backoffice.actions.filter")}
        </Button>
      )}
      {onClear && (
        <Button variant="ghost" onClick={onClear}>
          {t("backoffice.actions.clear")}
        </Button>
      )}
    </form>
  )
}
