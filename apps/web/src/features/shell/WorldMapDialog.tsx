import { Button, Dialog } from "@iw/ui"
import { useTranslation } from "react-i18next"

/**
 * The world map opened from the Map link (spec §2). The live map is a later capability; until it lands the
 * dialog says so. Replace this component's body with the map when it does.
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
      <div className="iw-mapdlg__art" aria-hidden="true">
        <span className="iw-mapdlg__pin" />
        <span className="iw-mapdlg__pin iw-mapdlg__pin--2" />
        <span className="iw-mapdlg__pin iw-mapdlg__pin--3" />
      </div>
      <div className="iw-mapdlg__text" data-testid="world-map-soon">
        <h3>{t("shell.map.soonTitle")}</h3>
        <p>{t("shell.map.soonText")}</p>
      </div>
    </Dialog>
  )
}
