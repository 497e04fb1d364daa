import { ConfirmDialog, Notice, TextField, errorMessage } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { deleteDistrict, editDistrict, unreserveArea } from "../api/land"
import { type RowChange, areaText, isThumbnail } from "./area"

/**
 * Confirms a change to one row of the lists (un-reserve an area, rename a district or change its thumbnail, delete
 * a district) and makes it. A refusal (e.g. a district members own plots in) stays in the dialog.
 */
export const RowChangeDialog = ({ change: initial, onClose, onDone }: { readonly change: RowChange; readonly onClose: () => void; readonly onDone: (message: string, change: RowChange) => void }) => {
  const { t } = useTranslation()
  const [change, setChange] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const invalid = change.kind === "editDistrict" && (change.name.trim() === "" || (change.thumbnail.trim() !== "" && !isThumbnail(change.thumbnail.trim())))

  const apply = async () => {
    setBusy(true)
    setError(null)
    try {
      if (change.kind === "unreserve") {
        const r = await unreserveArea(change.area.id)
        onDone(t("plotsAdmin.lists.unreserveDone", { name: r.area.name, count: r.count }), change)
      } else if (change.kind === "editDistrict") {
        const d = await editDistrict(change.district.id, { name: change.name.trim(), thumbnail: change.thumbnail.trim() === "" ? null : change.thumbnail.trim() })
        onDone(t("plotsAdmin.lists.editDone", { name: d.name }), change)
      } else {
        const r = await deleteDistrict(change.district.id)
        onDone(t("plotsAdmin.lists.deleteDone", { name: r.name }), change)
      }
    } catch (err) {
      setError(errorMessage(err, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open
      title={
        change.kind === "unreserve"
          ? t("plotsAdmin.lists.unreserveTitle", { name: change.area.name })
          : change.kind === "editDistrict"
            ? t("plotsAdmin.lists.editTitle", { name: change.district.name })
            : t("plotsAdmin.lists.deleteTitle", { name: change.district.name })
      }
      onCancel={onClose}
      tone={change.kind === "editDistrict" ? "primary" : "danger"}
      onConfirm={() => void apply()}
      busy={busy}
      disabled={invalid}
      confirmTestId="land-row-confirm"
      confirmLabel={change.kind === "unreserve" ? t("plotsAdmin.lists.unreserve") : change.kind === "editDistrict" ? t("plotsAdmin.lists.save") : t("plotsAdmin.lists.delete")}
    >
      {change.kind === "unreserve" && <p>{t("plotsAdmin.lists.unreserveText", { area: areaText(change.area) })}</p>}
      {change.kind === "deleteDistrict" && <p>{t("plotsAdmin.lists.deleteText", { count: change.district.plots.toLocaleString("en-US") })}</p>}
      {change.kind === "editDistrict" && (
        <>
          <TextField
            label={t("plotsAdmin.register.districtName")}
            value={change.name}
            onChange={(e) => setChange({ ...change, name: e.target.value })}
            maxLength={64}
            required
            aria-required="true"
            errors={change.name.trim() === "" ? [t("validation.required")] : undefined}
            data-testid="land-district-edit-name"
          />
          <TextField
            label={t("plotsAdmin.register.thumbnail")}
            value={change.thumbnail}
            onChange={(e) => setChange({ ...change, thumbnail: e.target.value })}
            maxLength={500}
            inputMode="url"
            hint={t("plotsAdmin.register.thumbnailHint")}
            data-testid="land-district-edit-thumbnail"
          />
        </>
      )}
      {error && (
        <div data-testid="land-row-error">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <p className="sw-muted sw-small">{t("plotsAdmin.audited")}</p>
    </ConfirmDialog>
  )
}
