import { Button, errorMessage, useAction } from "@iw/ui"
import type { GoldRushSchemas } from "@iw/contracts"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { useCountdown } from "../../../lib/use-countdown"
import { finishMining, startMining } from "../api/gold-rush"

type Land = typeof GoldRushSchemas.GoldRushLand.Type
const MINERAL_KEYS: Record<number, string> = { 1: "iron", 2: "silver", 3: "gold", 4: "platinum", 5: "diamond" }

/** One PLOT: start mining, then a visible countdown, then finish (the mineral found is announced). */
const LandRow = ({ land, canDig, onChanged }: { readonly land: Land; readonly canDig: boolean; readonly onChanged: (found?: string) => void }) => {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const plotId = { x: land.x, y: land.y }
  const deadline = useMemo(() => Date.now() + (land.session?.secondsLeft ?? 0) * 1000, [land.session?.id, land.session?.secondsLeft])
  const { seconds } = useCountdown(deadline, land.session !== null)
  const start = useAction(() => startMining(plotId), { onDone: () => onChanged(), onError: (e) => setError(errorMessage(e, t)) })
  const finish = useAction(() => finishMining(plotId), {
    onDone: (r) => onChanged(t("games.ui.found", { mineral: t(`shell.resources.${MINERAL_KEYS[r.mineral]}`) })),
    onError: (e) => setError(errorMessage(e, t))
  })
  const id = `${land.x}-${land.y}`
  return (
    <li data-testid={`land-${id}`}>
      <strong>{t("games.ui.plot", { plot: `${land.x},${land.y}` })}</strong>
      {land.session === null ? (
        <Button onClick={() => (setError(null), start.run())} disabled={!canDig} loading={start.busy} data-testid={`start-${id}`}>
          {t("games.ui.start")}
        </Button>
      ) : (
        <>
          <span role="timer" aria-live="off" data-testid={`timer-${id}`}>
            {seconds > 0 ? t("games.ui.left", { seconds }) : t("games.ui.ready")}
          </span>
          <Button onClick={() => (setError(null), finish.run())} disabled={seconds > 0} loading={finish.busy} data-testid={`finish-${id}`}>
            {t("games.ui.finish")}
          </Button>
        </>
      )}
      {error ? <span role="alert">{error}</span> : null}
    </li>
  )
}

export const LandsPanel = ({ lands, canDig, onChanged }: { readonly lands: ReadonlyArray<Land>; readonly canDig: boolean; readonly onChanged: (found?: string) => void }) => {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="gr-lands">
      <h2 id="gr-lands">{t("games.ui.lands")}</h2>
      {lands.length === 0 ? (
        <p>{t("games.ui.noLands")}</p>
      ) : (
        <ul className="iw-game__list">
          {lands.map((l) => (
            <LandRow key={`${l.x},${l.y}`} land={l} canDig={canDig} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  )
}
