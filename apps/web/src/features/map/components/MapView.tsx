import type { MemberProfile } from "@iw/contracts"
import { Button, useSession } from "@iw/ui"
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { memberSession } from "../../../lib/session"
import { CART_LIMIT, CartPanel } from "./CartPanel"
import { MapLegend } from "./MapLegend"
import { PlotPanel } from "./PlotPanel"
import type { DistrictArt } from "../utils/map-renderer"
import { type MapFilter, NO_FILTER } from "../utils/paint"
import { canBuy, plotFacts } from "../utils/plot-facts"
import { type Coord, useWorldMap } from "../hooks/use-world-map"
import "../map.css"

const same = (a: Coord | null, b: Coord | null) => a !== null && b !== null && a.x === b.x && a.y === b.y

/**
 * The live world map (spec §2 Map, issue 4 §4): every plot at once, coloured by state, with filters, a legend,
 * districts, details on hover and click, a cart of several plots and purchase; kept current over `/ws`.
 * Used at `/{lang}/` for members and in the header's map dialog for everyone.
 */
const MapView = ({ variant, initial = null }: { readonly variant: "page" | "modal"; readonly initial?: Coord | null }) => {
  const { t } = useTranslation()
  const profile: MemberProfile | null = useSession(memberSession)?.profile ?? null
  const memberId = profile?.id ?? null
  const host = useRef<HTMLDivElement>(null)
  const [filter, setFilter] = useState<MapFilter>(NO_FILTER)
  const [cart, setCart] = useState<ReadonlyArray<Coord>>([])
  const [selected, setSelected] = useState<Coord | null>(initial)
  const [focus, setFocus] = useState<Coord | null>(initial)
  const [districts, setDistricts] = useState<ReadonlyArray<DistrictArt>>([])
  const [notice, setNotice] = useState<string | null>(null)
  const [goto, setGoto] = useState({ x: "", y: "" })

  // Visitors open the map too (spec §1): the districts' names and thumbnails come from the public list.
  const loadDistricts = useCallback(() => {
    api.land
      .publicDistricts()
      .then((d) => setDistricts(d.data))
      .catch(() => undefined)
  }, [])
  useEffect(loadDistricts, [loadDistricts])

  const toggleCart = useCallback(
    (c: Coord) => {
      setCart((now) => {
        if (now.some((p) => same(p, c))) return now.filter((p) => !same(p, c))
        if (now.length >= CART_LIMIT) {
          setNotice(t("land.cart_limit"))
          return now
        }
        return [...now, c]
      })
    },
    [t]
  )

  const worldRef = useRef<ReturnType<typeof useWorldMap>["state"]["world"]>(null)
  const onPick = useCallback(
    (c: Coord, add: boolean) => {
      setSelected(c)
      setFocus(c)
      const w = worldRef.current
      if (add && memberId !== null && w && canBuy(plotFacts(w, c.x, c.y, memberId, []))) toggleCart(c)
    },
    [memberId, toggleCart]
  )

  const { state, controls } = useWorldMap(host, { memberId, filter, cart, focus, districts, onPick, onDistrictsChanged: loadDistricts, initial })
  worldRef.current = state.world

  // A plot that stops being for sale (bought by someone else, live) leaves the cart.
  useEffect(() => {
    const w = state.world
    if (!w || cart.length === 0) return
    const gone = cart.filter((c) => !canBuy(plotFacts(w, c.x, c.y, memberId, [])))
    if (gone.length === 0) return
    setCart((now) => now.filter((c) => !gone.some((g) => same(g, c))))
    // Plots that became the member's own (their purchase, seen live) leave quietly; others are reported.
    const lost = gone.filter((c) => !plotFacts(w, c.x, c.y, memberId, [])?.mine)
    if (lost.length > 0) setNotice(t("map.cart.soldMeanwhile", { plots: lost.map((g) => `${g.x}, ${g.y}`).join(" · ") }))
  }, [state.tick, state.world, cart, memberId, t])

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), 6000)
    return () => clearTimeout(timer)
  }, [notice])

  const selectedFacts = useMemo(() => (state.world && selected ? plotFacts(state.world, selected.x, selected.y, memberId, districts) : null), [state.world, state.tick, selected, memberId, districts])
  const hoverFacts = useMemo(() => (state.world && state.hover ? plotFacts(state.world, state.hover.x, state.hover.y, memberId, districts) : null), [state.world, state.tick, state.hover, memberId, districts])
  const focusFacts = useMemo(() => (state.world && focus ? plotFacts(state.world, focus.x, focus.y, memberId, districts) : null), [state.world, state.tick, focus, memberId, districts])

  // Keyboard: arrows move the focused plot (Shift: by ten), Enter opens it, Space adds it to the cart, +/− zoom, 0 fits.
  const onKeyDown = (e: React.KeyboardEvent) => {
    const w = state.world
    if (!w) return
    const step = e.shiftKey ? 10 : 1
    const from = focus ?? { x: w.x0 + Math.floor(w.width / 2), y: w.y0 + Math.floor(w.height / 2) }
    const move = (dx: number, dy: number) => {
      const next = { x: Math.min(w.x0 + w.width - 1, Math.max(w.x0, from.x + dx)), y: Math.min(w.y0 + w.height - 1, Math.max(w.y0, from.y + dy)) }
      setFocus(next)
      controls.reveal(next)
    }
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(-step, 0),
      ArrowRight: () => move(step, 0),
      ArrowUp: () => move(0, -step),
      ArrowDown: () => move(0, step),
      Enter: () => setSelected(from),
      " ": () => memberId !== null && canBuy(plotFacts(w, from.x, from.y, memberId, [])) && toggleCart(from),
      "+": () => controls.zoom(1.5),
      "=": () => controls.zoom(1.5),
      "-": () => controls.zoom(1 / 1.5),
      "0": () => controls.fit(),
      Escape: () => setSelected(null)
    }
    const act = keys[e.key]
    if (!act) return
    e.preventDefault()
    if (!focus && e.key.startsWith("Arrow")) setFocus(from)
    act()
  }

  const onGoto = (e: FormEvent) => {
    e.preventDefault()
    const x = Number.parseInt(goto.x, 10)
    const y = Number.parseInt(goto.y, 10)
    const w = state.world
    if (!w || !Number.isInteger(x) || !Number.isInteger(y) || !plotFacts(w, x, y, memberId, [])) {
      setNotice(t("map.goto.notFound"))
      return
    }
    const c = { x, y }
    setFocus(c)
    setSelected(c)
    controls.show(c)
  }

  const setKind = (k: "forSale" | "mine" | "nextToMine") => setFilter((f) => ({ ...f, [k]: !f[k] }))
  const setLevel = (level: number) => setFilter((f) => ({ ...f, levels: f.levels.includes(level) ? f.levels.filter((l) => l !== level) : [...f.levels, level].sort() }))
  const describe = (f: ReturnType<typeof plotFacts>) =>
    f ? `${t("map.plot.title", { x: f.x, y: f.y })} · ${t(`map.state.${f.kind === "land" ? f.state : f.kind}`)}${f.kind === "land" ? ` · ${t("map.plot.levelShort", { level: f.level })}` : ""}${f.mine ? ` · ${t("map.plot.you")}` : ""}` : ""
  const liveLabel = t(`map.live.${state.live}`)

  return (
    <div className={`iw-map iw-map--${variant}`} data-testid="world-map" data-version={state.version} data-live={state.live} data-renderer={state.renderer ?? ""} data-visible={state.visible ? `${state.visible.x0},${state.visible.y0},${state.visible.x1},${state.visible.y1}` : ""} data-buildings={state.buildings}>
      <div className="iw-map__bar">
        <div className="iw-map__filters" role="group" aria-label={t("map.filters.title")}>
          <button type="button" className="iw-map__chip" aria-pressed={filter.forSale} onClick={() => setKind("forSale")} data-testid="map-filter-forSale">
            {t("map.filters.forSale")}
          </button>
          {memberId !== null && (
            <>
              <button type="button" className="iw-map__chip" aria-pressed={filter.mine} onClick={() => setKind("mine")} data-testid="map-filter-mine">
                {t("map.filters.mine")}
              </button>
              <button type="button" className="iw-map__chip" aria-pressed={filter.nextToMine} onClick={() => setKind("nextToMine")} data-testid="map-filter-nextToMine">
                {t("map.filters.nextToMine")}
              </button>
            </>
          )}
          <span className="iw-map__levels" role="group" aria-label={t("map.filters.level")}>
            {[1, 2, 3, 4].map((l) => (
              <button key={l} type="button" className="iw-map__chip" aria-pressed={filter.levels.includes(l)} onClick={() => setLevel(l)} data-testid={`map-filter-level-${l}`}>
                {t("map.plot.levelShort", { level: l })}
              </button>
            ))}
          </span>
          {(filter.forSale || filter.mine || filter.nextToMine || filter.levels.length > 0) && (
            <span className="iw-map__matching" data-testid="map-matching">
              {t("map.filters.matching", { n: state.matching })}
            </span>
          )}
        </div>
        <div className={`iw-map__live iw-map__live--${state.live}`} data-testid="map-live" role="status" aria-live="polite">
          <span className="iw-map__dot" aria-hidden="true" />
          {liveLabel}
          {state.live === "reconnecting" && state.retryInMs !== null && <span className="iw-map__hint"> {t("map.live.retryIn", { seconds: Math.ceil(state.retryInMs / 1000) })}</span>}
          {(state.live === "reconnecting" || state.live === "connect") && (
            <button type="button" className="iw-map__linkish" onClick={controls.reconnect}>
              {t("map.live.connectNow")}
            </button>
          )}
        </div>
      </div>

      <div className="iw-map__body">
        <div
          ref={host}
          className="iw-map__stage"
          tabIndex={0}
          role="application"
          aria-roledescription={t("map.aria.role")}
          aria-label={t("map.aria.label")}
          aria-describedby="map-help"
          onKeyDown={onKeyDown}
          data-testid="map-stage"
        >
          {!state.world && !state.error && <div className="iw-map__loading">{t("map.loading")}</div>}
          {state.error && (
            <div className="iw-map__loading" role="alert">
              {t("map.failed")}
            </div>
          )}
          {state.hover && hoverFacts && (
            <div className="iw-map__tip" style={{ left: state.hover.px, top: state.hover.py }} data-testid="map-tooltip" aria-hidden="true">
              <strong>{t("map.plot.title", { x: hoverFacts.x, y: hoverFacts.y })}</strong>
              <span>{t(`map.state.${hoverFacts.kind === "land" ? hoverFacts.state : hoverFacts.kind}`)}</span>
              {hoverFacts.kind === "land" && <span>{t("map.plot.levelShort", { level: hoverFacts.level })}</span>}
              {hoverFacts.district && <span>{hoverFacts.district}</span>}
              {hoverFacts.mine && <span>{t("map.plot.you")}</span>}
              {controls.buildingAt(hoverFacts) && <span>{t("map.plot.building")}</span>}
            </div>
          )}
          <div className="iw-map__zoom">
            <button type="button" onClick={() => controls.zoom(1.5)} aria-label={t("map.zoom.in")} data-testid="map-zoom-in">
              +
            </button>
            <button type="button" onClick={() => controls.zoom(1 / 1.5)} aria-label={t("map.zoom.out")} data-testid="map-zoom-out">
              −
            </button>
            <button type="button" onClick={controls.fit} aria-label={t("map.zoom.fit")}>
              ⤢
            </button>
          </div>
          <MapLegend isMember={memberId !== null} />
        </div>

        <aside className="iw-map__side">
          <form className="iw-map__goto" onSubmit={onGoto} aria-label={t("map.goto.title")}>
            <label>
              <span>x</span>
              <input inputMode="numeric" value={goto.x} onChange={(e) => setGoto((g) => ({ ...g, x: e.target.value.replace(/[^\d-]/g, "") }))} data-testid="map-goto-x" />
            </label>
            <label>
              <span>y</span>
              <input inputMode="numeric" value={goto.y} onChange={(e) => setGoto((g) => ({ ...g, y: e.target.value.replace(/[^\d-]/g, "") }))} data-testid="map-goto-y" />
            </label>
            <Button type="submit" variant="secondary" data-testid="map-goto">
              {t("map.goto.go")}
            </Button>
          </form>
          {selectedFacts ? (
            <PlotPanel
              facts={selectedFacts}
              isMember={memberId !== null}
              inCart={cart.some((c) => same(c, selectedFacts))}
              cartFull={cart.length >= CART_LIMIT}
              onToggleCart={() => toggleCart(selectedFacts)}
              onClose={() => setSelected(null)}
              building={controls.buildingAt(selectedFacts)}
              memberId={memberId}
            />
          ) : (
            <p className="iw-map__hint" id="map-hint">
              {memberId !== null ? t("map.help.member") : t("map.help.visitor")}
            </p>
          )}
          {profile && <CartPanel cart={cart} profile={profile} onRemove={toggleCart} onClear={() => setCart([])} onShow={(c) => (setSelected(c), setFocus(c), controls.show(c))} />}
        </aside>
      </div>

      <p id="map-help" className="iw-visually-hidden">
        {t("map.aria.help")}
      </p>
      <p className="iw-visually-hidden" aria-live="polite" data-testid="map-announce">
        {describe(focusFacts)}
      </p>
      {notice && (
        <p className="iw-map__notice" role="alert" data-testid="map-notice">
          {notice}
        </p>
      )}
    </div>
  )
}

export default MapView
