import { Button, Checkbox, Dialog, Notice, SelectField, Spinner, TextField, errorMessage } from "@iw/ui"
import { type FormEvent, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLoad } from "../../../hooks/use-load"
import { useStaffNames } from "../../../hooks/use-staff-names"
import {
  AREA_ACTIONS,
  type Area,
  type AreaAction,
  type District,
  PLOT_KINDS,
  PLOT_LEVELS,
  type PlotKind,
  type RegisterBody,
  type ReservedAreaSummary,
  changeAvailability,
  deleteDistrict,
  editDistrict,
  landHistory,
  listDistricts,
  listReservedAreas,
  loadWorld,
  registerPlots,
  reserveArea,
  unreserveArea
} from "../api/land"
import { WorldPreview, countArea } from "./WorldPreview"
import "../land.css"

type Mode = "register" | "reserve" | "availability"
const MODES: ReadonlyArray<Mode> = ["register", "reserve", "availability"]
type Corner = "x0" | "y0" | "x1" | "y1"
const CORNERS: ReadonlyArray<Corner> = ["x0", "y0", "x1", "y1"]

/** Fields the server may name in a 422 (spec §8): the area and its corners, and each form's own fields. */
const FIELDS = ["area", "area.x0", "area.y0", "area.x1", "area.y1", "level", "price", "kind", "district", "district.name", "district.thumbnail", "name", "action"]

/** The largest area one request may cover (the server's limit: a whole 408 × 408 world). */
const MAX_CELLS = 408 * 408
/** ABEY with at most 8 decimals, as the ledger keeps it. */
const PRICE = /^\d{1,12}(\.\d{1,8})?$/

const areaText = (a: Area) => `${a.x0},${a.y0} – ${a.x1},${a.y1}`
const cellsOf = (a: Area) => (a.x1 - a.x0 + 1) * (a.y1 - a.y0 + 1)

/** The typed corners as an area (any two opposite corners), or null while one is missing or not a whole number ≥ 0. */
const parseArea = (raw: Record<Corner, string>): Area | null => {
  const n = CORNERS.map((k) => (/^\d{1,6}$/.test(raw[k].trim()) ? Number(raw[k].trim()) : null))
  if (n.some((v) => v === null)) return null
  const [x0, y0, x1, y1] = n as [number, number, number, number]
  return { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) }
}

/** A district or reserved area chosen in a list: the world map outlines it instead of the form's area. */
type Outlined = { readonly kind: "district" | "reserved"; readonly id: number; readonly name: string; readonly area: Area }
const areaOf = (a: Area): Area => ({ x0: a.x0, y0: a.y0, x1: a.x1, y1: a.y1 })

type Pending =
  | { readonly mode: "register"; readonly body: RegisterBody }
  | { readonly mode: "reserve"; readonly area: Area; readonly name: string }
  | { readonly mode: "availability"; readonly area: Area; readonly action: AreaAction }

/** A change to one row of the lists, asked for from its buttons and confirmed in a dialog. */
type RowChange =
  | { readonly kind: "unreserve"; readonly area: ReservedAreaSummary }
  | { readonly kind: "editDistrict"; readonly district: District; readonly name: string; readonly thumbnail: string }
  | { readonly kind: "deleteDistrict"; readonly district: District }

/**
 * `/staff/plot-registration` (spec §2): registers every plot of a rectangle with a level, a price and a kind,
 * optionally as a new district, or reserves an area so its plots leave sale. The world map beside the form shows the
 * rectangle and what it holds before anything changes; each change is confirmed, then recorded in the audit log.
 * It also suspends and resumes (or withdraws and releases) the sale of an area's land. Below the forms, the
 * districts and reserved areas registered so far; choosing one outlines it on the world map; a reserved area can be
 * un-reserved, a district renamed, given another thumbnail or deleted (not while members own its plots).
 */
