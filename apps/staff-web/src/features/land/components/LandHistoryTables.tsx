import type { AuditRecord } from "@iw/contracts"
import { DataTable, type Load, formatDateTime } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { useStaffNames } from "../../../hooks/use-staff-names"
import { abeyOfMinor } from "./area"

type History = Load<{ readonly data: ReadonlyArray<typeof AuditRecord.Type> }> & { readonly reload: () => void }

/** The audit log's registrations (target `area`): when, the area, kind, level, price, how many plots, and who. */
export const RegistrationsTable = ({ load }: { readonly load: History }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const names = useStaffNames()
  return (
    <section className="iw-card sw-card sw-card--table" aria-labelledby="land-registrations-title">
      <h2 id="land-registrations-title">{t("plotsAdmin.history.registrations")}</h2>
      <DataTable
        load={load}
        rows={load.data?.data ?? []}
        rowKey={(r) => r.id}
        rowProps={() => ({ "data-testid": "land-registration-row" })}
        caption={t("plotsAdmin.history.registrations")}
        region
        className="sw-table sw-table--stack"
        empty={t("plotsAdmin.history.emptyRegistrations")}
        columns={[
          { key: "when", header: t("plotsAdmin.history.when"), cellClassName: "sw-nowrap", cell: (r) => formatDateTime(r.at, lang) },
          { key: "area", header: t("plotsAdmin.history.area"), cellClassName: "sw-mono", cell: (r) => r.target.id.replace(":", " – ") },
          { key: "kind", header: t("plotsAdmin.register.kind"), cell: (r) => (typeof r.details.kind === "string" ? t(`plotsAdmin.kinds.${r.details.kind}`) : "—") },
          { key: "level", header: t("plotsAdmin.register.level"), className: "sw-num", cell: (r) => String(r.details.level ?? "—") },
          {
            key: "price",
            header: t("plotsAdmin.history.price"),
            className: "sw-num",
            cellClassName: "sw-nowrap",
            cell: (r) => (r.details.price === undefined ? "—" : `${abeyOfMinor(String(r.details.price))} ABEY`)
          },
          { key: "plots", header: t("plotsAdmin.history.plots"), className: "sw-num", cell: (r) => Number(r.details.count ?? 0).toLocaleString("en-US") },
          { key: "by", header: t("plotsAdmin.history.by"), cell: (r) => names.get(Number(r.actor.id)) ?? `#${r.actor.id}` }
        ]}
      />
    </section>
  )
}

/**
 * The audit log's reservations (target `reserved_area`), each with the name it was reserved under (recorded in the
 * entry), else the name of the reserved area it still is.
 */
export const ReservationsTable = ({ load, names: areaNames }: { readonly load: History; readonly names: ReadonlyMap<string, string> }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const names = useStaffNames()
  return (
    <section className="iw-card sw-card sw-card--table" aria-labelledby="land-reservations-title">
      <h2 id="land-reservations-title">{t("plotsAdmin.history.reservations")}</h2>
      <DataTable
        load={load}
        rows={load.data?.data ?? []}
        rowKey={(r) => r.id}
        rowProps={() => ({ "data-testid": "land-reservation-row" })}
        caption={t("plotsAdmin.history.reservations")}
        region
        className="sw-table sw-table--stack"
        empty={t("plotsAdmin.history.emptyReservations")}
        columns={[
          { key: "when", header: t("plotsAdmin.history.when"), cellClassName: "sw-nowrap", cell: (r) => formatDateTime(r.at, lang) },
          {
            key: "area",
            header: t("plotsAdmin.history.reservedArea"),
            cell: (r) => (
              <>
                <span className="sw-mono">#{r.target.id}</span> {typeof r.details.name === "string" ? r.details.name : (areaNames.get(r.target.id) ?? "")}
              </>
            )
          },
          { key: "plots", header: t("plotsAdmin.history.plots"), className: "sw-num", cell: (r) => Number(r.details.count ?? 0).toLocaleString("en-US") },
          { key: "by", header: t("plotsAdmin.history.by"), cell: (r) => names.get(Number(r.actor.id)) ?? `#${r.actor.id}` }
        ]}
      />
      <p className="sw-note sw-muted sw-card__pad">{t("plotsAdmin.history.note")}</p>
    </section>
  )
}
