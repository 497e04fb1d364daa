import { DataTable, Spinner, errorMessage, formatDecimal } from "@iw/ui"
import { useTranslation } from "react-i18next"
import type { ExchangeOption, OwnedBuilding } from "../api/buildings"

type SizeRow = { readonly size: string; readonly plots: number; readonly templateIds: ReadonlyArray<number> }

/** The size map by type (1x1 = 1 PLOT … 5x5 = 25), the building's own size marked. */
export const SizeMap = ({ sizes, current }: { readonly sizes: ReadonlyArray<SizeRow>; readonly current: string | null }) => {
  const { t } = useTranslation()
  return (
    <DataTable
      rows={sizes}
      rowKey={(r) => r.size}
      caption={t("buildings.exchange.sizeMap")}
      className="iw-rtable"
      testId="exchange-size-map"
      rowProps={(r) => ({ "data-current": r.size === current, className: r.size === current ? "iw-bld__row--current" : undefined })}
      columns={[
        { key: "size", header: t("buildings.exchange.size"), rowHeader: true, cell: (r) => (r.size === current ? t("buildings.exchange.sizeCurrent", { size: r.size }) : r.size) },
        { key: "plots", header: t("buildings.exchange.plots"), cell: (r) => r.plots },
        { key: "templates", header: t("buildings.exchange.templates"), cell: (r) => r.templateIds.length }
      ]}
    />
  )
}

/** What the building may become: each template with its kind and what it costs or gives back, chosen by radio. */
export const ExchangeChoices = ({ options, chosen, onChoose }: { readonly options: ReadonlyArray<ExchangeOption>; readonly chosen: number | null; readonly onChoose: (id: number) => void }) => {
  const { t } = useTranslation()
  if (options.length === 0) return <p data-testid="exchange-none">{t("buildings.exchange.noTargets")}</p>
  return (
    <fieldset className="iw-bld__choices">
      <legend>{t("buildings.exchange.chooseTarget")}</legend>
      {options.map((o) => (
        <label key={o.template.id} className="iw-bld__choice" data-testid={`exchange-target-${o.template.id}`}>
          <input type="radio" name="exchange-target" value={o.template.id} checked={chosen === o.template.id} onChange={() => onChoose(o.template.id)} />
          <span>
            <strong>{o.template.name}</strong> · {o.template.size} · {t(`buildings.exchange.kind.${o.kind}`)}
            <br />
            {o.kind === "upgrade"
              ? t("buildings.exchange.youPay", { amount: formatDecimal(o.pay.decimal) })
              : o.kind === "downgrade"
                ? t("buildings.exchange.youGetBonus", { amount: formatDecimal(o.refund.decimal) })
                : t("buildings.exchange.noCost")}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

type Estimate = {
  readonly kind: "upgrade" | "downgrade" | "same"
  readonly pay: { readonly decimal: string }
  readonly refund: { readonly decimal: string }
  readonly split: { readonly ordinary: { readonly decimal: string }; readonly bonus: { readonly decimal: string } } | null
  readonly available: { readonly decimal: string }
}

/** The estimate for the chosen exchange and payment option: price, how the balances would pay it, or the shortfall. */
export const EstimateBox = ({ status, data, error }: { readonly status: "loading" | "ok" | "error"; readonly data: Estimate | undefined; readonly error?: unknown }) => {
  const { t } = useTranslation()
  if (status === "loading" && !data) return <Spinner label={t("common.loading")} />
  if (status === "error") return <p role="alert">{errorMessage(error, t)}</p>
  if (!data) return null
  return (
    <dl className="iw-bld__estimate" data-testid="exchange-estimate" data-enough={data.split !== null}>
      <div>
        <dt>{t("buildings.exchange.price")}</dt>
        <dd data-testid="exchange-price">
          {data.kind === "upgrade" ? t("buildings.ui.abeyPrice", { price: formatDecimal(data.pay.decimal) }) : data.kind === "downgrade" ? t("buildings.exchange.youGetBonus", { amount: formatDecimal(data.refund.decimal) }) : t("buildings.exchange.noCost")}
        </dd>
      </div>
      {data.kind === "upgrade" && (
        <>
          <div>
            <dt>{t("buildings.exchange.paidFrom")}</dt>
            <dd>{data.split ? t("buildings.exchange.split", { ordinary: formatDecimal(data.split.ordinary.decimal), bonus: formatDecimal(data.split.bonus.decimal) }) : t("ledger.insufficient.abey")}</dd>
          </div>
          <div>
            <dt>{t("buildings.exchange.available")}</dt>
            <dd>{t("buildings.ui.abeyPrice", { price: formatDecimal(data.available.decimal) })}</dd>
          </div>
        </>
      )}
    </dl>
  )
}

/** The chosen building in one line: size, PLOTs, where it stands. */
export const BuildingLine = ({ building }: { readonly building: OwnedBuilding }) => {
  const { t } = useTranslation()
  return (
    <p data-testid="exchange-building">
      {t("buildings.ui.sizeLine", { size: building.size, plots: building.plots })} ·{" "}
      {building.area ? t("buildings.ui.standsOn", { area: `${building.area.startX},${building.area.startY} – ${building.area.endX},${building.area.endY}` }) : t("buildings.ui.notPlaced")}
    </p>
  )
}
