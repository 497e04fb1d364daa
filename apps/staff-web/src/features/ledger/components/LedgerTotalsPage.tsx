import { Button, DataTable, LoadError, Spinner, formatDateTime, useLoad } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { useLedgerLabels } from "../../../hooks/use-ledger-labels"
import { ASSETS, formatAssetAmount } from "../../../lib/ledger"
import { ledgerTotals } from "../api/ledger"
import { IssuedChart } from "./IssuedChart"

const Check = ({ ok, label }: { readonly ok: boolean; readonly label: string }) => (
  <span className={`sw-check ${ok ? "sw-check--ok" : "sw-check--bad"}`}>
    <span aria-hidden="true">{ok ? "✓" : "✗"}</span> {label}
  </span>
)

/**
 * `/staff/ledger`: the ledger's health, visibly (issue: "it must be visibly so"). Per asset: what is issued, how many
 * accounts hold it, the sum of all its accounts (always exactly zero in a double-entry ledger) and the accounts below
 * zero (always none; only the issuance account may be negative). A banner says whether everything holds.
 */
const LedgerTotalsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const labels = useLedgerLabels()
  const totals = useLoad(() => ledgerTotals(), [])
  const [checkedAt, setCheckedAt] = useState<Date | null>(null)
  useEffect(() => {
    if (totals.status === "ok") setCheckedAt(new Date())
  }, [totals.status, totals.data])
  const data = totals.data
  const rows = data ? [...data.totals].sort((a, b) => ASSETS.indexOf(a.asset) - ASSETS.indexOf(b.asset)) : []
  const bad = rows.filter((r) => r.sum !== "0" || r.negative !== 0)

  return (
    <div className="sw-page">
      <PageHeader
        title={t("backoffice.screens.ledger")}
        lead={t("backoffice.ledgerHealth.lead")}
        actions={
          <Button variant="secondary" onClick={totals.reload} loading={totals.status === "loading"} data-testid="ledger-refresh">
            {t("backoffice.ledgerHealth.recheck")}
          </Button>
        }
      />
      {totals.status === "error" && <LoadError error={totals.error} onRetry={totals.reload} />}
      {!data && totals.status === "loading" && <Spinner label={t("common.loading")} />}
      {data && (
        <>
          <div
            className={`sw-banner ${data.balanced ? "sw-banner--ok" : "sw-banner--bad"}`}
            role={data.balanced ? "status" : "alert"}
            data-testid="ledger-balanced"
            data-balanced={data.balanced ? "true" : "false"}
          >
            <span className="sw-banner__icon" aria-hidden="true">
              {data.balanced ? "✓" : "!"}
            </span>
            <div>
              <strong className="sw-banner__title">{data.balanced ? t("backoffice.ledgerHealth.balanced") : t("backoffice.ledgerHealth.notBalanced")}</strong>
              <p className="sw-banner__text">
                {data.balanced
                  ? t("backoffice.ledgerHealth.balancedText", { assets: rows.length })
                  : t("backoffice.ledgerHealth.notBalancedText", { assets: bad.map((r) => labels.asset(r.asset)).join(", ") })}
              </p>
              {checkedAt && <p className="sw-banner__time">{t("backoffice.ledgerHealth.checkedAt", { time: formatDateTime(checkedAt, lang) })}</p>}
            </div>
          </div>

          <section className="iw-card sw-card sw-card--table" aria-labelledby="ledger-totals-title" aria-busy={totals.status === "loading"}>
            <div className="sw-card__head">
              <h2 id="ledger-totals-title">{t("backoffice.ledgerHealth.totalsTitle")}</h2>
            </div>
            <DataTable
              rows={rows}
              rowKey={(r) => r.asset}
              rowProps={(r) => ({ "data-testid": "ledger-total", "data-asset": r.asset, className: r.sum !== "0" || r.negative !== 0 ? "sw-row--bad" : undefined })}
              caption={t("backoffice.ledgerHealth.totalsTitle")}
              region
              csv="ledger-totals.csv"
              className="sw-table sw-table--stack"
              empty={t("backoffice.ledgerHealth.empty")}
              columns={[
                {
                  key: "asset",
                  header: t("backoffice.ledger.columns.asset"),
                  rowHeader: true,
                  cell: (r) => (
                    <>
                      {labels.asset(r.asset)} <span className="sw-muted sw-mono sw-small">{r.asset}</span>
                    </>
                  ),
                  csv: (r) => r.asset
                },
                { key: "issued", header: t("backoffice.ledgerHealth.issued"), className: "sw-num", cell: (r) => formatAssetAmount(r.asset, r.issued.decimal), sortBy: (r) => r.issued.decimal },
                { key: "accounts", header: t("backoffice.ledgerHealth.accounts"), className: "sw-num", cell: (r) => r.accounts.toLocaleString("en-US"), sortBy: (r) => r.accounts },
                { key: "sum", header: t("backoffice.ledgerHealth.sum"), cell: (r) => <Check ok={r.sum === "0"} label={r.sum === "0" ? "0" : t("backoffice.ledgerHealth.minorUnits", { value: r.sum })} />, csv: (r) => r.sum },
                { key: "negative", header: t("backoffice.ledgerHealth.negative"), cell: (r) => <Check ok={r.negative === 0} label={String(r.negative)} />, csv: (r) => r.negative }
              ]}
            />
          </section>

          {rows.length > 0 && (
            <section className="iw-card sw-card" aria-labelledby="ledger-chart-title">
              <h2 id="ledger-chart-title">{t("backoffice.ledgerHealth.chartTitle")}</h2>
              <IssuedChart totals={rows} />
            </section>
          )}

          <section className="iw-card sw-card sw-explain" aria-labelledby="ledger-explain-title">
            <h2 id="ledger-explain-title">{t("backoffice.ledgerHealth.explainTitle")}</h2>
            <ul className="sw-points">
              <li>{t("backoffice.ledgerHealth.explainDouble")}</li>
              <li>{t("backoffice.ledgerHealth.explainIssued")}</li>
              <li>{t("backoffice.ledgerHealth.explainNegative")}</li>
              <li>{t("backoffice.ledgerHealth.explainExact")}</li>
            </ul>
          </section>
        </>
      )}
    </div>
  )
}

export default LedgerTotalsPage