const PlotRegistrationPage = () => {
  const { t } = useTranslation()
  const names = useStaffNames()
  const world = useLoad(() => loadWorld(), [])
  const registrations = useLoad(() => landHistory("area"), [])
  const reservations = useLoad(() => landHistory("reserved_area"), [])
  const districts = useLoad(() => listDistricts(), [])
  const reservedAreas = useLoad(() => listReservedAreas(), [])
  const [outlined, setOutlined] = useState<Outlined | null>(null)
  const worldRef = useRef<HTMLElement>(null)
  const [mode, setMode] = useState<Mode>("register")
  const [corners, setCorners] = useState<Record<Corner, string>>({ x0: "", y0: "", x1: "", y1: "" })
  const [level, setLevel] = useState("1")
  const [price, setPrice] = useState("")
  const [kind, setKind] = useState<PlotKind>("land")
  const [newDistrict, setNewDistrict] = useState(false)
  const [districtName, setDistrictName] = useState("")
  const [thumbnail, setThumbnail] = useState("")
  const [reserveName, setReserveName] = useState("")
  const [action, setAction] = useState<AreaAction>("suspend")
  const [rowChange, setRowChange] = useState<RowChange | null>(null)
  const [rowError, setRowError] = useState<string | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [reservedNames, setReservedNames] = useState<ReadonlyMap<string, string>>(new Map())
  const { errors, general, fail, reset } = useFormErrors(FIELDS)

  /** Editing a field clears its message; the others stay until the next submit. */
  const edited = (...fields: ReadonlyArray<string>) => {
    if (fields.some((f) => errors[f])) reset(Object.fromEntries(Object.entries(errors).filter(([k]) => !fields.includes(k))))
  }

  const area = parseArea(corners)
  const counts = area && world.data ? countArea(world.data, area) : null
  /** What the map outlines: the district or reserved area chosen in a list, else the form's area. */
  const shown = outlined?.area ?? area
  const shownCounts = outlined ? (world.data ? countArea(world.data, outlined.area) : null) : counts

  /** Choosing a row outlines its area (choosing it again goes back to the form's area) and brings the map into view. */
  const outline = (kind: Outlined["kind"], row: District | ReservedAreaSummary) => {
    if (outlined?.kind === kind && outlined.id === row.id) return setOutlined(null)
    setOutlined({ kind, id: row.id, name: row.name, area: areaOf(row) })
    worldRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" })
  }
  const isOutlined = (kind: Outlined["kind"], id: number) => outlined?.kind === kind && outlined.id === id
  const areaErrors = [...(errors.area ?? []), ...(errors.district ?? [])]

  const submit = (e?: FormEvent) => {
    e?.preventDefault()
    setDone(null)
    setOutlined(null)
    const local: Record<string, Array<string>> = {}
    for (const k of CORNERS) if (!/^\d{1,6}$/.test(corners[k].trim())) local[`area.${k}`] = [t("plotsAdmin.errors.coordinate")]
    if (area && cellsOf(area) > MAX_CELLS) local.area = [t("plotsAdmin.errors.tooLarge", { max: MAX_CELLS.toLocaleString("en-US") })]
    if (mode === "register") {
      if (!PRICE.test(price.trim())) local.price = [t("plotsAdmin.errors.price")]
      if (newDistrict && districtName.trim() === "") local["district.name"] = [t("validation.required")]
      if (newDistrict && thumbnail.trim() !== "" && !/^(https?:\/\/|\/)\S+$/.test(thumbnail.trim())) local["district.thumbnail"] = [t("plotsAdmin.errors.thumbnail")]
    } else if (mode === "reserve" && reserveName.trim() === "") local.name = [t("validation.required")]
    reset(local)
    if (Object.keys(local).length > 0 || !area) return
    if (mode === "register") {
      const district = newDistrict ? { name: districtName.trim(), ...(thumbnail.trim() ? { thumbnail: thumbnail.trim() } : {}) } : undefined
      setPending({ mode, body: { area, level: Number(level), price: price.trim(), kind, ...(district ? { district } : {}) } })
    } else if (mode === "reserve") setPending({ mode, area, name: reserveName.trim() })
    else setPending({ mode, area, action })
  }

  const confirm = async () => {
    if (!pending) return
    setBusy(true)
    try {
      if (pending.mode === "register") {
        const r = await registerPlots(pending.body)
        setDone(
          pending.body.district
            ? t("plotsAdmin.register.doneDistrict", { count: r.count, area: areaText(pending.body.area), name: pending.body.district.name })
            : t("plotsAdmin.register.done", { count: r.count, area: areaText(pending.body.area) })
        )
        registrations.reload()
      } else if (pending.mode === "reserve") {
        const r = await reserveArea(pending.area, pending.name)
        setReservedNames((m) => new Map(m).set(String(r.area.id), `${r.area.name} · ${areaText(r.area)}`))
        setDone(t("plotsAdmin.reserve.done", { name: r.area.name, count: r.count, area: areaText(r.area) }))
        reservations.reload()
      } else {
        const r = await changeAvailability(pending.area, pending.action)
        setDone(t("plotsAdmin.availability.done", { action: t(`plotsAdmin.availability.actions.${r.action}`), count: r.count, unchanged: r.unchanged, area: areaText(pending.area) }))
      }
      setPending(null)
      world.reload()
      districts.reload()
      reservedAreas.reload()
    } catch (err) {
      setPending(null)
      fail(err)
    } finally {
      setBusy(false)
    }
  }

  /** Carries out the change a row's button asked for; a refusal (e.g. a district members own plots in) stays in its dialog. */
  const applyRowChange = async () => {
    if (!rowChange) return
    setBusy(true)
    setRowError(null)
    try {
      if (rowChange.kind === "unreserve") {
        const r = await unreserveArea(rowChange.area.id)
        setDone(t("plotsAdmin.lists.unreserveDone", { name: r.area.name, count: r.count }))
        reservedAreas.reload()
      } else if (rowChange.kind === "editDistrict") {
        const d = await editDistrict(rowChange.district.id, { name: rowChange.name.trim(), thumbnail: rowChange.thumbnail.trim() === "" ? null : rowChange.thumbnail.trim() })
        setDone(t("plotsAdmin.lists.editDone", { name: d.name }))
      } else {
        const r = await deleteDistrict(rowChange.district.id)
        setDone(t("plotsAdmin.lists.deleteDone", { name: r.name }))
      }
      if (outlined && rowChange.kind !== "editDistrict") setOutlined(null)
      setRowChange(null)
      world.reload()
      districts.reload()
    } catch (err) {
      setRowError(errorMessage(err, t))
    } finally {
      setBusy(false)
    }
  }
  const askRowChange = (change: RowChange) => (e: React.MouseEvent) => {
    e.stopPropagation()
    setDone(null)
    setRowError(null)
    setRowChange(change)
  }
  const rowInvalid =
    rowChange?.kind === "editDistrict" && (rowChange.name.trim() === "" || (rowChange.thumbnail.trim() !== "" && !/^(https?:\/\/|\/)\S+$/.test(rowChange.thumbnail.trim())))

  const corner = (k: Corner) => (
    <TextField
      key={k}
      label={t(`plotsAdmin.area.${k}`)}
      value={corners[k]}
      onChange={(e) => {
        setCorners((c) => ({ ...c, [k]: e.target.value.replace(/[^\d]/g, "") }))
        setOutlined(null)
        edited(`area.${k}`, "area")
      }}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      errors={errors[`area.${k}`]}
      data-testid={`land-${k}`}
    />
  )

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.plotRegistration")} lead={t("plotsAdmin.lead")} />
      {done && <Notice tone="success">{done}</Notice>}
      <div className="sw-land-grid">
        <section className="iw-card sw-card" aria-labelledby="land-form-title">
          <h2 id="land-form-title">{t("plotsAdmin.formTitle")}</h2>
          <div role="group" aria-label={t("plotsAdmin.modeLabel")} className="sw-land-modes">
            {MODES.map((m) => (
              <button
                key={m}
                type="button"
                className="iw-btn iw-btn--secondary"
                aria-pressed={mode === m}
                onClick={() => {
                  setMode(m)
                  reset()
                }}
                data-testid={`land-mode-${m}`}
              >
                {t(`plotsAdmin.modes.${m}`)}
              </button>
            ))}
          </div>
          <p className="sw-muted sw-small">{t(`plotsAdmin.modeHelp.${mode}`)}</p>
          <form id="land-form" onSubmit={submit} noValidate>
            <fieldset className="sw-land-fieldset">
              <legend>{t("plotsAdmin.area.legend")}</legend>
              <div className="sw-land-corners">{CORNERS.map(corner)}</div>
              <p className="sw-muted sw-small" aria-live="polite" data-testid="land-area-summary">
                {area ? t("plotsAdmin.area.summary", { area: areaText(area), w: area.x1 - area.x0 + 1, h: area.y1 - area.y0 + 1, count: cellsOf(area).toLocaleString("en-US") }) : t("plotsAdmin.area.hint")}
              </p>
              {areaErrors.length > 0 && (
                <p className="iw-field__errors sw-land-error" role="alert">
                  {areaErrors.join(" ")}
                </p>
              )}
            </fieldset>
            {mode === "register" ? (
              <>
                <div className="sw-form-row">
                  <SelectField
                    label={t("plotsAdmin.register.kind")}
                    value={kind}
                    onChange={(e) => setKind(PLOT_KINDS.find((k) => k === e.target.value) ?? "land")}
                    options={PLOT_KINDS.map((k) => ({ value: k, label: t(`plotsAdmin.kinds.${k}`) }))}
                    errors={errors.kind}
                    data-testid="land-kind"
                  />
                  <SelectField
                    label={t("plotsAdmin.register.level")}
                    value={level}
                    onChange={(e) => setLevel(e.target.value)}
                    options={PLOT_LEVELS.map((l) => ({ value: String(l), label: t("plotsAdmin.levelN", { level: l }) }))}
                    errors={errors.level}
                    data-testid="land-level"
                  />
                </div>
                <TextField
                  label={t("plotsAdmin.register.price")}
                  value={price}
                  onChange={(e) => {
                    setPrice(e.target.value.replace(/[^\d.]/g, ""))
                    edited("price")
                  }}
                  inputMode="decimal"
                  maxLength={21}
                  placeholder="100"
                  hint={t("plotsAdmin.register.priceHint")}
                  errors={errors.price}
                  data-testid="land-price"
                />
                <Checkbox label={t("plotsAdmin.register.newDistrict")} checked={newDistrict} onChange={(e) => setNewDistrict(e.target.checked)} data-testid="land-new-district" />
                {newDistrict && (
                  <div className="sw-form-row">
                    <TextField label={t("plotsAdmin.register.districtName")} value={districtName} onChange={(e) => (setDistrictName(e.target.value), edited("district.name"))} maxLength={64} required aria-required="true" errors={errors["district.name"]} data-testid="land-district-name" />
                    <TextField
                      label={t("plotsAdmin.register.thumbnail")}
                      value={thumbnail}
                      onChange={(e) => (setThumbnail(e.target.value), edited("district.thumbnail"))}
                      maxLength={500}
                      inputMode="url"
                      hint={t("plotsAdmin.register.thumbnailHint")}
                      errors={errors["district.thumbnail"]}
                      data-testid="land-district-thumbnail"
                    />
                  </div>
                )}
              </>
            ) : mode === "reserve" ? (
              <TextField label={t("plotsAdmin.reserve.name")} value={reserveName} onChange={(e) => (setReserveName(e.target.value), edited("name"))} maxLength={64} required aria-required="true" hint={t("plotsAdmin.reserve.nameHint")} errors={errors.name} data-testid="land-reserve-name" />
            ) : (
              <SelectField
                label={t("plotsAdmin.availability.action")}
                value={action}
                onChange={(e) => setAction(AREA_ACTIONS.find((a) => a === e.target.value) ?? "suspend")}
                options={AREA_ACTIONS.map((a) => ({ value: a, label: t(`plotsAdmin.availability.actions.${a}`) }))}
                errors={errors.action}
                data-testid="land-action"
              />
            )}
            {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
            <div className="sw-land-actions">
              <Button type="submit" data-testid="land-submit">
                {t(`plotsAdmin.${mode}.submit`)}
              </Button>
            </div>
          </form>
        </section>
        <section ref={worldRef} className="iw-card sw-card" aria-labelledby="land-world-title" aria-busy={world.status === "loading"}>
          <h2 id="land-world-title">{t("plotsAdmin.world.title")}</h2>
          {world.status === "error" && <LoadError error={world.error} onRetry={world.reload} />}
          {outlined && (
            <p className="sw-land-outlined" aria-live="polite" data-testid="land-outlined">
              <span>{t(outlined.kind === "district" ? "plotsAdmin.lists.outlinedDistrict" : "plotsAdmin.lists.outlinedReserved", { name: outlined.name, area: areaText(outlined.area) })}</span>
              <button type="button" className="iw-btn iw-btn--link" onClick={() => setOutlined(null)} data-testid="land-outlined-clear">
                {t("plotsAdmin.lists.showForm")}
              </button>
            </p>
          )}
          {world.data ? <WorldPreview world={world.data} area={shown} label={t("plotsAdmin.world.label")} /> : world.status === "loading" && <Spinner label={t("common.loading")} />}
          {shownCounts && (
            <div className="sw-land-counts" data-testid="land-area-counts">
              <h3>{t(outlined ? "plotsAdmin.lists.inOutlined" : "plotsAdmin.world.inArea")}</h3>
              <dl>
                {(["available", "held", "reserved", "unavailable", "none"] as const).map((g) => (
                  <div key={g}>
                    <dt>{t(`plotsAdmin.groups.${g}`)}</dt>
                    <dd>{shownCounts[g].toLocaleString("en-US")}</dd>
                  </div>
                ))}
              </dl>
              {!outlined && shownCounts.held > 0 && <Notice tone="warning">{t("plotsAdmin.world.heldWarning", { count: shownCounts.held })}</Notice>}
              {!outlined && shownCounts.none > 0 && mode === "register" && <p className="sw-muted sw-small">{t("plotsAdmin.world.noneNote", { count: shownCounts.none })}</p>}
            </div>
          )}
        </section>
      </div>

      <section className="iw-card sw-card sw-card--table" aria-labelledby="land-districts-title" aria-busy={districts.status === "loading"}>
        <h2 id="land-districts-title">{t("plotsAdmin.lists.districts")}</h2>
        <p className="sw-muted sw-small sw-card__pad">{t("plotsAdmin.lists.hint")}</p>
        {districts.status === "error" && <LoadError error={districts.error} onRetry={districts.reload} />}
        <div className="sw-table-wrap" tabIndex={0} role="region" aria-labelledby="land-districts-title">
          <table className="iw-table sw-table sw-table--stack">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t("plotsAdmin.lists.name")}</th>
                <th scope="col">{t("plotsAdmin.history.area")}</th>
                <th scope="col" className="sw-num">{t("plotsAdmin.history.plots")}</th>
                <th scope="col" className="sw-num">{t("plotsAdmin.groups.available")}</th>
                <th scope="col">{t("plotsAdmin.lists.thumbnail")}</th>
                <th scope="col">{t("plotsAdmin.lists.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {(districts.data?.data ?? []).length === 0 && (
                <tr>
                  <td colSpan={7} className="sw-empty">
                    {districts.status === "loading" ? t("common.loading") : t("plotsAdmin.lists.emptyDistricts")}
                  </td>
                </tr>
              )}
              {(districts.data?.data ?? []).map((d) => (
                <tr key={d.id} data-testid="land-district-row" data-id={d.id} className={`sw-row-link${isOutlined("district", d.id) ? " sw-land-row--outlined" : ""}`} onClick={() => outline("district", d)}>
                  <td className="sw-mono" data-label="#">
                    #{d.id}
                  </td>
                  <td data-label={t("plotsAdmin.lists.name")}>
                    <button type="button" className="iw-btn iw-btn--link" aria-pressed={isOutlined("district", d.id)}>
                      {d.name}
                    </button>
                  </td>
                  <td className="sw-mono sw-nowrap" data-label={t("plotsAdmin.history.area")}>{areaText(d)}</td>
                  <td className="sw-num" data-label={t("plotsAdmin.history.plots")}>{d.plots.toLocaleString("en-US")}</td>
                  <td className="sw-num" data-label={t("plotsAdmin.groups.available")}>{d.available.toLocaleString("en-US")}</td>
                  <td data-label={t("plotsAdmin.lists.thumbnail")}>{d.thumbnail ? <img className="sw-land-thumb" src={d.thumbnail} alt="" loading="lazy" title={d.thumbnail} /> : "—"}</td>
                  <td className="sw-nowrap" data-label={t("plotsAdmin.lists.actions")}>
                    <span className="sw-land-row-actions">
                      <button type="button" className="iw-btn iw-btn--link" onClick={askRowChange({ kind: "editDistrict", district: d, name: d.name, thumbnail: d.thumbnail ?? "" })} data-testid="land-district-edit">
                        {t("plotsAdmin.lists.edit")}
                        <span className="iw-visually-hidden"> {d.name}</span>
                      </button>
                      <button type="button" className="iw-btn iw-btn--link sw-land-danger" onClick={askRowChange({ kind: "deleteDistrict", district: d })} data-testid="land-district-delete">
                        {t("plotsAdmin.lists.delete")}
                        <span className="iw-visually-hidden"> {d.name}</span>
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="iw-card sw-card sw-card--table" aria-labelledby="land-reserved-title" aria-busy={reservedAreas.status === "loading"}>
        <h2 id="land-reserved-title">{t("plotsAdmin.lists.reservedAreas")}</h2>
        <p className="sw-muted sw-small sw-card__pad">{t("plotsAdmin.lists.hint")}</p>
        {reservedAreas.status === "error" && <LoadError error={reservedAreas.error} onRetry={reservedAreas.reload} />}
        <div className="sw-table-wrap" tabIndex={0} role="region" aria-labelledby="land-reserved-title">
          <table className="iw-table sw-table sw-table--stack">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t("plotsAdmin.lists.name")}</th>
                <th scope="col">{t("plotsAdmin.history.area")}</th>
                <th scope="col" className="sw-num">{t("plotsAdmin.history.plots")}</th>
                <th scope="col">{t("plotsAdmin.lists.reservedAt")}</th>
                <th scope="col">{t("plotsAdmin.lists.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {(reservedAreas.data?.data ?? []).length === 0 && (
                <tr>
                  <td colSpan={6} className="sw-empty">
                    {reservedAreas.status === "loading" ? t("common.loading") : t("plotsAdmin.lists.emptyReserved")}
                  </td>
                </tr>
              )}
              {(reservedAreas.data?.data ?? []).map((a) => (
                <tr key={a.id} data-testid="land-reserved-row" data-id={a.id} className={`sw-row-link${isOutlined("reserved", a.id) ? " sw-land-row--outlined" : ""}`} onClick={() => outline("reserved", a)}>
                  <td className="sw-mono" data-label="#">
                    #{a.id}
                  </td>
                  <td data-label={t("plotsAdmin.lists.name")}>
                    <button type="button" className="iw-btn iw-btn--link" aria-pressed={isOutlined("reserved", a.id)}>
                      {a.name}
                    </button>
                  </td>
                  <td className="sw-mono sw-nowrap" data-label={t("plotsAdmin.history.area")}>{areaText(a)}</td>
                  <td className="sw-num" data-label={t("plotsAdmin.history.plots")}>{a.plots.toLocaleString("en-US")}</td>
                  <td className="sw-nowrap" data-label={t("plotsAdmin.lists.reservedAt")}>{a.createdAt.toLocaleString()}</td>
                  <td className="sw-nowrap" data-label={t("plotsAdmin.lists.actions")}>
                    <button type="button" className="iw-btn iw-btn--link" onClick={askRowChange({ kind: "unreserve", area: a })} data-testid="land-unreserve">
                      {t("plotsAdmin.lists.unreserve")}
                      <span className="iw-visually-hidden"> {a.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="iw-card sw-card sw-card--table" aria-labelledby="land-registrations-title">
        <h2 id="land-registrations-title">{t("plotsAdmin.history.registrations")}</h2>
        {registrations.status === "error" && <LoadError error={registrations.error} onRetry={registrations.reload} />}
        <div className="sw-table-wrap" tabIndex={0} role="region" aria-labelledby="land-registrations-title">
          <table className="iw-table sw-table sw-table--stack">
            <thead>
              <tr>
                <th scope="col">{t("plotsAdmin.history.when")}</th>
                <th scope="col">{t("plotsAdmin.history.area")}</th>
                <th scope="col">{t("plotsAdmin.register.kind")}</th>
                <th scope="col" className="sw-num">{t("plotsAdmin.register.level")}</th>
                <th scope="col" className="sw-num">{t("plotsAdmin.history.price")}</th>
                <th scope="col" className="sw-num">{t("plotsAdmin.history.plots")}</th>
                <th scope="col">{t("plotsAdmin.history.by")}</th>
              </tr>
            </thead>
            <tbody>
              {(registrations.data?.data ?? []).length === 0 && (
                <tr>
                  <td colSpan={7} className="sw-empty">
                    {registrations.status === "loading" ? t("common.loading") : t("plotsAdmin.history.emptyRegistrations")}
                  </td>
                </tr>
              )}
              {(registrations.data?.data ?? []).map((r) => (
                <tr key={r.id} data-testid="land-registration-row">
                  <td className="sw-nowrap" data-label={t("plotsAdmin.history.when")}>{r.at.toLocaleString()}</td>
                  <td className="sw-mono" data-label={t("plotsAdmin.history.area")}>{r.target.id.replace(":", " – ")}</td>
                  <td data-label={t("plotsAdmin.register.kind")}>{typeof r.details.kind === "string" ? t(`plotsAdmin.kinds.${r.details.kind}`) : "—"}</td>
                  <td className="sw-num" data-label={t("plotsAdmin.register.level")}>{String(r.details.level ?? "—")}</td>
                  <td className="sw-num sw-nowrap" data-label={t("plotsAdmin.history.price")}>{r.details.price === undefined ? "—" : `${abey(String(r.details.price))} ABEY`}</td>
                  <td className="sw-num" data-label={t("plotsAdmin.history.plots")}>{Number(r.details.count ?? 0).toLocaleString("en-US")}</td>
                  <td data-label={t("plotsAdmin.history.by")}>{names.get(Number(r.actor.id)) ?? `#${r.actor.id}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="iw-card sw-card sw-card--table" aria-labelledby="land-reservations-title">
        <h2 id="land-reservations-title">{t("plotsAdmin.history.reservations")}</h2>
        {reservations.status === "error" && <LoadError error={reservations.error} onRetry={reservations.reload} />}
        <div className="sw-table-wrap" tabIndex={0} role="region" aria-labelledby="land-reservations-title">
          <table className="iw-table sw-table sw-table--stack">
            <thead>
              <tr>
                <th scope="col">{t("plotsAdmin.history.when")}</th>
                <th scope="col">{t("plotsAdmin.history.reservedArea")}</th>
                <th scope="col" className="sw-num">{t("plotsAdmin.history.plots")}</th>
                <th scope="col">{t("plotsAdmin.history.by")}</th>
              </tr>
            </thead>
            <tbody>
              {(reservations.data?.data ?? []).length === 0 && (
                <tr>
                  <td colSpan={4} className="sw-empty">
                    {reservations.status === "loading" ? t("common.loading") : t("plotsAdmin.history.emptyReservations")}
                  </td>
                </tr>
              )}
              {(reservations.data?.data ?? []).map((r) => (
                <tr key={r.id} data-testid="land-reservation-row">
                  <td className="sw-nowrap" data-label={t("plotsAdmin.history.when")}>{r.at.toLocaleString()}</td>
                  <td data-label={t("plotsAdmin.history.reservedArea")}>
                    <span className="sw-mono">#{r.target.id}</span> {reservedNames.get(r.target.id) ?? ""}
                  </td>
                  <td className="sw-num" data-label={t("plotsAdmin.history.plots")}>{Number(r.details.count ?? 0).toLocaleString("en-US")}</td>
                  <td data-label={t("plotsAdmin.history.by")}>{names.get(Number(r.actor.id)) ?? `#${r.actor.id}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="sw-note sw-muted sw-card__pad">{t("plotsAdmin.history.note")}</p>
      </section>

      {pending && (
        <Dialog
          open
          title={t(`plotsAdmin.${pending.mode}.confirmTitle`)}
          onClose={() => setPending(null)}
          closeLabel={t("common.close")}
          actions={
            <>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {t("common.cancel")}
              </Button>
              <Button variant={pending.mode === "reserve" ? "danger" : "primary"} onClick={() => void confirm()} loading={busy} data-testid="land-confirm">
                {t(`plotsAdmin.${pending.mode}.confirm`)}
              </Button>
            </>
          }
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
              {counts && counts.available + counts.reserved + counts.unavailable > 0 && <Notice tone="warning">{t("plotsAdmin.register.confirmOverwrite", { count: counts.available + counts.reserved + counts.unavailable })}</Notice>}
            </>
          ) : pending.mode === "reserve" ? (
            <p>{t("plotsAdmin.reserve.confirmText", { count: cellsOf(pending.area).toLocaleString("en-US"), area: areaText(pending.area), name: pending.name })}</p>
          ) : (
            <p>{t("plotsAdmin.availability.confirmText", { action: t(`plotsAdmin.availability.actions.${pending.action}`), count: cellsOf(pending.area).toLocaleString("en-US"), area: areaText(pending.area) })}</p>
          )}
          {counts && counts.held > 0 && pending.mode !== "availability" && <Notice tone="error">{t("plotsAdmin.world.heldWarning", { count: counts.held })}</Notice>}
          <p className="sw-muted sw-small">{t("plotsAdmin.audited")}</p>
        </Dialog>
      )}
      {rowChange && (
        <Dialog
          open
          title={
            rowChange.kind === "unreserve"
              ? t("plotsAdmin.lists.unreserveTitle", { name: rowChange.area.name })
              : rowChange.kind === "editDistrict"
                ? t("plotsAdmin.lists.editTitle", { name: rowChange.district.name })
                : t("plotsAdmin.lists.deleteTitle", { name: rowChange.district.name })
          }
          onClose={() => setRowChange(null)}
          closeLabel={t("common.close")}
          actions={
            <>
              <Button variant="secondary" onClick={() => setRowChange(null)}>
                {t("common.cancel")}
              </Button>
              <Button variant={rowChange.kind === "editDistrict" ? "primary" : "danger"} onClick={() => void applyRowChange()} loading={busy} disabled={rowInvalid} data-testid="land-row-confirm">
                {rowChange.kind === "unreserve" ? t("plotsAdmin.lists.unreserve") : rowChange.kind === "editDistrict" ? t("plotsAdmin.lists.save") : t("plotsAdmin.lists.delete")}
              </Button>
            </>
          }
        >
          {rowChange.kind === "unreserve" && <p>{t("plotsAdmin.lists.unreserveText", { area: areaText(rowChange.area) })}</p>}
          {rowChange.kind === "deleteDistrict" && <p>{t("plotsAdmin.lists.deleteText", { count: rowChange.district.plots.toLocaleString("en-US") })}</p>}
          {rowChange.kind === "editDistrict" && (
            <>
              <TextField
                label={t("plotsAdmin.register.districtName")}
                value={rowChange.name}
                onChange={(e) => setRowChange({ ...rowChange, name: e.target.value })}
                maxLength={64}
                required
                aria-required="true"
                errors={rowChange.name.trim() === "" ? [t("validation.required")] : undefined}
                data-testid="land-district-edit-name"
              />
              <TextField
                label={t("plotsAdmin.register.thumbnail")}
                value={rowChange.thumbnail}
                onChange={(e) => setRowChange({ ...rowChange, thumbnail: e.target.value })}
                maxLength={500}
                inputMode="url"
                hint={t("plotsAdmin.register.thumbnailHint")}
                data-testid="land-district-edit-thumbnail"
              />
            </>
          )}
          {rowError && (
            <div data-testid="land-row-error">
              <Notice tone="error">{rowError}</Notice>
            </div>
          )}
          <p className="sw-muted sw-small">{t("plotsAdmin.audited")}</p>
        </Dialog>
      )}
    </div>
  )
}

/** The audit log keeps a price in ABEY's smallest unit (10⁻⁸); shown as ABEY. */
const abey = (minor: string): string => {
  if (!/^\d+$/.test(minor)) return minor
  const padded = minor.padStart(9, "0")
  const whole = padded.slice(0, -8).replace(/^0+(?=\d)/, "")
  const frac = padded.slice(-8).replace(/0+$/, "")
  return frac ? `${whole}.${frac}` : whole
}

export default PlotRegistrationPage
