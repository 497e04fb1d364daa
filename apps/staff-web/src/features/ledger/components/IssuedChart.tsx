import type { LedgerSchemas } from "@iw/contracts"
import { useTranslation } from "react-i18next"
import { useLedgerLabels } from "../../../hooks/use-ledger-labels"
import { formatAssetAmount } from "../../../lib/ledger"

type Total = typeof LedgerSchemas.LedgerTotal.Type

/**
 * Issued amounts per asset as horizontal bars (inline SVG), in each asset's own unit (the decimal, so minor-unit
 * scales do not distort it), all on one linear axis from zero. Units differ between assets and the caption says so;
 * every bar carries its exact value, and the table above has the same numbers.
 */
export const IssuedChart = ({ totals }: { readonly totals: ReadonlyArray<Total> }) => {
  const { t } = useTranslation()
  const labels = useLedgerLabels()
  const values = totals.map((x) => Math.max(0, Number(x.issued.decimal)))
  const max = Math.max(0, ...values)
  return (
    <figure className="sw-chart">
      <ul className="sw-chart__rows" aria-describedby="issued-chart-caption">
        {totals.map((x, i) => {
          const share = max > 0 ? values[i] / max : 0
          return (
            <li key={x.asset} className="sw-chart__row">
              <span className="sw-chart__label">{labels.asset(x.asset)}</span>
              <svg className="sw-chart__svg" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect x="0" y="0" width="100" height="10" rx="2" className="sw-chart__track" />
                {share > 0 && <rect x="0" y="0" width={Math.max(0.6, share * 100)} height="10" rx="2" className="sw-chart__bar" />}
              </svg>
              <span className="sw-chart__value">{formatAssetAmount(x.asset, x.issued.decimal)}</span>
            </li>
          )
        })}
      </ul>
      <figcaption id="issued-chart-caption" className="sw-muted sw-small">
        {t("backoffice.ledgerHealth.chartCaption")}
      </figcaption>
    </figure>
  )
}
