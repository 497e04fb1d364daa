import { type LangCode, isLangCode } from "@iw/contracts/i18n"
import { useParams } from "react-router"

/** The language segment of the current route; routes under an unknown segment never render. */
export const useLang = (): LangCode => {
  const { lang } = useParams()
  return isLangCode(lang) ? lang : "en"
}

/** A path inside the member site in a language: `to(lang, "login")` → `/en/login`. */
export const to = (lang: LangCode, path = ""): string => `/${lang}${path ? `/${path.replace(/^\//, "")}` : ""}`

/** The same page in another language (spec §2: the switcher keeps the rest of the path). */
export const switchLangPath = (pathname: string, search: string, lang: LangCode): string => {
  const rest = pathname.split("/").slice(2).join("/")
  return `/${lang}${rest ? `/${rest}` : ""}${search}`
}
