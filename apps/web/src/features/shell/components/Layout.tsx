import { type ReactNode, createContext, useContext } from "react"
import { useTranslation } from "react-i18next"
import { ScrollRestoration } from "react-router"
import { MediaAnswers } from "../hooks/use-media"
import { MOBILE_QUERY, NARROW_QUERY } from "../utils/links"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { StaffSessionBanner } from "./StaffSessionBanner"

/** The header's three layouts and what the media queries answer in each (a burger at 768 px or less, More up to 1150 px). */
export const HEADER_LAYOUTS = {
  phone: { [MOBILE_QUERY]: true, [NARROW_QUERY]: true },
  narrow: { [MOBILE_QUERY]: false, [NARROW_QUERY]: true },
  wide: { [MOBILE_QUERY]: false, [NARROW_QUERY]: false }
} as const
export type HeaderLayout = keyof typeof HEADER_LAYOUTS

/**
 * The header's layouts to draw, each in its `.iw-pre-header--<layout>` box, instead of the one the window answers (issue
 * 18 §8): the build's prerender has no window and draws all three (CSS shows the one that fits); the app that hydrates
 * a prerendered page draws the one boot.js left, so its markup is the prerendered one. Null (the default): the header.
 */
export const PrerenderedHeaders = createContext<ReadonlyArray<HeaderLayout> | null>(null)

/** Every layout keeps its place (null when not drawn), so the ids the header's parts take (useId) are the prerender's. */
const Headers = ({ layouts }: { readonly layouts: ReadonlyArray<HeaderLayout> }) => (
  <>
    {(Object.keys(HEADER_LAYOUTS) as ReadonlyArray<HeaderLayout>).map((name) =>
      layouts.includes(name) ? (
        <div key={name} className={`iw-pre-header iw-pre-header--${name}`}>
          <MediaAnswers.Provider value={HEADER_LAYOUTS[name]}>
            <Header />
          </MediaAnswers.Provider>
        </div>
      ) : null
    )}
  </>
)

/** The member site's frame: skip link, header, the page in <main id="main">, footer (spec §1, §2). */
export const Layout = ({ children }: { readonly children: ReactNode }) => {
  const { t } = useTranslation()
  const layouts = useContext(PrerenderedHeaders)
  return (
    <div className="iw-shell">
      <a className="iw-skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <StaffSessionBanner />
      {layouts ? <Headers layouts={layouts} /> : <Header />}
      <main id="main" className="iw-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  )
}
