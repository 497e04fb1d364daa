import { DataTable, LoadState, formatDateTime, formatDecimal, useDocumentTitle, useLoad, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { revenueShares, revenueSharingStatus } from "../api/programmes"
import { EligibilityCard, RulesCard } from "./EligibilityCard"
import "../programmes.css"

/**
 * `/{lang}/points/revenue-sharing-program` (spec §2, §4 "calculation in progress, paid", §9 "from 2023"): whether the
 * member qualifies today and why not, the rules of the pool, what was paid in all, and each day's share with its state.
 */
const RevenueSharingPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const load = useLoad(() => revenueSharingStatus(), [])
  const list = usePagedQuery(({ page }) => revenueShares(page))
  useDocumentTitle(t("programmes.revenue.title"))
  return (
    <div className="iw-page iw-prog" data-testid="revenue-sharing-page">
      <LoadState load={load}>
        {(r) => (
          <>
            <header className="iw-prog__head">
              <h1>{t("programmes.revenue.title")}</h1>
              <p className="iw-prog__lead">{t("programmes.revenue.lead", { percent: r.poolPercent })}</p>
            </header>
            <div className="iw-prog__grid">
              <section className="iw-card iw-prog__card" aria-labelledby="iw-rs-today" data-testid="revenue-today" data-state={r.todayState ?? "none"}>
                <h2 id="iw-rs-today">{t("programmes.revenue.today", { day: r.today })}</h2>
                <p className={`iw-prog__verdict iw-prog__verdict--${r.todayState ? "yes" : "no"}`}>{r.todayState === "paid" ? t("programmes.revenue.todayPaid") : r.todayState ? t("programmes.revenue.todayQualifies") : t("programmes.revenue.todayNot")}</p>
                <p className="iw-prog__total">
                  {t("programmes.revenue.totalPaid")}: <strong data-testid="revenue-total">{formatDecimal(r.totalPaid.decimal)}</strong> ABEY
                </p>
              </section>
              <EligibilityCard eligibility={r.eligibility} />
              <section className="iw-card iw-prog__card iw-prog__wide" aria-labelledby="iw-rs-rules">
                <h2 id="iw-rs-rules">{t("programmes.revenue.rulesTitle")}</h2>
                <ul className="iw-prog__list">
                  <li>{t("programmes.revenue.rule1")}</li>
                  <li>{t("programmes.revenue.rule2", { percent: r.poolPercent })}</li>
                  <li>{t("programmes.revenue.rule3")}</li>
                </ul>
              </section>
              <RulesCard eligibility={r.eligibility} />
            </div>
          </>
        )}
      </LoadState>
      <section className="iw-card iw-prog__card iw-prog__history" aria-labelledby="iw-rs-history">
        <h2 id="iw-rs-history">{t("programmes.revenue.history")}</h2>
        <DataTable
          load={list}
          rows={list.rows}
          pager={list.pager && { ...list.pager, label: t("programmes.revenue.pages") }}
          rowKey={(s) => s.day}
          rowProps={(s) => ({ "data-testid": "revenue-share", "data-state": s.state })}
          caption={t("programmes.revenue.history")}
          className="iw-rtable"
          emptyAs="block"
          empty={<p data-testid="revenue-empty">{t("programmes.revenue.empty")}</p>}
          columns={[
            { key: "day", header: t("programmes.revenue.day"), cell: (s) => s.day, rowHeader: true },
            { key: "amount", header: t("programmes.revenue.amount"), className: "iw-prog__num", cell: (s) => formatDecimal(s.amount.decimal) },
            { key: "state", header: t("programmes.revenue.state"), cell: (s) => <span className={`iw-prog__state iw-prog__state--${s.state}`}>{t(`programmes.revenue.${s.state}`)}</span> },
            { key: "paidAt", header: t("programmes.revenue.paidAt"), cell: (s) => (s.paidAt ? formatDateTime(s.paidAt, lang) : "—") }
          ]}
        />
      </section>
    </div>
  )
}

export default RevenueSharingPage
