import { LoadState, formatDecimal, formatInteger, useDocumentTitle, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { daoStatus } from "../api/governance"
import { ProposalItem } from "./ProposalItem"
import "../governance.css"

/**
 * `/{lang}/dao` (spec §1, §6, §9): the DAO behind FEATURE_DAO_LINK. Open to the member: their voting power and how it
 * is counted, the proposals with results and their vote. Closed: says so. The Security Advisory Board shows to all.
 */
const DaoPage = () => {
  const { t } = useTranslation()
  const [version, setVersion] = useState(0)
  const load = useLoad(() => daoStatus(), [version])
  useDocumentTitle(t("governance.dao.title"))
  return (
    <div className="iw-page iw-dao" data-testid="dao-page">
      <header className="iw-dao__head">
        <h1>{t("governance.dao.title")}</h1>
        <p className="iw-dao__lead">{t("governance.dao.lead")}</p>
      </header>
      <LoadState load={load}>
        {(d) => (
          <div className="iw-dao__grid">
            <section className="iw-card iw-dao__card" aria-labelledby="iw-dao-power" data-testid="dao-power" data-open={d.open}>
              <h2 id="iw-dao-power">{t("governance.dao.powerTitle")}</h2>
              {d.power ? (
                <>
                  <p className="iw-dao__power">
                    <strong>{t("governance.dao.power", { power: formatInteger(d.power.power) })}</strong>
                  </p>
                  <p>{t("governance.dao.powerFrom", { itw: formatDecimal(d.power.itw.decimal), plots: d.power.plots })}</p>
                </>
              ) : (
                <p data-testid="dao-closed">{t("governance.dao.closedToYou")}</p>
              )}
              <p className="iw-dao__lead">{t("governance.dao.rule", { perPlot: formatInteger(d.votesPerPlot) })}</p>
              <p className="iw-dao__lead">{t("governance.dao.rule2")}</p>
            </section>
            <section className="iw-card iw-dao__card" aria-labelledby="iw-dao-board">
              <h2 id="iw-dao-board">{t("governance.dao.boardTitle")}</h2>
              <p className="iw-dao__lead">{t("governance.dao.boardLead")}</p>
              <ol className="iw-dao__board">
                {Array.from({ length: d.boardSeats }, (_, i) => i + 1).map((seat) => {
                  const held = d.board.find((b) => b.seat === seat)
                  return (
                    <li key={seat}>
                      {t("governance.dao.seat", { seat })}: {held ? `${held.name} (${t("governance.dao.member", { id: held.memberId })})` : t("governance.dao.vacant")}
                    </li>
                  )
                })}
              </ol>
            </section>
            {d.open && (
              <section className="iw-card iw-dao__card iw-dao__wide" aria-labelledby="iw-dao-proposals">
                <h2 id="iw-dao-proposals">{t("governance.dao.proposals")}</h2>
                {d.proposals.length === 0 ? (
                  <p>{t("governance.dao.none")}</p>
                ) : (
                  <ul className="iw-dao__proposals">
                    {d.proposals.map((p) => (
                      <ProposalItem key={p.id} proposal={p} onVoted={() => setVersion((v) => v + 1)} />
                    ))}
                  </ul>
                )}
              </section>
            )}
          </div>
        )}
      </LoadState>
    </div>
  )
}

export default DaoPage
