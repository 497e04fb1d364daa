import type { LedgerSchemas } from "@iw/contracts"
import { DataTable, type DataTableProps, formatDateTime } from "@iw/ui"
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
export const LedgerLinesTable = ({
  rows,
  label,
  showAsset = true,
  load,
  pager
}: { readonly rows: ReadonlyArray<LedgerLine>; readonly label: string; readonly showAsset?: boolean } & Pick<DataTableProps<LedgerLine>, "load" | "pager">) => {
  const { t } = useTranslation()
  const lang = useLang()
  const labels = useLedgerLabels()
  return (
    <DataTable
      rows={rows}
      load={load}
      pager={pager}
      rowKey={(r, i) => `${r.transferId}-${r.asset}-${r.pocket}-${i}`}
      rowProps={() => ({ "data-testid": "ledger-line" })}
      caption={label}
      region
      className="sw-table sw-table--stack sw-ledger-table"
      empty={t("backoffice.ledger.empty")}
      columns={[
        { key: "time", header: t("backoffice.ledger.columns.time"), cellClassName: "sw-nowrap", cell: (r) => formatDateTime(r.createdAt, lang) },
        {
          key: "transfer",
          header: t("backoffice.ledger.columns.transfer"),
          cell: (r) => (
            <span>
              <span className="sw-code">{labels.code(r.code)}</span> <span className="sw-muted sw-mono">#{r.transferId}</span>
            </span>
          )
        },
        showAsset && { key: "asset", header: t("backoffice.ledger.columns.asset"), cellClassName: "sw-nowrap", cell: (r) => labels.holding(r.asset, r.pocket) },
        { key: "amount", header: t("backoffice.ledger.columns.amount"), className: "sw-num", cellClassName: "sw-nowrap", cell: (r) => <Amount asset={r.asset} decimal={r.amount.decimal} signed /> },
        { key: "reference", header: t("backoffice.ledger.columns.reference"), cell: (r) => <ReferenceLabel reference={r.reference} /> },
        { key: "memo", header: t("backoffice.ledger.columns.memo"), cellClassName: "sw-break sw-ledger-table__memo", cell: (r) => r.memo || <span className="sw-muted">—</span> }
      ]}
    />
  )
}
