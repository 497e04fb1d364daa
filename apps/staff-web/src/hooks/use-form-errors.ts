import { errorToShow, fieldMessages, useErrors } from "@iw/ui"
import { useCallback, useState } from "react"
import { useTranslation } from "react-i18next"

export type FormErrors = Record<string, Array<string>>

type Translate = (key: string, params?: Record<string, unknown>) => string

/**
 * The back-office's words for a field code: a ledger shortfall (`ledger.insufficient.<asset>` with `needed` and
 * `available`) says how much was needed and how much there is, which the member site's short message leaves out.
 */
export const staffFieldText =
  (t: Translate): Translate =>
  (key, params) => {
    const m = /^ledger\.insufficient\.(\w+)$/.exec(key)
    if (m && params && params.needed !== undefined && params.available !== undefined) {
      return t("backoffice.ledger.insufficient", { ...params, asset: t(`backoffice.assets.${m[1]}`, { defaultValue: m[1] }) })
    }
    return t(key, params)
  }

/**
 * The form side of the error path (spec §8): a 422 becomes messages on the form's fields; messages for
 * fields the form does not show go to `general`; 401 and 503 were already handled; anything else opens
 * the error dialog.
 */
export const useFormErrors = (fields: ReadonlyArray<string>) => {
  const { t } = useTranslation()
  const { report } = useErrors()
  const [errors, setErrors] = useState<FormErrors>({})
  const [general, setGeneral] = useState<Array<string>>([])
  const key = fields.join("|")
  const fail = useCallback(
    (error: unknown) => {
      const byField = fieldMessages(error, staffFieldText(t))
      if (Object.keys(byField).length > 0) {
        const known: FormErrors = {}
        const other: Array<string> = []
        for (const [field, messages] of Object.entries(byField)) {
          if (key.split("|").includes(field)) known[field] = messages
          else other.push(...messages)
        }
        setErrors(known)
        setGeneral(other)
        return
      }
      setErrors({})
      setGeneral([])
      const shown = errorToShow(error, t)
      if (shown !== null) report(shown)
    },
    [key, report, t]
  )
  const reset = useCallback((next: FormErrors = {}) => {
    setErrors(next)
    setGeneral([])
  }, [])
  return { errors, general, fail, reset }
}
