import { DataTable, type Load, formatDateTime } from "@iw/ui"
import type { MouseEvent } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import type { District, ReservedAreaSummary } from "../api/land"
import { type Outlined, type RowChange, areaText } from "./area"

type Loaded<A> = Load<{ readonly data: ReadonlyArray<A> }> & { readonly reload: () => void }

interface ListProps<A> {
  readonly load: Loaded<A>
  readonly outlined: Outlined | null
  /** Choosing a row outlines its area on the world map (choosing it again goes back to the form's area). */
  readonly onOutline: (kind: Outlined["kind"], row: A) => void
  readonly onChange: (change: RowChange) => void
}

const ask = (onChange: (change: RowChange) => void, change: RowChange) => (e: MouseEvent) => {
  e.stopPropagation()
  onChange(change)
}

/** Every district with its area, plot counts and thumbnail; a row is renamed, given another thumbnail or deleted. */
export const DistrictsTable = ({ load, outlined, onOutline, onChange }: ListProps<District>) => {
  const { t } = useTranslation()
  const isOutlined = (id: number) => outlined?.kind === "district" && outlined.id === id
  return (
    <section className="iw-card sw-card sw-card--table" aria-labelledby="land-districts-title" aria-busy={load.status === "loading"}>
      <h2 id="land-districts-title">{t("plotsAdmin.lists.districts")}</h2>
      <p className="sw-muted sw-small sw-card__pad">{t("plotsAdmin.lists.hint")}</p>
      <DataTable
        load={load}
        rows={load.data?.data ?? []}
        rowKey={(d) => d.id}
        rowProps={(d) => ({
          "data-testid": "land-district-row",
          "data-id": d.id,
          className: `sw-row-link${isOutlined(d.id) ? " sw-land-row--outlined" : ""}`,
          onClick: () => onOutline("district", d)
        })}
        caption={t("plotsAdmin.lists.districts")}
        region
        className="sw-table sw-table--stack"
        empty={t("plotsAdmin.lists.emptyDistricts")}
        columns={[
          { key: "id", header: "#", cellClassName: "sw-mono", cell: (d) => `#${d.id}` },
          {
            key: "name",
            header: t("plotsAdmin.lists.name"),
            cell: (d) => (
              <button type="button" className="iw-btn iw-btn--link" aria-pressed={isOutlined(d.id)}>
                {d.name}
              </button>
            )
          },
          { key: "area", header: t("plotsAdmin.history.area"), cellClassName: "sw-mono sw-nowrap", cell: (d) => areaText(d) },
          { key: "plots", header: t("plotsAdmin.history.plots"), className: "sw-num", cell: (d) => d.plots.toLocaleString("en-US") },
          { key: "available", header: t("plotsAdmin.groups.available"), className: "sw-num", cell: (d) => d.available.toLocaleString("en-US") },
          {
            key: "thumbnail",
            header: t("plotsAdmin.lists.thumbnail"),
            cell: (d) => (d.thumbnail ? <img className="sw-land-thumb" src={d.thumbnail} alt="" loading="lazy" title={d.thumbnail} /> : "—")
          },
          {
            key: "actions",
            header: t("plotsAdmin.lists.actions"),
            cellClassName: "sw-nowrap",
            cell: (d) => (
              <span className="sw-land-row-actions">
                <button
                  type="button"
                  className="iw-btn iw-btn--link"
                  onClick={ask(onChange, { kind: "editDistrict", district: d, name: d.name, thumbnail: d.thumbnail ?? "" })}
                  data-testid="land-district-edit"
                >
                  {t("plotsAdmin.lists.edit")}
                  <span className="iw-visually-hidden"> {d.name}</span>
                </button>
                <button type="button" className="iw-btn iw-btn--link sw-land-danger" onClick={ask(onChange, { kind: "deleteDistrict", district: d })} data-testid="land-district-delete">
                  {t("plotsAdmin.lists.delete")}
                  <span className="iw-visually-hidden"> {d.name}</span>
                </button>
              </span>
            )
          }
        ]}
      />
    </section>
  )
}

/** Every reserved area, oldest first, with the plots inside it; a row is un-reserved. */
export const ReservedAreasTable = ({ load, outlined, onOutline, onChange }: ListProps<ReservedAreaSummary>) => {
  const { t } = useTranslation()
  const lang = useLang()
  const isOutlined = (id: number) => outlined?.kind === "reserved" && outlined.id === id
  return (
    <section className="iw-card sw-card sw-card--table" aria-labelledby="land-reserved-title" aria-busy={load.status === "loading"}>
      <h2 id="land-reserved-title">{t("plotsAdmin.lists.reservedAreas")}</h2>
      <p className="sw-muted sw-small sw-card__pad">{t("plotsAdmin.lists.hint")}</p>
      <DataTable
        load={load}
        rows={load.data?.data ?? []}
        rowKey={(a) => a.id}
        rowProps={(a) => ({
          "data-testid": "land-reserved-row",
          "data-id": a.id,
          className: `sw-row-link${isOutlined(a.id) ? " sw-land-row--outlined" : ""}`,
          onClick: () => onOutline("reserved", a)
        })}
        caption={t("plotsAdmin.lists.reservedAreas")}
        region
        className="sw-table sw-table--stack"
        empty={t("plotsAdmin.lists.emptyReserved")}
        columns={[
          { key: "id", header: "#", cellClassName: "sw-mono", cell: (a) => `#${a.id}` },
          {
            key: "name",
            header: t("plotsAdmin.lists.name"),
            cell: (a) => (
              <button type="button" className="iw-btn iw-btn--link" aria-pressed={isOutlined(a.id)}>
                {a.name}
              </button>
            )
          },
          { key: "area", header: t("plotsAdmin.history.area"), cellClassName: "sw-mono sw-nowrap", cell: (a) => areaText(a) },
          { key: "plots", header: t("plotsAdmin.history.plots"), className: "sw-num", cell: (a) => a.plots.toLocaleString("en-US") },
          { key: "reservedAt", header: t("plotsAdmin.lists.reservedAt"), cellClassName: "sw-nowrap", cell: (a) => formatDateTime(a.createdAt, lang) },
          {
            key: "actions",
            header: t("plotsAdmin.lists.actions"),
            cellClassName: "sw-nowrap",
            cell: (a) => (
              <button type="button" className="iw-btn iw-btn--link" onClick={ask(onChange, { kind: "unreserve", area: a })} data-testid="land-unreserve">
                {t("plotsAdmin.lists.unreserve")}
                <span className="iw-visually-hidden"> {a.name}</span>
              </button>
            )
          }
        ]}
      />
    </section>
  )
}
