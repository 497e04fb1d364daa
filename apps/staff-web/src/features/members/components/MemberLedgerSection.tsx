import { usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { LedgerLinesTable } from "../../../components/LedgerLinesTable"
import { useLedgerLabels } from "../../../hooks/use-ledger-labels"
import { ASSETS, isAsset } from "../../../lib/ledger"
import { memberLedger } from "../api/members"

/**
 * Every movement of the member's accounts, newest first, 15 a page, optionally for one asset. The asset and the
 * page live in the URL (`?asset=&page=`), so a link can open the member on their ticket history. `version` reloads
 * the list after something on the page moved value.
 */
export const MemberLedgerSection = ({ memberId, version }: { readonly memberId: number; readonly version: number }) => {
  const { t } = useTranslation()
  const labels = useLedgerLabels()
  const list = usePagedQuery(({ page, filters }) => memberLedger(memberId, isAsset(filters.asset) ? filters.asset : null, page), {
    filters: ["asset"],
    deps: [memberId, version],
    inPlace: true
  })
  const asset = isAsset(list.filters.asset) ? list.filters.asset : ""
  return (
    <section id="ledger" className="iw-card sw-card sw-card--table" aria-labelledby="member-ledger-title" aria-busy={list.status === "loading"}>
      <div className="sw-card__head">
        <h2 id="member-ledger-title">{t("backoffice.member.ledgerTitle")}</h2>
        <div className="sw-inline-field">
          <label className="iw-field__label" htmlFor="member-ledger-asset">
            {t("backoffice.ledger.columns.asset")}
          </label>
          <select id="member-ledger-asset" className="iw-input" value={asset} onChange={(e) => list.setFilters({ asset: e.target.value })} data-testid="member-ledger-asset">
            <option value="">{t("backoffice.member.allAssets")}</option>
            {ASSETS.map((a) => (
              <option key={a} value={a}>
                {labels.asset(a)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LedgerLinesTable load={list} rows={list.rows} label={t("backoffice.member.ledgerTitle")} pager={list.pager && { ...list.pager, range: true }} />
    </section>
  )
}
