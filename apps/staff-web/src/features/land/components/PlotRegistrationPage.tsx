import { Notice, useLoad } from "@iw/ui"
import { useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { type Area, type District, type ReservedAreaSummary, landHistory, listDistricts, listReservedAreas, loadWorld } from "../api/land"
import { AreaChangeForm } from "./AreaChangeForm"
import { DistrictsTable, ReservedAreasTable } from "./AreaLists"
import { RegistrationsTable, ReservationsTable } from "./LandHistoryTables"
import { RowChangeDialog } from "./RowChangeDialog"
import { WorldPanel } from "./WorldPanel"
import { countArea } from "./WorldPreview"
import { type Mode, type Outlined, type RowChange, areaOf, areaText } from "./area"
import "../land.css"

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
  const world = useLoad(() => loadWorld(), [])
  const registrations = useLoad(() => landHistory("area"), [])
  const reservations = useLoad(() => landHistory("reserved_area"), [])
  const districts = useLoad(() => listDistricts(), [])
  const reservedAreas = useLoad(() => listReservedAreas(), [])
  const worldRef = useRef<HTMLElement>(null)
  const [mode, setMode] = useState<Mode>("register")
  const [area, setArea] = useState<Area | null>(null)
  const [outlined, setOutlined] = useState<Outlined | null>(null)
  const [rowChange, setRowChange] = useState<RowChange | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const reservedNames = useMemo(() => new Map((reservedAreas.data?.data ?? []).map((a) => [String(a.id), a.name] as const)), [reservedAreas.data])

  const countsOf = (a: Area) => (world.data ? countArea(world.data, a) : null)
  /** What the map outlines: the district or reserved area chosen in a list, else the form's area. */
  const shown = outlined?.area ?? area
  const outline = (kind: Outlined["kind"], row: District | ReservedAreaSummary) => {
    if (outlined?.kind === kind && outlined.id === row.id) return setOutlined(null)
    setOutlined({ kind, id: row.id, name: row.name, area: areaOf(row) })
    worldRef.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" })
  }
  const changed = () => {
    world.reload()
    districts.reload()
  }

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.plotRegistration")} lead={t("plotsAdmin.lead")} />
      {done && <Notice tone="success">{done}</Notice>}
      <div className="sw-land-grid">
        <AreaChangeForm
          mode={mode}
          onMode={setMode}
          countsOf={countsOf}
          onArea={(a) => {
            setArea(a)
            setOutlined(null)
          }}
          onSubmitting={() => {
            setDone(null)
            setOutlined(null)
          }}
          onDone={(message, by, reserved) => {
            setDone(message)
            if (by === "register") registrations.reload()
            if (reserved) reservations.reload()
            changed()
            reservedAreas.reload()
          }}
        />
        <WorldPanel ref={worldRef} world={world} area={shown} counts={shown ? countsOf(shown) : null} outlined={outlined} mode={mode} onClearOutline={() => setOutlined(null)} />
      </div>
      <DistrictsTable
        load={districts}
        outlined={outlined}
        onOutline={outline}
        onChange={(c) => {
          setDone(null)
          setRowChange(c)
        }}
      />
      <ReservedAreasTable
        load={reservedAreas}
        outlined={outlined}
        onOutline={outline}
        onChange={(c) => {
          setDone(null)
          setRowChange(c)
        }}
      />
      <RegistrationsTable load={registrations} />
      <ReservationsTable load={reservations} names={reservedNames} />
      {rowChange && (
        <RowChangeDialog
          change={rowChange}
          onClose={() => setRowChange(null)}
          onDone={(message, c) => {
            setDone(message)
            if (outlined && c.kind !== "editDistrict") setOutlined(null)
            setRowChange(null)
            if (c.kind === "unreserve") reservedAreas.reload()
            changed()
          }}
        />
      )}
    </div>
  )
}

export default PlotRegistrationPage
