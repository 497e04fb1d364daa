import "@iw/ui/ui.css"
import "./app/app.css"
import { switchLanguage } from "@iw/ui"
import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider, createBrowserRouter } from "react-router"
import { routes } from "./app/routes"
import { setNavigator } from "./lib/api"
import { memberSession } from "./lib/session"
import { startSessionUpkeep } from "./app/session-upkeep"
import { i18n, langOfPath } from "./app/i18n"

const router = createBrowserRouter(routes)
setNavigator((path) => void router.navigate(path))
startSessionUpkeep()
// The member's own live topic, loaded once a member is signed in (the landing page does not carry it).
let memberLive = false
const followMember = () => {
  if (memberLive || !memberSession.get()) return
  memberLive = true
  void import("./app/member-live").then((m) => m.startMemberLive())
}
memberSession.subscribe(followMember)
followMember()

const root = document.getElementById("root")!
const prerendered = root.querySelector(":scope > [data-prerendered]") !== null
const render = () => {
  const app = createRoot(root)
  const draw = () =>
    app.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    )
  // Over the prerendered landing, the page is already on screen: the app draws its own in the background, yielding to
  // the visitor's input between pieces, and puts it in place in one go.
  if (prerendered) {
    replayPress()
    startTransition(draw)
  } else draw()
}
/** A press on the prerendered page's button before the app took over (boot.js keeps it) is made on the app's button. */
const replayPress = () => {
  const html = document.documentElement
  const watch = new MutationObserver(() => {
    if (root.querySelector("[data-prerendered]") !== null) return
    watch.disconnect()
    const pending = html.getAttribute("data-pending-press")
    html.removeAttribute("data-pending-press")
    html.classList.remove("iw-waiting")
    if (pending) root.querySelector<HTMLElement>(`[data-testid="${CSS.escape(pending)}"]`)?.click()
  })
  watch.observe(root, { childList: true })
}
// The landing page arrives prerendered in the HTML (issue 18 §8: scripts/prerender.mjs); the app's first render replaces
// it once the route's code is here, so it draws the same page, not a loading screen, in its place.
const routed = new Promise<void>((resolve) => {
  if (!prerendered || router.state.initialized) return resolve()
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    resolve()
  })
})
// The first page waits for its language's words (and English), a few kilobytes; a failed fetch still renders.
void Promise.all([switchLanguage(i18n, langOfPath(window.location.pathname)).catch(() => undefined), routed]).then(render)
