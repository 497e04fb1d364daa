import { type BuildingDirection, turned } from "@iw/core/domain"
import { ApiError } from "@iw/contracts/api-error"
import { Button, LoadState, Notice, errorMessage, translateCode, useDocumentTitle, useLoad } from "@iw/ui"
import { type KeyboardEvent, useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useParams } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { placeBuilding, placeData } from "../api/buildings"
import { previewPlacement } from "../utils/placement-preview"
import "../buildings.css"

type Data = Awaited<ReturnType<typeof placeData>>

/**
 * A building in the store's escrow (listed for sale) cannot be placed: why (the 409 BUILDING_LISTED message), and
 * a link to the listing that holds it, where the member may cancel it.
 */
const ListedNotice = ({ listingId }: { readonly listingId: number | null }) => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Notice tone="warning">
      <span data-testid="place-listed">{t("errors.BUILDING_LISTED")}</span>{" "}
      {listingId !== null ? (
        <Link to={`${to(lang, "my-assets")}#listing-${listingId}`} data-testid="place-listed-link">
          {t("buildings.ui.viewListing", { id: listingId })}
        </Link>
      ) : null}
    </Notice>
  )
}

/** The listing named by a BUILDING_LISTED refusal (listed from elsewhere after the page loaded), or undefined. */
const listedBy = (e: unknown): number | null | undefined =>
  e instanceof ApiError && e.code === "BUILDING_LISTED" ? (typeof e.params?.listingId === "number" ? e.params.listingId : null) : undefined

/** The grid of the member's land with what stands on it; the footprint follows the pointer or the arrow keys. */
const PlaceGrid = ({ data }: { readonly data: Data }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const b = data.building
  const free = useMemo(() => new Set(data.areas.plots.map((p) => `${p.x},${p.y}`)), [data])
  const occupied = useMemo(() => {
    const s = new Set<string>()
    for (const [, , , x0, y0, x1, y1] of data.standing) for (let x = x0!; x <= x1!; x++) for (let y = y0!; y <= y1!; y++) s.add(`${x},${y}`)
    return s
  }, [data])
  // The view: the member's free PLOTs and the buildings near them, with a margin of 2.
  const xs = data.areas.plots.map((p) => p.x)
  const ys = data.areas.plots.map((p) => p.y)
  const x0 = xs.length ? Math.max(0, Math.min(...xs) - 2) : 0
  const y0 = ys.length ? Math.max(0, Math.min(...ys) - 2) : 0
  const width = Math.min(24, (xs.length ? Math.max(...xs) : 0) - x0 + 3)
  const height = Math.min(24, (ys.length ? Math.max(...ys) : 0) - y0 + 3)
  const [at, setAt] = useState({ x: xs[0] ?? x0, y: ys[0] ?? y0 })
  const [direction, setDirection] = useState<BuildingDirection>(b.direction)
  const [error, setError] = useState<string | null>(null)
  const [listed, setListed] = useState<number | null | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const preview = previewPlacement({ memberId: b.memberId, size: b.size, direction, x: at.x, y: at.y, free, occupied, ownedPlotSize: data.areas.ownedPlotSize, placedSize: data.areas.placedSize })
  const w = direction === "horizontal" ? Number(b.size[0]) : Number(b.size[2])
  const h = direction === "horizontal" ? Number(b.size[2]) : Number(b.size[0])
  const inside = (x: number, y: number) => x >= at.x && x < at.x + w && y >= at.y && y < at.y + h

  const place = async () => {
    if (!preview.ok || busy) return
    setBusy(true)
    try {
      await placeBuilding(b.id, { startX: at.x, startY: at.y, endX: at.x + w - 1, endY: at.y + h - 1 })
      navigate(to(lang, "marketplace/successful"), { state: { placed: b.name } })
    } catch (e) {
      const listing = listedBy(e)
      if (listing !== undefined) setListed(listing)
      else setError(errorMessage(e, t))
      setBusy(false)
    }
  }
  const onKey = (e: KeyboardEvent) => {
    const move: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }
    const d = move[e.key]
    if (d) {
      e.preventDefault()
      setAt((p) => ({ x: Math.max(0, p.x + d[0]), y: Math.max(0, p.y + d[1]) }))
    } else if (e.key === "r" || e.key === "R") setDirection(turned)
    else if (e.key === "Enter") void place()
  }
  const reason = preview.ok ? t("buildings.ui.fits") : translateCode(t, preview.code, preview.params)
  if (b.listed || listed !== undefined) return <ListedNotice listingId={listed ?? b.listing?.id ?? null} />
  return (
    <section className="iw-bld__place">
      <p>{t("buildings.ui.placeHelp")}</p>
      <div
        className="iw-bld__grid"
        role="grid"
        tabIndex={0}
        aria-label={t("buildings.ui.gridLabel", { name: b.name, x: at.x, y: at.y })}
        data-testid="place-grid"
        data-fits={preview.ok}
        onKeyDown={onKey}
        style={{ gridTemplateColumns: `repeat(${Math.max(1, width)}, 1fr)` }}
      >
        {Array.from({ length: Math.max(1, height) }, (_, row) =>
          Array.from({ length: Math.max(1, width) }, (_, col) => {
            const x = x0 + col
            const y = y0 + row
            const key = `${x},${y}`
            const state = inside(x, y) ? (preview.ok ? "fits" : "refused") : occupied.has(key) ? "occupied" : free.has(key) ? "free" : "other"
            return (
              <div
                key={key}
                role="gridcell"
                className={`iw-bld__cell iw-bld__cell--${state}`}
                data-testid={`cell-${key}`}
                onPointerEnter={() => setAt({ x, y })}
                onClick={() => (at.x === x && at.y === y ? void place() : setAt({ x, y }))}
              />
            )
          })
        )}
      </div>
      <p className={preview.ok ? "iw-bld__ok" : "iw-bld__refused"} data-testid="place-reason" aria-live="polite">
        {reason}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <div className="iw-bld__actions">
        <Button variant="secondary" onClick={() => setDirection(turned)} data-testid="rotate">
          {t("buildings.ui.rotate")}
        </Button>
        <Button onClick={() => void place()} disabled={!preview.ok} loading={busy} data-testid="place-here">
          {t("buildings.ui.placeHere")}
        </Button>
      </div>
    </section>
  )
}

/** `/{lang}/marketplace/place/{buildingID}`: Place mode for one of the member's buildings. */
const PlacePage = () => {
  const { t } = useTranslation()
  const id = Number(useParams().buildingId)
  const data = useLoad(() => placeData(id), [id])
  useDocumentTitle(t("buildings.ui.placeTitle"))
  return (
    <main className="iw-bld">
      <h1>{t("buildings.ui.placeTitle")}</h1>
      <LoadState load={data}>{(d) => <PlaceGrid data={d} />}</LoadState>
    </main>
  )
}

export default PlacePage
