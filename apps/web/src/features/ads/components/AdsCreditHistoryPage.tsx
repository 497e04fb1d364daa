import { AdsSchemas } from "@iw/contracts"
import { DataTable, LoadState, SelectField, formatDate, formatDateTime, formatDecimal, useLoad, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { type CreditTransaction, creditBalance, creditTransactions } from "../api/ads"
import { memoMessage, referenceMessage } from "../utils/credit-entry"
import { dayInstant } from "../utils/days"
import { AdsFrame } from "./AdsFrame"

const CODES = AdsSchemas.AdCreditCode.literals

/**
 * `/{lang}/ads-credit-history` (spec §2, §4): the member's AdNet credit movements, each with its spec code (package
 * purchase, deductions by impressions, views, clicks and placement, refunds, transfers), 15 a page, with CSV.
 */
const AdsCreditHistoryPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const balance = useLoad(creditBalance, [])
  const reference = (r: CreditTransaction) => {
    const m = referenceMessage(r.referenceType, r.referenceId)
    if (m === null) return `${r.referenceType} ${r.referenceId}`
    const [key, params] = m
    return t(key, params.day ? { ...params, day: formatDate(dayInstant(params.day), lang) } : params)
  }
  const q = usePagedQuery(({ page, filters }) => creditTransactions(page, filters.code || undefined), { filters: ["code"] })
  return (
    <AdsFrame title={t("features.adsCreditHistory.title")} testId="ads-credit-history">
      <LoadState load={balance}>
        {(b) => (
          <p data-testid="ads-credit-history-balance">
            {t("adsPages.credits.balanceIs", { credits: formatDecimal(b.balance.decimal, { min: 0 }) })}
          </p>
        )}
      </LoadState>
      <SelectField
        label={t("adsPages.credits.filter")}
        value={q.filters.code}
        onChange={(e) => q.setFilters({ code: e.target.value })}
        options={[{ value: "", label: t("adsPages.credits.allCodes") }, ...CODES.map((c) => ({ value: c, label: t(`ads.codes.${c}`) }))]}
      />
      <DataTable<CreditTransaction>
        load={q}
        rows={q.rows}
        pager={q.pager}
        rowKey={(r) => r.id}
        caption={t("features.adsCreditHistory.title")}
        region
        csv="adnet-credit-history.csv"
        testId="ads-credit-table"
        emptyAs="block"
        empty={<p className="iw-field__hint">{t("adsPages.credits.none")}</p>}
        columns={[
          { key: "createdAt", header: t("adsPages.credits.date"), rowHeader: true, cell: (r) => formatDateTime(r.createdAt, lang), sortBy: (r) => r.createdAt },
          { key: "code", header: t("adsPages.credits.code"), cell: (r) => t(`ads.codes.${r.code}`), sortBy: (r) => r.code, csv: (r) => r.code },
          { key: "amount", header: t("adsPages.credits.amount"), cell: (r) => formatDecimal(r.amount.decimal, { min: 0 }), sortBy: (r) => r.amount.decimal },
          { key: "reference", header: t("adsPages.credits.reference"), cell: (r) => reference(r), sortBy: (r) => r.referenceId, csv: (r) => `${r.referenceType} ${r.referenceId}` },
          { key: "memo", header: t("adsPages.credits.memo"), cell: (r) => (r.memo ? t(...memoMessage(r.memo)) : "—") }
        ]}
      />
    </AdsFrame>
  )
}

export default AdsCreditHistoryPage
