import { useTranslation } from "react-i18next"
import { BUILDING_COLOR, BUILDING_MINE_COLOR, COLORS, LEGEND, cssColor } from "../utils/paint"

/** What each colour means; the cart and the focus outline too. Collapsible, so it does not cover the map on a phone. */
export const MapLegend = ({ isMember }: { readonly isMember: boolean }) => {
  const { t } = useTranslation()
  return (
    <details className="iw-map__legend" data-testid="map-legend" open={typeof window === "undefined" || window.matchMedia("(min-width: 601px)").matches}>
      <summary>{t("map.legend.title")}</summary>
      <ul>
        {LEGEND.filter((k) => isMember || k !== "mine").map((k) => (
          <li key={k}>
            <span className="iw-map__swatch" style={{ background: cssColor(COLORS[k]) }} aria-hidden="true" />
            {t(`map.legend.${k}`)}
          </li>
        ))}
        {isMember && (
          <>
            <li>
              <span className="iw-map__swatch iw-map__swatch--building" style={{ background: cssColor(BUILDING_COLOR) }} aria-hidden="true" />
              {t("map.legend.building")}
            </li>
            <li>
              <span className="iw-map__swatch iw-map__swatch--building" style={{ background: cssColor(BUILDING_MINE_COLOR) }} aria-hidden="true" />
              {t("map.legend.myBuilding")}
            </li>
          </>
        )}
        {isMember && (
          <li>
            <span className="iw-map__swatch iw-map__swatch--cart" aria-hidden="true" />
            {t("map.legend.inCart")}
          </li>
        )}
      </ul>
    </details>
  )
}
