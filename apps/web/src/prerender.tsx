import type { LangCode } from "@iw/contracts/i18n"
import { switchLanguage } from "@iw/ui"
import { prerenderToNodeStream } from "react-dom/static"
import { StrictMode } from "react"
import { RouterProvider, createMemoryRouter } from "react-router"
import { HTML_LANG, i18n } from "./app/i18n"
import { routes } from "./app/routes"
import { HEADER_LAYOUTS, type HeaderLayout, PrerenderedHeaders } from "./features/shell/components/Layout"
import { TakenOver } from "./lib/taken-over"

/**
 * The build's prerender (issue 18 §8), run by `scripts/prerender.mjs` after `vite build --ssr`: the pages a visitor
 * opens first (`/{lang}`, `/{lang}/login`) drawn from the app's own routes into the HTML the server sends, so they
 * paint from HTML and CSS before any script runs. The app then hydrates that markup (main.tsx): it is the same tree.
 *
 * The header depends on the window's width; with no window here it is drawn once per layout and CSS shows the one that
 * fits (`.iw-pre-header` in app.css); boot.js removes the others, and the app draws the one left (PrerenderedHeaders).
 */
const ALL_LAYOUTS = Object.keys(HEADER_LAYOUTS) as ReadonlyArray<HeaderLayout>

/** The pages prerendered: the path after `/{lang}` and the file name the server looks for. */
export const PRERENDERED = [
  { rest: "", name: "landing", module: "src/features/landing/components/LandingPage.tsx" },
  { rest: "/login", name: "login", module: "src/features/identity/components/LoginPage.tsx" }
] as const

/** One page's markup in one language (what goes inside `#root`), and its `<html lang>`. */
export const renderPage = async (lang: LangCode, rest: string): Promise<{ readonly html: string; readonly htmlLang: string }> => {
  await switchLanguage(i18n, lang)
  // The app's own router and provider (a memory router here), so the tree, and every id it makes, is the one the app
  // hydrates (main.tsx draws <StrictMode><RouterProvider>).
  const router = createMemoryRouter(routes, { initialEntries: [`/${lang}${rest}`] })
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
  if (router.state.errors) throw new Error(`prerender /${lang}${rest}: ${JSON.stringify(router.state.errors)}`)
  const { prelude } = await prerenderToNodeStream(
    <PrerenderedHeaders.Provider value={ALL_LAYOUTS}>
      <TakenOver.Provider value={false}>
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>
      </TakenOver.Provider>
    </PrerenderedHeaders.Provider>
  )
  router.dispose()
  const chunks: Array<Buffer> = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return { html: Buffer.concat(chunks).toString("utf8"), htmlLang: HTML_LANG[lang] }
}
