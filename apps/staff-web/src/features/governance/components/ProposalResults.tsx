import { Button, Chart, DataTable, formatDateTime, formatInteger, usePagedQuery } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { type Proposal, daoProposals } from "../api/governance"
import { EndProposalDialog } from "./EndProposalDialog"

const CHOICES = ["yes", "no", "abstain"] as const

/** The proposals of one page: their voting power per choice as a chart, then the table (CSV) with close and cancel. */
export const ProposalResults = ({ version }: { readonly version: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const list = usePagedQuery(({ page }) => daoProposals(page), { deps: [version] })
  const [ending, setEnding] = useState<{ readonly proposal: Proposal; readonly action: "close" | "cancel" } | null>(null)
  const rows = list.rows
  const outcome = (p: Proposal) => (p.state === "closed" ? t(p.result.passed ? "governance.dao.passed" : "governance.dao.rejected") : "—")
  return (
    <section className="iw-card sw-card sw-dao-section" aria-labelledby="dao-results-title">
      <h2 id="dao-results-title">{t("governance.staff.results")}</h2>
      {rows.length > 0 && (
        <Chart
          kind="bar"
          testId="dao-chart"
          title={t("governance.staff.chartTitle")}
          summary={t("governance.staff.chartSummary")}
          series={CHOICES.map((c) => ({ name: t(`governance.dao.${c}`), points: [...rows].reverse().map((p) => ({ x: p.id, y: Number(p.result[c]) })) }))}
          formatX={(x) => t("governance.staff.proposalNo", { id: Number(x) })}
          formatY={(v) => formatInteger(v)}
          xLabel={t("governance.staff.proposal")}
          empty={t("governance.dao.none")}
        />
      )}
      <DataTable
        load={list}
        rows={rows}
        pager={list.pager && { ...list.pager, label: t("governance.staff.pages") }}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ "data-testid": "dao-proposal-row", "data-id": p.id, "data-state": p.state })}
        caption={t("governance.staff.table")}
        region
        csv="dao-proposals.csv"
        className="sw-table sw-table--stack"
        testId="dao-table"
        empty={t("governance.dao.none")}
        columns={[
          { key: "id", header: t("governance.staff.id"), cell: (p) => t("governance.staff.proposalNo", { id: p.id }), csv: (p) => p.id, sortBy: (p) => p.id },
          { key: "title", header: t("governance.staff.fields.title"), rowHeader: true, cell: (p) => p.title, sortBy: (p) => p.title },
          { key: "state", header: t("governance.staff.state"), cell: (p) => t(`governance.dao.${p.state}`), csv: (p) => p.state, sortBy: (p) => p.state },
          { key: "opens", header: t("governance.staff.fields.opensAt"), cell: (p) => formatDateTime(p.opensAt, lang), csv: (p) => formatDateTime(p.opensAt, lang), sortBy: (p) => p.opensAt.getTime() },
          { key: "closes", header: t("governance.staff.fields.closesAt"), cell: (p) => formatDateTime(p.closesAt, lang), csv: (p) => formatDateTime(p.closesAt, lang), sortBy: (p) => p.closesAt.getTime() },
          ...CHOICES.map((c) => ({ key: c, header: t(`governance.dao.${c}`), className: "sw-num", cell: (p: Proposal) => formatInteger(p.result[c]), csv: (p: Proposal) => p.result[c], sortBy: (p: Proposal) => p.result[c] })),
          { key: "voters", header: t("governance.staff.voters"), className: "sw-num", cell: (p) => formatInteger(p.result.voters), sortBy: (p) => p.result.voters },
          { key: "outcome", header: t("governance.staff.outcome"), cell: (p) => <span data-testid="dao-outcome">{outcome(p)}</span>, csv: outcome },
          {
            key: "actions",
            header: t("governance.staff.actions"),
            headerHidden: true,
            cell: (p) =>
              p.state === "open" || p.state === "upcoming" ? (
                <div className="sw-row-actions">
                  {p.state === "open" && (
                    <Button variant="secondary" onClick={() => setEnding({ proposal: p, action: "close" })} aria-label={t("governance.staff.closeOne", { id: p.id })} data-testid="dao-close">
                      {t("governance.staff.close")}
                    </Button>
                  )}
                  <Button variant="ghost" className="sw-btn-danger-ghost" onClick={() => setEnding({ proposal: p, action: "cancel" })} aria-label={t("governance.staff.cancelOne", { id: p.id })} data-testid="dao-cancel">
                    {t("governance.staff.cancel")}
                  </Button>
                </div>
              ) : null
          }
        ]}
      />
      {ending && (
        <EndProposalDialog
          proposal={ending.proposal}
          action={ending.action}
          onClose={() => setEnding(null)}
          onDone={() => {
            setEnding(null)
            list.reload()
          }}
        />
      )}
    </section>
  )
}
