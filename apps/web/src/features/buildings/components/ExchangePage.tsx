import { Button, ConfirmDialog, LoadState, Notice, SelectField, errorMessage, useDocumentTitle, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { type AbeyOption, exchangeBuilding, exchangeCatalog, exchangeEstimate, exchangeStart, removeBuilding } from "../api/buildings"
import { BuildingLine, EstimateBox, ExchangeChoices, SizeMap } from "./ExchangeParts"
import "../buildings.css"

type Start = Awaited<ReturnType<typeof exchangeStart>>

/** One building's exchange: what it may become, the payment option, the estimate, and a confirm. */
const ExchangeForm = ({ start, buildingId, onRemoved }: { readonly start: Start; readonly buildingId: number; readonly onRemoved: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const building = start.owned.find((b) => b.id === buildingId)!
  const catalog = useLoad(() => exchangeCatalog(buildingId), [buildingId, building.placed])
  const [target, setTarget] = useState<number | null>(null)
  const [option, setOption] = useState<AbeyOption>(start.defaultOption)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const estimate = useLoad(() => exchangeEstimate(buildingId, target!, option), [buildingId, target, option], { enabled: target !== null && !building.placed })
  const chosen = catalog.data?.data.find((o) => o.template.id === target) ?? null

  const remove = async () => {
    setBusy(true)
    try {
      await removeBuilding(buildingId)
      onRemoved()
    } catch (e) {
      setError(errorMessage(e, t))
    } finally {
      setBusy(false)
    }
  }
  const confirm = async () => {
    if (target === null) return
    setBusy(true)
    try {
      await exchangeBuilding(buildingId, target, option)
      navigate(to(lang, "marketplace/successful"), { state: { exchanged: true } })
    } catch (e) {
      navigate(to(lang, "marketplace/failed"), { state: { message: errorMessage(e, t) } })
    }
  }
  return (
    <>
      <BuildingLine building={building} />
      <SizeMap sizes={start.sizes} current={building.size} />
      {building.placed ? (
        <Notice tone="warning">
          <span data-testid="exchange-placed">{t("buildings.exchange.removeFirst")}</span>{" "}
          <Button variant="secondary" onClick={() => void remove()} loading={busy} data-testid="exchange-remove">
            {t("buildings.ui.remove")}
          </Button>
        </Notice>
      ) : (
        <LoadState load={catalog}>{(c) => <ExchangeChoices options={c.data} chosen={target} onChoose={setTarget} />}</LoadState>
      )}
      {error ? <p role="alert">{error}</p> : null}
      {chosen && !building.placed && (
        <section className="iw-bld__pay" aria-labelledby="exchange-estimate-title">
          <h2 id="exchange-estimate-title">{t("buildings.exchange.estimate")}</h2>
          {chosen.kind === "upgrade" && (
            <SelectField
              label={t("buildings.ui.paymentOption")}
              value={option}
              onChange={(e) => setOption(e.target.value as AbeyOption)}
              options={start.options.map((o) => ({ value: o, label: t(`buildings.ui.option.${o}`) }))}
              data-testid="exchange-option"
            />
          )}
          <EstimateBox status={estimate.status} data={estimate.data} error={estimate.status === "error" ? estimate.error : undefined} />
          <Button onClick={() => setConfirming(true)} disabled={estimate.status !== "ok" || (chosen.kind === "upgrade" && estimate.data?.split === null)} data-testid="exchange-submit">
            {t("buildings.exchange.submit")}
          </Button>
        </section>
      )}
      <ConfirmDialog open={confirming} title={t("buildings.exchange.confirmTitle")} confirmLabel={t("buildings.exchange.submit")} onConfirm={confirm} onCancel={() => setConfirming(false)} busy={busy} confirmTestId="confirm-exchange">
        <p>{chosen ? t("buildings.exchange.confirmText", { from: building.name, to: chosen.template.name }) : ""}</p>
      </ConfirmDialog>
    </>
  )
}

/**
 * `/{lang}/building-exchange` (spec §2 "Building Exchange", §7 exchange calls): pick one of the member's buildings
 * (`?buildingId=`), see the size map, what it may become (upgrade pays the difference, downgrade gives it back as
 * bonus ABEY), the estimate with the payment option (default abeyBalanceFirst), then confirm. A placed building is
 * removed from its PLOTs first (403 BUILDING_PLACED otherwise).
 */
const ExchangePage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [search, setSearch] = useSearchParams()
  const start = useLoad(exchangeStart, [])
  useDocumentTitle(t("buildings.exchange.title"))
  const picked = Number(search.get("buildingId") ?? 0)
  return (
    <main className="iw-bld">
      <h1>{t("buildings.exchange.title")}</h1>
      <nav className="iw-bld__links" aria-label={t("buildings.exchange.histories")}>
        <Link to={to(lang, "marketplace/exchangeupgradehistory")}>{t("buildings.history.exchangeTitle")}</Link>
        <Link to={to(lang, "marketplace/bulding-purchase-history")}>{t("buildings.history.purchaseTitle")}</Link>
      </nav>
      <LoadState load={start}>
        {(s) => {
          const id = s.owned.some((b) => b.id === picked) ? picked : (s.owned[0]?.id ?? 0)
          if (s.owned.length === 0) return <p data-testid="buildings-empty">{t("buildings.ui.none")}</p>
          return (
            <>
              <SelectField
                label={t("buildings.exchange.building")}
                value={String(id)}
                onChange={(e) => setSearch({ buildingId: e.target.value }, { replace: true })}
                options={s.owned.map((b) => ({ value: String(b.id), label: `${b.name} #${b.id}` }))}
                data-testid="exchange-building-select"
              />
              <ExchangeForm key={id} start={s} buildingId={id} onRemoved={start.reload} />
            </>
          )
        }}
      </LoadState>
    </main>
  )
}

export default ExchangePage
