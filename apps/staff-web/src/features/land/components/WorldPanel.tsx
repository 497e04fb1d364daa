import type { WorldSnapshot } from "@iw/contracts"
import { LoadError, type Load, Notice, Spinner } from "@iw/ui"
import { forwardRef } from "react"
import { useTranslation } from "react-i18next"
import type { Area } from "../api/land"
import { CELL_GROUPS, type CellGroup, WorldPreview } from "./WorldPreview"
import { type Mode, type Outlined, areaText } from "./area"

/**
 * The world map beside the form: the form's area, or the district or reserved area chosen in a list, outlined, with
 * what it holds by group, and warnings before held plots would be touched.
 */
export const WorldPanel = forwardRef<
  HTMLElement,
  {
    readonly world: Load<WorldSnapshot> & { readonly reload: () => void }
    readonly area: Area | null
    readonly counts: Record<CellGroup, number> | null
    readonly outlined: Outlined | null
    readonly mode: Mode
    readonly onClearOutline: () => void
  }
>(({ world, area, counts, outlined, mode, onClearOutline }, ref) => {
  const { t } = useTranslation()
  return (
    <section ref={ref} className="iw-card sw-card" aria-labelledby="land-world-title" aria-busy={world.status === "loading"}>
      <h2 id="land-world-title">{t("plotsAdmin.world.title")}</h2>
      {world.status === "error" && <LoadError error={world.error} onRetry={world.reload} />}
      {outlined && (
        <p className="sw-land-outlined" aria-live="polite" data-testid="land-outlined">
          <span>{t(outlined.kind === "district" ? "plotsAdmin.lists.outlinedDistrict" : "plotsAdmin.lists.outlinedReserved", { name: outlined.name, area: areaText(outlined.area) })}</span>
          <button type="button" className="iw-btn iw-btn--link" onClick={onClearOutline} data-testid="land-outlined-clear">
            {t("plotsAdmin.lists.showForm")}
          </button>
        </p>
      )}
      {world.data ? <WorldPreview world={world.data} area={area} label={t("plotsAdmin.world.label")} /> : world.status === "loading" && <Spinner label={t("common.loading")} />}
      {counts && (
        <div className="sw-land-counts" data-testid="land-area-counts">
          <h3>{t(outlined ? "plotsAdmin.lists.inOutlined" : "plotsAdmin.world.inArea")}</h3>
          <dl>
            {CELL_GROUPS.map((g) => (
              <div key={g}>
                <dt>{t(`plotsAdmin.groups.${g}`)}</dt>
                <dd>{counts[g].toLocaleString("en-US")}</dd>
              </div>
            ))}
          </dl>
          {!outlined && counts.held > 0 && <Notice tone="warning">{t("plotsAdmin.world.heldWarning", { count: counts.held })}</Notice>}
          {!outlined && counts.none > 0 && mode === "register" && <p className="sw-muted sw-small">{t("plotsAdmin.world.noneNote", { count: counts.none })}</p>}
        </div>
      )}
    </section>
  )
})
