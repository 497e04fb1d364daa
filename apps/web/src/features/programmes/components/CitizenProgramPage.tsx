import { LoadState, useDocumentTitle, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { citizenStatus } from "../api/programmes"
import { EligibilityCard, RulesCard } from "./EligibilityCard"
import { PerksCard } from "./PerksCard"
import "../programmes.css"

/**
 * `/{lang}/points/citizen-program` (spec §2 Points, §6): whether the member is a citizen (activated owned PLOTs for
 * the phase and a building) and why not, the rules, and their package perks with end dates. Hidden for the hide-for
 * list: the page says so instead of showing the programme.
 */
const CitizenProgramPage = () => {
  const { t } = useTranslation()
  const load = useLoad(() => citizenStatus(), [])
  useDocumentTitle(t("programmes.citizen.title"))
  return (
    <div className="iw-page iw-prog" data-testid="citizen-program-page">
      <header className="iw-prog__head">
        <h1>{t("programmes.citizen.title")}</h1>
        <p className="iw-prog__lead">{t("programmes.citizen.lead")}</p>
      </header>
      <LoadState load={load}>
        {(c) =>
          !c.visible ? (
            <p className="iw-card iw-prog__card" data-testid="programme-hidden">
              {t("programmes.citizen.hidden")}
            </p>
          ) : (
            <div className="iw-prog__grid">
              <EligibilityCard eligibility={c.eligibility} />
              <RulesCard eligibility={c.eligibility} />
              <p className="iw-prog__muted iw-prog__wide">{t("programmes.citizen.benefits")}</p>
              <PerksCard perks={c.perks} level={c.level} psvExemptUntil={c.psvExemptUntil} />
            </div>
          )
        }
      </LoadState>
    </div>
  )
}

export default CitizenProgramPage
