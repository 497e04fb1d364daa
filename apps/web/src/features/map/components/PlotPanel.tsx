import { Button, Spinner, formatDate, formatDecimal, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import type { Footprint } from "../api/building-store"
import { type PlotFacts, canBuy } from "../utils/plot-facts"

/**
 * The chosen plot: what the snapshot says at once, then price, name and activation from `member/plot` for members.
 * Adds it to the cart or takes it out; visitors are asked to log in.
 */
export const PlotPanel = ({
  facts,
  isMember,
  inCart,
  cartFull,
  onToggleCart,
  onClose,
  building = null,
  memberId = null
}: {
  /** The building standing on this plot, as the live map knows it. */
  readonly building?: Footprint | null
  readonly memberId?: number | null
  readonly facts: PlotFacts
  readonly isMember: boolean
  readonly inCart: boolean
  readonly cartFull: boolean
  readonly onToggleCart: () => void
  readonly onClose: () => void
}) => {
  const { t } = useTranslation()
  const lang = useLang()
  const { x, y } = facts
  // The state in the snapshot changing (a live update) re-reads the details too.
  const load = useLoad(() => api.land.plot({ query: { x, y } }), [x, y, facts.state, facts.owner], { enabled: isMember })
  const detail = load.status === "ok" ? load.data : null
  const loading = load.status === "loading" && isMember
  const plot = detail?.plot
  const owner = facts.mine ? t("map.plot.you") : facts.owner ? t("map.plot.member", { id: facts.owner }) : "—"
  const buyable = canBuy(facts)
  // Template names come from the catalogue; a template off sale is named by its number.
  const catalog = useLoad(() => api.buildings.catalog(), [], { enabled: isMember && building !== null })
  const buildingName = building ? (catalog.data?.data.find((tpl) => tpl.id === building.templateId)?.name ?? `#${building.templateId}`) : null
  return (
    <section className="iw-map__panel" aria-labelledby="map-plot-title" data-testid="map-plot-panel" data-state={facts.state}>
      <header className="iw-map__panel-head">
        <h2 id="map-plot-title">{t("map.plot.title", { x, y })}</h2>
        <button type="button" className="iw-map__close" onClick={onClose} aria-label={t("common.close")}>
          ×
        </button>
      </header>
      {plot?.image && <img className="iw-map__plot-img" src={plot.image} alt="" />}
      <dl className="iw-map__facts">
        {plot?.name && (
          <div>
            <dt>{t("map.plot.name")}</dt>
            <dd>{plot.name}</dd>
          </div>
        )}
        <div>
          <dt>{t("map.plot.state")}</dt>
          <dd>
            <span className={`iw-map__state iw-map__state--${facts.state}`} data-testid="map-plot-state">
              {t(`map.state.${facts.kind === "land" ? facts.state : facts.kind}`)}
            </span>
          </dd>
        </div>
        {facts.district && (
          <div>
            <dt>{t("map.plot.district")}</dt>
            <dd>{facts.district}</dd>
          </div>
        )}
        {facts.kind === "land" && (
          <div>
            <dt>{t("map.plot.level")}</dt>
            <dd>{facts.level}</dd>
          </div>
        )}
        {plot && (
          <>
            <div>
              <dt>{t("map.plot.size")}</dt>
              <dd>{plot.size}</dd>
            </div>
            <div>
              <dt>{t("map.plot.price")}</dt>
              <dd data-testid="map-plot-price">{formatDecimal(plot.price.decimal)} ABEY</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t("map.plot.owner")}</dt>
          <dd>{owner}</dd>
        </div>
        {building && (
          <div>
            <dt>{t("map.plot.building")}</dt>
            <dd data-testid="map-plot-building" data-building-id={building.id}>
              {t("map.plot.buildingValue", { name: buildingName, area: `${building.x0},${building.y0} – ${building.x1},${building.y1}` })}
              {memberId !== null && building.memberId === memberId ? ` · ${t("map.plot.you")}` : ""}
            </dd>
          </div>
        )}
        <div>
          <dt>{t("map.plot.minted")}</dt>
          <dd>{facts.minted ? t("map.plot.yes") : t("map.plot.no")}</dd>
        </div>
        {plot?.purchaseDate && (
          <div>
            <dt>{t("map.plot.purchased")}</dt>
            <dd>{formatDate(plot.purchaseDate, lang)}</dd>
          </div>
        )}
        {detail?.mine && (
          <div>
            <dt>{t("map.plot.activation")}</dt>
            <dd>{detail.activation ? t("map.plot.activeUntil", { date: formatDate(detail.activation.expiresAt, lang) }) : t("map.plot.notActive")}</dd>
          </div>
        )}
        {detail?.reservedArea && (
          <div>
            <dt>{t("map.plot.reserved")}</dt>
            <dd>{detail.reservedArea.name}</dd>
          </div>
        )}
      </dl>
      {loading && <Spinner label={t("common.loading")} />}
      <div className="iw-map__panel-actions">
        {isMember && buyable && (
          <Button variant={inCart ? "secondary" : "primary"} onClick={onToggleCart} disabled={!inCart && cartFull} data-testid="map-cart-toggle">
            {inCart ? t("map.cart.remove") : t("map.cart.add")}
          </Button>
        )}
        {isMember && !inCart && cartFull && buyable && <p className="iw-map__hint">{t("land.cart_limit")}</p>}
        {facts.mine && (
          <Link className="iw-btn iw-btn--secondary" to={to(lang, "my-plots")}>
            {t("map.plot.manage")}
          </Link>
        )}
        {!isMember && buyable && (
          <Link className="iw-btn iw-btn--primary" to={to(lang, "login")} data-testid="map-login-to-buy">
            {t("map.plot.loginToBuy")}
          </Link>
        )}
      </div>
    </section>
  )
}
