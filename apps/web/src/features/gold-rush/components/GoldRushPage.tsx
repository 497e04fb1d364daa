import { LoadState, Notice, useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useGamePage } from "../../../components/game-page"
import { goldRushState } from "../api/gold-rush"
import { HistoryPanel } from "./HistoryPanel"
import { LandsPanel } from "./LandsPanel"
import { RedeemPanel } from "./RedeemPanel"
import { ShovelPanel } from "./ShovelPanel"

/**
 * `/{lang}/gold-rush` (spec §2, §4 Mining, §7 Gold Rush): the shovel, the member's PLOTs with start and finish and a
 * visible timer, the minerals and their exchange (the calculation shown before the confirm), and both histories.
 */
const GoldRushPage = () => {
  const { t } = useTranslation()
  const { data, version, message, changed } = useGamePage(goldRushState)
  useDocumentTitle(t("features.goldRush.title"))
  return (
    <main className="iw-game" data-testid="gold-rush">
      <h1>{t("features.goldRush.title")}</h1>
      <p>{t("features.goldRush.description")}</p>
      <div aria-live="polite">{message ? <Notice tone="success">{message}</Notice> : null}</div>
      <LoadState load={data}>
        {(d) => (
          <>
            <ShovelPanel shovel={d.shovel} onChanged={changed} />
            <LandsPanel lands={d.lands} canDig={d.shovel.state?.canDig ?? false} onChanged={changed} />
            <RedeemPanel held={d.balances.minerals} onChanged={changed} />
          </>
        )}
      </LoadState>
      <HistoryPanel version={version} />
    </main>
  )
}

export default GoldRushPage
