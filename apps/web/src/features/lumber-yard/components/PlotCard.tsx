import { Button, SelectField, errorMessage, fieldMessages, useAction } from "@iw/ui"
import type { LumberYardSchemas } from "@iw/contracts"
import { TREE_FULL_GROWTH } from "@iw/core/domain"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { GameCanvas } from "../../../components/GameCanvas"
import { harvest, plant, water } from "../api/lumber-yard"

type Plot = typeof LumberYardSchemas.LumberPlot.Type
type Tree = typeof LumberYardSchemas.Tree.Type
export const WOOD_KEYS: Record<number, string> = { 6: "softWood", 7: "hardWood", 8: "luxuryWood" }

const TreeCell = ({ tree, onChanged }: { readonly tree: Tree; readonly onChanged: (note?: string) => void }) => {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const onError = (e: unknown) => setError(fieldMessages(e, t).treeId?.[0] ?? errorMessage(e, t))
  const w = useAction(() => water(tree.id), { onDone: () => onChanged(), onError })
  const h = useAction(() => harvest(tree.id), { onDone: (r) => onChanged(t("games.ui.harvestedWood", { quantity: r.quantity, wood: t(`shell.resources.${WOOD_KEYS[r.wood]}`) })), onError })
  const s = tree.state
  const meterId = `tree-${tree.id}-growth`
  return (
    <>
      <strong>{t(`shell.resources.${WOOD_KEYS[tree.wood]}`)}</strong>
      <label htmlFor={meterId}>{t("games.ui.growth", { growth: s.growth })}</label>
      <meter id={meterId} min={0} max={TREE_FULL_GROWTH} value={s.growth} data-testid={`growth-${tree.id}`} />
      <span>{s.canHarvest ? t("games.ui.readyHarvest") : s.canWater ? t("games.ui.needsWater") : t("games.ui.wateredToday")}</span>
      {s.canHarvest ? (
        <Button onClick={() => (setError(null), h.run())} loading={h.busy} data-testid={`harvest-${tree.id}`}>
          {t("games.ui.harvest")}
        </Button>
      ) : (
        <Button onClick={() => (setError(null), w.run())} disabled={!s.canWater} loading={w.busy} data-testid={`water-${tree.id}`}>
          {t("games.ui.water")}
        </Button>
      )}
      {error ? <span role="alert">{error}</span> : null}
    </>
  )
}

const FreeCell = ({ plot, position, seeds, onChanged }: { readonly plot: Plot; readonly position: number; readonly seeds: ReadonlyArray<number>; readonly onChanged: () => void }) => {
  const { t } = useTranslation()
  const [wood, setWood] = useState<number>(seeds[0] ?? 6)
  const [error, setError] = useState<string | null>(null)
  const p = useAction(() => plant({ x: plot.x, y: plot.y }, position, seeds.includes(wood) ? wood : (seeds[0] ?? wood)), {
    onDone: onChanged,
    onError: (e) => setError(Object.values(fieldMessages(e, t))[0]?.[0] ?? errorMessage(e, t))
  })
  if (seeds.length === 0) return <span>{t("games.ui.free")}</span>
  return (
    <>
      <span>{t("games.ui.free")}</span>
      <SelectField
        label={t("games.ui.seedFor")}
        value={String(seeds.includes(wood) ? wood : seeds[0])}
        onChange={(e) => setWood(Number(e.target.value))}
        options={seeds.map((s) => ({ value: String(s), label: t(`shell.resources.${WOOD_KEYS[s]}`) }))}
      />
      <Button variant="secondary" onClick={() => (setError(null), p.run())} loading={p.busy} data-testid={`plant-${plot.x}-${plot.y}-${position}`}>
        {t("games.ui.plant")}
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </>
  )
}

/** A PLOT drawn with its trees by growth stage (pixi), and its planting positions (0 … 8) as a grid: a growing tree with its meter and Water or Harvest, or a free spot to plant. */
export const PlotCard = ({ plot, seeds, onChanged }: { readonly plot: Plot; readonly seeds: ReadonlyArray<number>; readonly onChanged: (note?: string) => void }) => {
  const { t } = useTranslation()
  const headingId = `ly-plot-${plot.x}-${plot.y}`
  return (
    <section aria-labelledby={headingId} data-testid={`plot-${plot.x}-${plot.y}`}>
      <h3 id={headingId}>{t("games.ui.plot", { plot: `${plot.x},${plot.y}` })}</h3>
      <GameCanvas
        art={{ kind: "plot", positions: plot.positions, trees: plot.trees.map((tr) => ({ position: tr.position, growth: tr.state.growth, wood: tr.wood })) }}
        label={t("games.ui.scenePlot", { plot: `${plot.x},${plot.y}`, trees: plot.trees.length, ready: plot.trees.filter((tr) => tr.state.canHarvest).length })}
        testId={`scene-${plot.x}-${plot.y}`}
      />
      <ol className="iw-game__grid">
        {Array.from({ length: plot.positions }, (_, position) => {
          const tree = plot.trees.find((tr) => tr.position === position)
          return (
            <li key={position} className={`iw-game__cell${tree ? " iw-game__cell--tree" : ""}`} aria-label={t("games.ui.position", { n: position })}>
              {tree ? <TreeCell tree={tree} onChanged={onChanged} /> : <FreeCell plot={plot} position={position} seeds={seeds} onChanged={() => onChanged()} />}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
