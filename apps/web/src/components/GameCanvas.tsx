import { useEffect, useRef, useState } from "react"
import type { GameScene, SceneArt } from "./game-scene"

/**
 * A game's picture (issue 14 §3) drawn with pixi.js, loaded on demand so a page does not wait for it. It is an image
 * with a text name (`label`, what the picture shows); the page's own lists and grids stay the way to read and act,
 * by keyboard and screen reader. Where no renderer can start, the picture is left out and the page works as before.
 */
export const GameCanvas = ({ art, label, testId }: { readonly art: SceneArt; readonly label: string; readonly testId?: string }) => {
  const host = useRef<HTMLDivElement>(null)
  const scene = useRef<GameScene | null>(null)
  const latest = useRef(art)
  const [drawn, setDrawn] = useState(false)
  const [failed, setFailed] = useState(false)
  latest.current = art
  const key = JSON.stringify(art)

  useEffect(() => {
    let gone = false
    void import("./game-scene")
      .then(async ({ GameScene }) => {
        const el = host.current
        if (!el || gone) return
        const width = Math.max(240, Math.min(520, el.clientWidth || 320))
        const s = await GameScene.create(width, Math.round(width * 0.55))
        if (gone) return s.destroy()
        s.canvas.setAttribute("aria-hidden", "true")
        el.appendChild(s.canvas)
        scene.current = s
        s.draw(latest.current)
        setDrawn(true)
      })
      .catch(() => setFailed(true))
    return () => {
      gone = true
      scene.current?.destroy()
      scene.current = null
    }
  }, [])

  useEffect(() => {
    scene.current?.draw(latest.current)
  }, [key])

  if (failed) return null
  return <div ref={host} className="iw-game__scene" role="img" aria-label={label} data-testid={testId} data-drawn={drawn} />
}
