import { useTranslation } from "react-i18next"
import type { PurchaseStatus } from "../api/purchases"

const TONE: Record<PurchaseStatus, string> = {
  incomplete: "sw-status--action",
  pending: "sw-status--pending",
  approved: "iw-badge--success",
  rejected: "iw-badge--danger",
  refunded: "sw-status--refunded"
}

/** A purchase review state (spec §4); `incomplete` reads "Action required". */
export const PurchaseStatusBadge = ({ status }: { readonly status: PurchaseStatus }) => {
  const { t } = useTranslation()
  return (
    <span className={`iw-badge sw-status ${TONE[status]}`} data-status={status}>
      {t(`backoffice.purchases.status.${status}`)}
    </span>
  )
}
