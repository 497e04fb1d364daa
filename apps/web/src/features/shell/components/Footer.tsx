import { cstYear, useSession } from "@iw/ui"
import { createContext, useContext, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { useTakenOver } from "../../../lib/taken-over"
import { LogoMark } from "./icons"
import { PRIVACY_POLICY_PDF, TERMS_OF_USE_PDF } from "../utils/links"
import { usePublicAnnouncementsVisible } from "../hooks/use-public-announcements"

/**
 * The copyright year the page was served with, when the app hydrates a prerendered page (issue 18 §8): the server
 * writes the CST year of the request into it (`data-cst-year`), the app hydrates the same and, once it has taken over,
 * draws the year of its own clock, so the footer is never the build's year.
 */
export const PrerenderedYear = createContext<number | null>(null)

/**
 * Footer (spec §1): privacy policy and terms of use PDFs, and a copyright with the current year. Visitors also
 * get the public announcements link when there are announcements for them (spec §2), in a slot kept for it from the
 * first paint.
 */
export const Footer = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const visitor = !useSession(memberSession)?.profile?.id
  const footer = useRef<HTMLElement>(null)
  const announcements = usePublicAnnouncementsVisible(visitor, footer)
  const served = useContext(PrerenderedYear)
  const year = useTakenOver() || served === null ? cstYear() : served
  const pdf = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="iw-footer__link">
      {label}
      <span className="iw-footer__pdf">{t("shell.footer.pdf")}</span>
      <span className="iw-visually-hidden"> {t("shell.nav.newTab")}</span>
    </a>
  )
  return (
    <footer ref={footer} className="iw-footer" data-testid="footer">
      <div className="iw-footer__inner">
        <div className="iw-footer__brand">
          <LogoMark />
          <span data-cst-year={year} data-testid="footer-copyright">
            {t("shell.footer.copyright", { year })}
          </span>
        </div>
        <nav aria-label={t("shell.footer.label")}>
          <ul className="iw-footer__links">
            <li>{pdf(PRIVACY_POLICY_PDF, t("shell.footer.privacy"))}</li>
            <li>{pdf(TERMS_OF_USE_PDF, t("shell.footer.terms"))}</li>
            {visitor && (
              // The link's slot is drawn from the first paint (the prerender too), kept empty to the eye until the
              // answer comes: the link then takes the place it had, and nothing moves (no layout shift on a phone,
              // where it wraps to a row of its own). Last, so an unused slot is a blank at the end, not a gap between.
              <li className={announcements ? undefined : "iw-footer__slot"} aria-hidden={announcements ? undefined : true} data-testid="footer-public-announcements-slot">
                {announcements ? (
                  <Link to={to(lang, "public-announcements")} className="iw-footer__link" data-testid="footer-public-announcements">
                    {t("content.announcements.title")}
                  </Link>
                ) : (
                  <span className="iw-footer__link">{t("content.announcements.title")}</span>
                )}
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
