import { useTranslation } from "react-i18next"
import type { Purchase } from "../api/types"
import { STATUS_TONE } from "../utils/purchase-format"

/** A purchase's review state as a badge (spec §4): incomplete reads "Action required". */
export const StatusBadge = ({ status, testId = "purchase-status" }: { readonly status: Purchase["status"]; readonly testId?: string }) => {
  const { t } = useTranslation()
  return (
    <span className={`iw-badge iw-badge--${STATUS_TONE[status]} iw-pur__badge`} data-testid={testId} data-status={status}>
      {t(`tickets.purchases.status.${status}`)}
    </span>
  )
}
