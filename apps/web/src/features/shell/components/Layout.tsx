import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { ScrollRestoration } from "react-router"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { StaffSessionBanner } from "./StaffSessionBanner"

/**
 * The member site's frame: skip link, header, the page in <main id="main">, footer (spec §1, §2). `header` replaces
 * the header only in the build's prerender of the landing (one per layout, see prerender.tsx).
 */
export const Layout = ({ children, header }: { readonly children: ReactNode; readonly header?: ReactNode }) => {
  const { t } = useTranslation()
  return (
    <div className="iw-shell">
      <a className="iw-skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <StaffSessionBanner />
      {header ?? <Header />}
      <main id="main" className="iw-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  )
}
