import { Button, Checkbox, Notice, SelectField, TextField } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { AREA_ACTIONS, type Area, type AreaAction, PLOT_KINDS, PLOT_LEVELS, type PlotKind, type ReservedArea, changeAvailability, registerPlots, reserveArea } from "../api/land"
import { AreaChangeDialog } from "./AreaChangeDialog"
import type { CellGroup } from "./WorldPreview"
import { CORNERS, type Corner, MAX_CELLS, MODES, type Mode, type Pending, areaText, cellsOf, isPrice, isThumbnail, parseArea } from "./area"

/** Fields the server may name in a 422 (spec §8): the area and its corners, and each form's own fields. */
const FIELDS = ["area", "area.x0", "area.y0", "area.x1", "area.y1", "level", "price", "kind", "district", "district.name", "district.thumbnail", "name", "action"]

/**
 * The plot-registration form: a rectangle by two opposite corners, then per mode a level, price and kind (optionally
 * a new district), a name for a reserved area, or an availability action. Checked here first, confirmed in a dialog,
 * then sent; the server's 422 lands on the same fields. The page hears of the area (to show it on the world map) and
 * of each change made.
 */
export const AreaChangeForm = ({
  mode,
  onMode,
  countsOf,
  onArea,
  onSubmitting,
  onDone
}: {
  readonly mode: Mode
  readonly onMode: (mode: Mode) => void
  /** What the world holds in an area (null before the world has loaded). */
  readonly countsOf: (area: Area) => Record<CellGroup, number> | null
  readonly onArea: (area: Area | null) => void
  readonly onSubmitting: () => void
  /** After a change: what to say, which form made it, and a new reserved area (the history names it). */
  readonly onDone: (message: string, mode: Mode, reserved?: ReservedArea) => void
}) => {
  const { t } = useTranslation()
  const [corners, setCorners] = useState<Record<Corner, string>>({ x0: "", y0: "", x1: "", y1: "" })
  const [level, setLevel] = useState("1")
  const [price, setPrice] = useState("")
  const [kind, setKind] = useState<PlotKind>("land")
  const [newDistrict, setNewDistrict] = useState(false)
  const [districtName, setDistrictName] = useState("")
  const [thumbnail, setThumbnail] = useState("")
  const [reserveName, setReserveName] = useState("")
  const [action, setAction] = useState<AreaAction>("suspend")
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(FIELDS)
  const area = parseArea(corners)
  const areaKey = area ? areaText(area) : ""
  useEffect(() => onArea(area), [areaKey])

  /** Editing a field clears its message; the others stay until the next submit. */
  const edited = (...fields: ReadonlyArray<string>) => {
    if (fields.some((f) => errors[f])) reset(Object.fromEntries(Object.entries(errors).filter(([k]) => !fields.includes(k))))
  }
  const areaErrors = [...(errors.area ?? []), ...(errors.district ?? [])]

  const submit = () => {
    onSubmitting()
    const local: Record<string, Array<string>> = {}
    for (const k of CORNERS) if (!/^\d{1,6}$/.test(corners[k].trim())) local[`area.${k}`] = [t("plotsAdmin.errors.coordinate")]
    if (area && cellsOf(area) > MAX_CELLS) local.area = [t("plotsAdmin.errors.tooLarge", { max: MAX_CELLS.toLocaleString("en-US") })]
    if (mode === "register") {
      if (!isPrice(price.trim())) local.price = [t("plotsAdmin.errors.price")]
      if (newDistrict && districtName.trim() === "") local["district.name"] = [t("validation.required")]
      if (newDistrict && thumbnail.trim() !== "" && !isThumbnail(thumbnail.trim())) local["district.thumbnail"] = [t("plotsAdmin.errors.thumbnail")]
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
        const where = areaText(pending.body.area)
        onDone(
          pending.body.district
            ? t("plotsAdmin.register.doneDistrict", { count: r.count, area: where, name: pending.body.district.name })
            : t("plotsAdmin.register.done", { count: r.count, area: where }),
          pending.mode
        )
      } else if (pending.mode === "reserve") {
        const r = await reserveArea(pending.area, pending.name)
        onDone(t("plotsAdmin.reserve.done", { name: r.area.name, count: r.count, area: areaText(r.area) }), pending.mode, r.area)
      } else {
        const r = await changeAvailability(pending.area, pending.action)
        onDone(t("plotsAdmin.availability.done", { action: t(`plotsAdmin.availability.actions.${r.action}`), count: r.count, unchanged: r.unchanged, area: areaText(pending.area) }), pending.mode)
      }
      setPending(null)
    } catch (err) {
      setPending(null)
      fail(err)
    } finally {
      setBusy(false)
    }
  }

  return (
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
              onMode(m)
              reset()
            }}
            data-testid={`land-mode-${m}`}
          >
            {t(`plotsAdmin.modes.${m}`)}
          </button>
        ))}
      </div>
      <p className="sw-muted sw-small">{t(`plotsAdmin.modeHelp.${mode}`)}</p>
      <form
        id="land-form"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
        noValidate
      >
        <fieldset className="sw-land-fieldset">
          <legend>{t("plotsAdmin.area.legend")}</legend>
          <div className="sw-land-corners">
            {CORNERS.map((k) => (
              <TextField
                key={k}
                label={t(`plotsAdmin.area.${k}`)}
                value={corners[k]}
                onChange={(e) => {
                  setCorners((c) => ({ ...c, [k]: e.target.value.replace(/[^\d]/g, "") }))
                  edited(`area.${k}`, "area")
                }}
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                errors={errors[`area.${k}`]}
                data-testid={`land-${k}`}
              />
            ))}
          </div>
          <p className="sw-muted sw-small" aria-live="polite" data-testid="land-area-summary">
            {area
              ? t("plotsAdmin.area.summary", { area: areaText(area), w: area.x1 - area.x0 + 1, h: area.y1 - area.y0 + 1, count: cellsOf(area).toLocaleString("en-US") })
              : t("plotsAdmin.area.hint")}
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
                <TextField
                  label={t("plotsAdmin.register.districtName")}
                  value={districtName}
                  onChange={(e) => (setDistrictName(e.target.value), edited("district.name"))}
                  maxLength={64}
                  required
                  aria-required="true"
                  errors={errors["district.name"]}
                  data-testid="land-district-name"
                />
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
          <TextField
            label={t("plotsAdmin.reserve.name")}
            value={reserveName}
            onChange={(e) => (setReserveName(e.target.value), edited("name"))}
            maxLength={64}
            required
            aria-required="true"
            hint={t("plotsAdmin.reserve.nameHint")}
            errors={errors.name}
            data-testid="land-reserve-name"
          />
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
      {pending && <AreaChangeDialog pending={pending} counts={area ? countsOf(area) : null} busy={busy} onCancel={() => setPending(null)} onConfirm={() => void confirm()} />}
    </section>
  )
}
