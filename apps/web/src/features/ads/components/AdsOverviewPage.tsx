import { Button, DataTable, LoadState, Notice, errorMessage, formatDateTime, formatDecimal, formatInteger, useAction, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { reasonKey } from "../utils/reasons"
import { buildingsStatus, canCreate, creditBalance, disableBuildings, enableBuildings, totals } from "../api/ads"
import { AdsFrame } from "./AdsFrame"
import { OwnerEarningsTable } from "./OwnerEarningsTable"
import { StatsPanel } from "./StatsPanel"

/**
 * `/{lang}/ads-overview` (spec §2 Ads): credits and the active package (ads are not shown under 100 credits, §9),
 * whether a new ad can be made and why not, the totals and the daily statistics, and the owner's side: which of the
 * member's buildings show AdNet ads, what each earned and what each ad earned on them, opting in and out (2D follows
 * within 48 hours).
 */
const AdsOverviewPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const balance = useLoad(creditBalance, [])
  const allowed = useLoad(canCreate, [])
  const sums = useLoad(() => totals(), [])
  const buildings = useLoad(buildingsStatus, [])
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null)
  const toggle = useAction((ids: ReadonlyArray<number>, on: boolean) => (on ? enableBuildings(ids) : disableBuildings(ids)), {
    onDone: (r) => {
      setNote({ tone: "success", text: t("adsPages.network.changed", { at: formatDateTime(r.effectiveAt, lang) }) })
      buildings.reload()
    },
    onError: (e) => setNote({ tone: "error", text: errorMessage(e, t) })
  })
  return (
    <AdsFrame title={t("features.adsOverview.title")} testId="ads-overview">
      <LoadState load={balance}>
        {(b) => (
          <section className="iw-card iw-ads__form" aria-labelledby="ads-credits">
            <h2 id="ads-credits">{t("adsPages.credits.title")}</h2>
            <dl className="iw-ads__stats">
              <div>
                <dt>{t("adsPages.credits.balance")}</dt>
                <dd data-testid="ads-credit-balance">{formatDecimal(b.balance.decimal, { min: 0 })}</dd>
              </div>
              <div>
                <dt>{t("adsPages.credits.package")}</dt>
                <dd>{b.activePackage ? t("ads.package.package", { name: b.activePackage.code }) : t("adsPages.credits.noPackage")}</dd>
              </div>
              {b.activePackage && (
                <div>
                  <dt>{t("adsPages.credits.expires")}</dt>
                  <dd>{formatDateTime(b.activePackage.expiresAt, lang)}</dd>
                </div>
              )}
            </dl>
            {!b.displayed && <Notice tone="warning">{t("adsPages.credits.notDisplayed", { min: formatDecimal(b.displayMinimum.decimal, { min: 0 }) })}</Notice>}
            {!b.activePackage && (
              <Notice tone="info">
                {t("adsPages.credits.needPackage")} <Link to={to(lang, "adnet-catalog")}>{t("features.adnetCatalog.title")}</Link>
              </Notice>
            )}
          </section>
        )}
      </LoadState>
      <LoadState load={allowed}>
        {(c) =>
          c.canCreate ? (
            <p>
              <Link className="iw-btn iw-btn--primary" to={to(lang, "ads-manager")} data-testid="ads-create-link">
                {t("adsPages.manager.create")}
              </Link>
            </p>
          ) : (
            <Notice tone="info">{t(reasonKey(c.reason), c.params)}</Notice>
          )
        }
      </LoadState>
      <LoadState load={sums}>
        {(s) => (
          <dl className="iw-ads__stats" aria-label={t("adsPages.stats.totals")} data-testid="ads-totals">
            <div>
              <dt>{t("adsPages.stats.impressions")}</dt>
              <dd>{formatInteger(s.impressions)}</dd>
            </div>
            <div>
              <dt>{t("adsPages.stats.views")}</dt>
              <dd>{formatInteger(s.views)}</dd>
            </div>
            <div>
              <dt>{t("adsPages.stats.clicks")}</dt>
              <dd>{formatInteger(s.clicks)}</dd>
            </div>
            <div>
              <dt>{t("adsPages.stats.credits")}</dt>
              <dd>{formatDecimal(s.cost.decimal, { min: 0 })}</dd>
            </div>
          </dl>
        )}
      </LoadState>
      <StatsPanel />
      <section className="iw-card iw-ads__form" aria-labelledby="ads-network">
        <div className="iw-ads__head">
          <h2 id="ads-network">{t("adsPages.network.title")}</h2>
          <div className="iw-ads__actions">
            <Button variant="secondary" loading={toggle.busy} onClick={() => void toggle.run([], true)} data-testid="ads-network-enable-all">
              {t("adsPages.network.enableAll")}
            </Button>
            <Button variant="secondary" loading={toggle.busy} onClick={() => void toggle.run([], false)}>
              {t("adsPages.network.disableAll")}
            </Button>
          </div>
        </div>
        <p className="iw-field__hint">{t("adsPages.network.hint")}</p>
        {note && <Notice tone={note.tone}>{note.text}</Notice>}
        <DataTable
          load={buildings}
          rows={buildings.data?.data ?? []}
          rowKey={(b) => b.buildingId}
          caption={t("adsPages.network.title")}
          region
          csv="adnet-buildings.csv"
          testId="ads-network-buildings"
          emptyAs="block"
          empty={<p className="iw-field__hint">{t("adsPages.network.none")}</p>}
          columns={[
            { key: "name", header: t("adsPages.network.building"), rowHeader: true, cell: (b) => `${b.name} #${b.buildingId}`, sortBy: (b) => b.name },
            { key: "enabled", header: t("adsPages.network.shows"), cell: (b) => (b.enabled ? t("common.yes") : t("common.no")), sortBy: (b) => b.enabled },
            { key: "effective", header: t("adsPages.network.effective"), cell: (b) => (b.effectiveAt ? formatDateTime(b.effectiveAt, lang) : "—"), sortBy: (b) => b.effectiveAt },
            { key: "earned", header: t("adsPages.network.earned"), cell: (b) => formatDecimal(b.earned.decimal, { min: 0 }), sortBy: (b) => b.earned.decimal },
            {
              key: "action",
              header: t("adsPages.network.action"),
              cell: (b) => (
                <Button variant="secondary" disabled={toggle.busy} onClick={() => void toggle.run([b.buildingId], !b.enabled)} data-testid={`ads-network-toggle-${b.buildingId}`}>
                  {b.enabled ? t("adsPages.network.disable") : t("adsPages.network.enable")}
                </Button>
              )
            }
          ]}
        />
      </section>
      <OwnerEarningsTable />
    </AdsFrame>
  )
}

export default AdsOverviewPage
