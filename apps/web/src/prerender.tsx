import { type LangCode, isLangCode } from "@iw/contracts/i18n"
import { ErrorsProvider, switchLanguage } from "@iw/ui"
import { prerenderToNodeStream } from "react-dom/static"
import { I18nextProvider, useTranslation } from "react-i18next"
import { Outlet, StaticRouterProvider, createStaticHandler, createStaticRouter, useParams } from "react-router"
import { HTML_LANG, i18n } from "./app/i18n"
import LandingPage from "./features/landing/components/LandingPage"
import { Header } from "./features/shell/components/Header"
import { Layout } from "./features/shell/components/Layout"
import { MediaAnswers } from "./features/shell/hooks/use-media"
import { MOBILE_QUERY, NARROW_QUERY } from "./features/shell/utils/links"

/**
 * The build's prerender of the landing page (issue 18 §8), run by `scripts/prerender.mjs` after `vite build --ssr`:
 * `/{lang}` for a visitor, drawn into the HTML the server sends, so the page paints from HTML and CSS before any script
 * runs. The app's first render then draws the same page in its place (main.tsx waits for the route's code).
 *
 * The header depends on the window's width (a burger at 768 px or less, a More menu up to 1150 px); with no window here
 * it is drawn once per layout and CSS shows the one that fits (`.iw-pre-header` in app.css).
 */
const LAYOUTS = [
  { name: "phone", answers: { [MOBILE_QUERY]: true, [NARROW_QUERY]: true } },
  { name: "narrow", answers: { [MOBILE_QUERY]: false, [NARROW_QUERY]: true } },
  { name: "wide", answers: { [MOBILE_QUERY]: false, [NARROW_QUERY]: false } }
] as const

const Headers = () => (
  <>
    {LAYOUTS.map(({ name, answers }) => (
      <div key={name} className={`iw-pre-header iw-pre-header--${name}`}>
        <MediaAnswers.Provider value={answers}>
          <Header />
        </MediaAnswers.Provider>
      </div>
    ))}
  </>
)

/** As LangRoot and its shell draw it for a visitor, with the header of every layout. */
const Root = () => {
  const { t } = useTranslation()
  return (
    <ErrorsProvider title={t("common.errorTitle")} closeLabel={t("common.close")} okLabel={t("common.ok")}>
      <Layout header={<Headers />}>
        <Outlet />
      </Layout>
    </ErrorsProvider>
  )
}

const LangRoot = () => {
  const { lang } = useParams()
  if (!isLangCode(lang)) throw new Error(`not a language: ${lang}`)
  return (
    <I18nextProvider i18n={i18n}>
      <Root />
    </I18nextProvider>
  )
}

const routes = [{ path: "/:lang", Component: LangRoot, children: [{ index: true, Component: LandingPage }] }]

/** The landing page's markup in one language (what goes inside `#root`), and its `<html lang>`. */
export const renderLanding = async (lang: LangCode): Promise<{ readonly html: string; readonly htmlLang: string }> => {
  await switchLanguage(i18n, lang)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost/${lang}`))
  if (context instanceof Response) throw new Error(`prerender /${lang}: ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const { prelude } = await prerenderToNodeStream(<StaticRouterProvider router={router} context={context} hydrate={false} />)
  const chunks: Array<Buffer> = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return { html: Buffer.concat(chunks).toString("utf8"), htmlLang: HTML_LANG[lang] }
}
