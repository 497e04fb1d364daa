import { cstYear, useSession } from "@iw/ui"
import { useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { LogoMark } from "./icons"
import { PRIVACY_POLICY_PDF, TERMS_OF_USE_PDF } from "../utils/links"
import { usePublicAnnouncementsVisible } from "../hooks/use-public-announcements"

/**
 * Footer (spec §1): privacy policy and terms of use PDFs, and a copyright with the current year. Visitors also
 * get the public announcements link when there are announcements for them (spec §2).
 */
export const Footer = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const visitor = !useSession(memberSession)?.profile?.id
  const footer = useRef<HTMLElement>(null)
  const announcements = usePublicAnnouncementsVisible(visitor, footer)
  const year = cstYear()
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
          <span>{t("shell.footer.copyright", { year })}</span>
        </div>
        <nav aria-label={t("shell.footer.label")}>
          <ul className="iw-footer__links">
            {announcements && (
              <li>
                <Link to={to(lang, "public-announcements")} className="iw-footer__link" data-testid="footer-public-announcements">
                  {t("content.announcements.title")}
                </Link>
              </li>
            )}
            <li>{pdf(PRIVACY_POLICY_PDF, t("shell.footer.privacy"))}</li>
            <li>{pdf(TERMS_OF_USE_PDF, t("shell.footer.terms"))}</li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
