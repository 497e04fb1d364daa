import { Spinner } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router"
import { LedgerLinesTable } from "../../../components/LedgerLinesTable"
import { LoadError } from "../../../components/LoadError"
import { Pager } from "../../../components/Pager"
import { useLedgerLabels } from "../../../hooks/use-ledger-labels"
import { useLoad } from "../../../hooks/use-load"
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
  const [params, setParams] = useSearchParams()
  const rawAsset = params.get("asset")
  const asset = isAsset(rawAsset) ? rawAsset : null
  const page = Math.max(1, Number(params.get("page")) || 1)
  const list = useLoad(() => memberLedger(memberId, asset, page), [memberId, asset, page, version])
  const go = (next: { asset: string | null; page: number }) => {
    const search: Record<string, string> = {}
    if (next.asset) search.asset = next.asset
    if (next.page > 1) search.page = String(next.page)
    setParams(search, { replace: true, preventScrollReset: true })
  }
  return (
    <section id="ledger" className="iw-card sw-card sw-card--table" aria-labelledby="member-ledger-title" aria-busy={list.status === "loading"}>
      <div className="sw-card__head">
        <h2 id="member-ledger-title">{t("backoffice.member.ledgerTitle")}</h2>
        <div className="sw-inline-field">
          <label className="iw-field__label" htmlFor="member-ledger-asset">
            {t("backoffice.ledger.columns.asset")}
          </label>
          <select id="member-ledger-asset" className="iw-input" value={asset ?? ""} onChange={(e) => go({ asset: e.target.value || null, page: 1 })} data-testid="member-ledger-asset">
            <option value="">{t("backoffice.member.allAssets")}</option>
            {ASSETS.map((a) => (
              <option key={a} value={a}>
                {labels.asset(a)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.status === "error" && (
        <div className="sw-card__pad">
          <LoadError error={list.error} onRetry={list.reload} />
        </div>
      )}
      {list.data ? (
        <>
          <LedgerLinesTable rows={list.data.data} label={t("backoffice.member.ledgerTitle")} />
          <Pager meta={list.data.meta} busy={list.status === "loading"} onPage={(p) => go({ asset, page: p })} />
        </>
      ) : (
        list.status === "loading" && <Spinner label={t("common.loading")} />
      )}
    </section>
  )
}
