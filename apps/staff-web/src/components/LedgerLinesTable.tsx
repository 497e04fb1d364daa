import type { LedgerSchemas } from "@iw/contracts"
import { formatDateTime } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../hooks/use-lang"
import { useLedgerLabels } from "../hooks/use-ledger-labels"
import { Amount } from "./Amount"
import { ReferenceLabel } from "./ReferenceLabel"

export type LedgerLine = typeof LedgerSchemas.LedgerLine.Type

/**
 * A member's ledger lines, newest first: when, which transfer and why (its code), the asset, the signed amount,
 * the business object it belongs to and the memo. Rows become cards on phones.
 */
export const LedgerLinesTable = ({ rows, label, showAsset = true }: { readonly rows: ReadonlyArray<LedgerLine>; readonly label: string; readonly showAsset?: boolean }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const labels = useLedgerLabels()
  const columns = showAsset ? 6 : 5
  return (
    <div className="sw-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="iw-table sw-table sw-table--stack sw-ledger-table">
        <thead>
          <tr>
            <th scope="col">{t("backoffice.ledger.columns.time")}</th>
            <th scope="col">{t("backoffice.ledger.columns.transfer")}</th>
            {showAsset && <th scope="col">{t("backoffice.ledger.columns.asset")}</th>}
            <th scope="col" className="sw-num">
              {t("backoffice.ledger.columns.amount")}
            </th>
            <th scope="col">{t("backoffice.ledger.columns.reference")}</th>
            <th scope="col">{t("backoffice.ledger.columns.memo")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns} className="sw-empty">
                {t("backoffice.ledger.empty")}
              </td>
            </tr>
          )}
          {rows.map((r, i) => (
            <tr key={`${r.transferId}-${r.asset}-${r.pocket}-${i}`} data-testid="ledger-line">
              <td className="sw-nowrap" data-label={t("backoffice.ledger.columns.time")}>
                {formatDateTime(r.createdAt, lang)}
              </td>
              <td data-label={t("backoffice.ledger.columns.transfer")}>
                <span>
                  <span className="sw-code">{labels.code(r.code)}</span> <span className="sw-muted sw-mono">#{r.transferId}</span>
                </span>
              </td>
              {showAsset && (
                <td className="sw-nowrap" data-label={t("backoffice.ledger.columns.asset")}>
                  {labels.holding(r.asset, r.pocket)}
                </td>
              )}
              <td className="sw-num sw-nowrap" data-label={t("backoffice.ledger.columns.amount")}>
                <Amount asset={r.asset} decimal={r.amount.decimal} signed />
              </td>
              <td data-label={t("backoffice.ledger.columns.reference")}>
                <ReferenceLabel reference={r.reference} />
              </td>
              <td className="sw-break sw-ledger-table__memo" data-label={t("backoffice.ledger.columns.memo")}>
                {r.memo ? r.memo : <span className="sw-muted">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
