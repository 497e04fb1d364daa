import { LoadState, Notice, useDocumentTitle, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { reloadProfile } from "../../../lib/auth"
import { goldRushState } from "../api/gold-rush"
import { HistoryPanel } from "./HistoryPanel"
import { LandsPanel } from "./LandsPanel"
import { RedeemPanel } from "./RedeemPanel"
import { ShovelPanel } from "./ShovelPanel"
import "../gold-rush.css"

/**
 * `/{lang}/gold-rush` (spec §2, §4 Mining, §7 Gold Rush): the shovel, the member's PLOTs with start and finish and a
 * visible timer, the minerals and their exchange (the calculation shown before the confirm), and both histories.
 */
const GoldRushPage = () => {
  const { t } = useTranslation()
  const data = useLoad(goldRushState, [])
  const [version, setVersion] = useState(0)
  const [message, setMessage] = useState<string | null>(null)
  useDocumentTitle(t("features.goldRush.title"))
  const changed = (note?: string) => {
    setMessage(note ?? null)
    data.reload()
    setVersion((v) => v + 1)
    void reloadProfile().catch(() => undefined)
  }
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
