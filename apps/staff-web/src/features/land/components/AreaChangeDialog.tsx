import { ConfirmDialog, Notice } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { type Pending, areaText, cellsOf } from "./area"
import type { CellGroup } from "./WorldPreview"

/**
 * Confirms a registration, reservation or availability change before it is sent: what it does to how many plots,
 * with warnings when registered or held plots are inside the area. Every change is audited.
 */
export const AreaChangeDialog = ({
  pending,
  counts,
  busy,
  onCancel,
  onConfirm
}: {
  readonly pending: Pending
  readonly counts: Record<CellGroup, number> | null
  readonly busy: boolean
  readonly onCancel: () => void
  readonly onConfirm: () => void
}) => {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      title={t(`plotsAdmin.${pending.mode}.confirmTitle`)}
      onCancel={onCancel}
      tone={pending.mode === "reserve" ? "danger" : "primary"}
      onConfirm={onConfirm}
      busy={busy}
      confirmTestId="land-confirm"
      confirmLabel={t(`plotsAdmin.${pending.mode}.confirm`)}
    >
      {pending.mode === "register" ? (
        <>
          <p>
            {t("plotsAdmin.register.confirmText", {
              count: cellsOf(pending.body.area).toLocaleString("en-US"),
              area: areaText(pending.body.area),
              kind: t(`plotsAdmin.kinds.${pending.body.kind}`),
              level: pending.body.level,
              price: pending.body.price
            })}
          </p>
          {pending.body.district && <p>{t("plotsAdmin.register.confirmDistrict", { name: pending.body.district.name })}</p>}
          {counts && counts.available + counts.reserved + counts.unavailable > 0 && (
            <Notice tone="warning">{t("plotsAdmin.register.confirmOverwrite", { count: counts.available + counts.reserved + counts.unavailable })}</Notice>
          )}
        </>
      ) : pending.mode === "reserve" ? (
        <p>{t("plotsAdmin.reserve.confirmText", { count: cellsOf(pending.area).toLocaleString("en-US"), area: areaText(pending.area), name: pending.name })}</p>
      ) : (
        <p>
          {t("plotsAdmin.availability.confirmText", {
            action: t(`plotsAdmin.availability.actions.${pending.action}`),
            count: cellsOf(pending.area).toLocaleString("en-US"),
            area: areaText(pending.area)
          })}
        </p>
      )}
      {counts && counts.held > 0 && pending.mode !== "availability" && <Notice tone="error">{t("plotsAdmin.world.heldWarning", { count: counts.held })}</Notice>}
      <p className="sw-muted sw-small">{t("plotsAdmin.audited")}</p>
    </ConfirmDialog>
  )
}
