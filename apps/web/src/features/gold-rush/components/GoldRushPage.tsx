import { LoadState, Notice, useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { GameCanvas } from "../../../components/GameCanvas"
import { useGamePage } from "../../../components/game-page"
import { goldRushState } from "../api/gold-rush"
import { HistoryPanel } from "./HistoryPanel"
import { LandsPanel } from "./LandsPanel"
import { RedeemPanel } from "./RedeemPanel"
import { ShovelPanel } from "./ShovelPanel"

type State = Awaited<ReturnType<typeof goldRushState>>

/** What the mine's picture shows: sessions under way and ready, and the shovel's state. */
const mineArt = (d: State) => ({
  kind: "mine" as const,
  underWay: d.lands.filter((l) => l.session !== null && l.session.secondsLeft > 0).length,
  ready: d.lands.filter((l) => l.session !== null && l.session.secondsLeft === 0).length,
  shovel: d.shovel.state === null ? ("none" as const) : !d.shovel.state.canDig ? ("worn" as const) : d.shovel.state.rusting ? ("rusting" as const) : ("good" as const)
})

/**
 * `/{lang}/gold-rush` (spec §2, §4 Mining, §7 Gold Rush): the mine drawn with pixi, the shovel, the member's PLOTs with start and finish and a
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
            <GameCanvas art={mineArt(d)} label={t("games.ui.sceneMine", mineArt(d))} testId="scene-mine" />
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
