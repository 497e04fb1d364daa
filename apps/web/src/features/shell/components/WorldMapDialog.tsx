import { Button, Dialog, Spinner } from "@iw/ui"
import { Suspense, lazy } from "react"
import { useTranslation } from "react-i18next"

/** pixi.js and the map arrive only when the dialog first opens: the header costs nothing until then. */
const MapView = lazy(() => import("../../map/components/MapView"))

/**
 * The world map opened from the header's Map link (spec §2), for visitors and members alike: the same live map
 * as `/{lang}/`; visitors see every plot and are asked to log in to buy.
 */
export const WorldMapDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("shell.map.title")}
      closeLabel={t("common.close")}
      size="large"
      className="iw-mapdlg"
      actions={<Button onClick={onClose}>{t("common.close")}</Button>}
    >
      {open && (
        <Suspense fallback={<Spinner label={t("common.loading")} />}>
          <div data-testid="world-map-dialog">
            <MapView variant="modal" />
          </div>
        </Suspense>
      )}
    </Dialog>
  )
}
