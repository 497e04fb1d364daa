import "@iw/ui/ui.css"
import "./app/app.css"
import { switchLanguage } from "@iw/ui"
import { type ReactNode, StrictMode, startTransition, useEffect, useState } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { RouterProvider, createBrowserRouter } from "react-router"
import { routes } from "./app/routes"
import { setNavigator } from "./lib/api"
import { memberSession } from "./lib/session"
import { startSessionUpkeep } from "./app/session-upkeep"
import { i18n, langOfPath } from "./app/i18n"
import { PrerenderedYear } from "./features/shell/components/Footer"
import { HEADER_LAYOUTS, type HeaderLayout, PrerenderedHeaders } from "./features/shell/components/Layout"
import { TakenOver } from "./lib/taken-over"

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
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)
const render = () => {
  // boot.js has taken the prerendered page away for a signed-in member: what is left is a visitor's.
  const page = root.querySelector<HTMLElement>(":scope > [data-prerendered]")
  if (page) hydrate(page)
  else createRoot(root).render(app)
}
/**
 * The prerendered page (the landing, the log-in) is on screen already: the app hydrates it, drawing the same tree over
 * the same DOM (no second page to build and swap in), in the background, yielding to the visitor's input between
 * pieces (a transition). Its header is the layout boot.js left, its footer's year the one the server wrote.
 */
const hydrate = (page: HTMLElement) => {
  const layouts = [...page.querySelectorAll(".iw-pre-header")].flatMap((box) => {
    const name = /iw-pre-header--(\w+)/.exec(box.className)?.[1]
    return name !== undefined && name in HEADER_LAYOUTS ? [name as HeaderLayout] : []
  })
  const year = Number(page.querySelector("[data-cst-year]")?.getAttribute("data-cst-year")) || null
  startTransition(() => {
    hydrateRoot(
      page,
      <PrerenderedHeaders.Provider value={layouts}>
        <PrerenderedYear.Provider value={year}>
          <Hydrated page={page}>{app}</Hydrated>
        </PrerenderedYear.Provider>
      </PrerenderedHeaders.Provider>
    )
  })
}
/**
 * Once the app has hydrated the page: it is no longer the prerendered one (boot.js stops keeping presses, CSS lets the
 * header follow the window), what was typed into it reaches the app, a press on one of its buttons made before (boot.js
 * kept it) is made again now, and what waits for the app (useTakenOver) is drawn, in the background.
 */
const Hydrated = ({ page, children }: { readonly page: HTMLElement; readonly children: ReactNode }) => {
  const [done, setDone] = useState(false)
  useEffect(() => {
    page.removeAttribute("data-prerendered")
    keepTyped(page)
    const html = document.documentElement
    const pending = html.getAttribute("data-pending-press")
    html.removeAttribute("data-pending-press")
    html.classList.remove("iw-waiting")
    if (pending) page.querySelector<HTMLElement>(`[data-testid="${CSS.escape(pending)}"]`)?.click()
    startTransition(() => setDone(true))
  }, [page])
  // Around the app, not beside it: a sibling would shift the ids the app's parts take (useId) from the prerender's.
  return <TakenOver.Provider value={done}>{children}</TakenOver.Provider>
}
/**
 * What the visitor typed into the prerendered page's fields before the app took over (the log-in's member ID and
 * password): hydration leaves it on screen, but the app's state does not know it, and its next render would wipe it.
 * Each such field (its value is not the one the app drew, which hydration made its default) tells the app as typing
 * does: an input event whose value the app has not seen. Focus is untouched (hydration keeps the same elements).
 */
const keepTyped = (page: HTMLElement) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
  for (const input of page.querySelectorAll<HTMLInputElement>("input:not([type=checkbox]):not([type=radio]):not([type=file])")) {
    const typed = input.value
    if (typed === input.defaultValue) continue
    // React follows the value through the element's own property: set it to what the app drew, then the typed value
    // underneath (the prototype's setter), so the input event carries a change.
    input.value = input.defaultValue
    setValue.call(input, typed)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  }
}
// The landing and the log-in arrive prerendered in the HTML (issue 18 §8: scripts/prerender.mjs); the app's first render
// waits for the route's code, so it draws the same page, not a loading screen, in its place.
const routed = new Promise<void>((resolve) => {
  if (root.querySelector(":scope > [data-prerendered]") === null || router.state.initialized) return resolve()
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    resolve()
  })
})
// The first page waits for its language's words (and English), a few kilobytes; a failed fetch still renders.
void Promise.all([switchLanguage(i18n, langOfPath(window.location.pathname)).catch(() => undefined), routed]).then(render)
