import { type LangCode, isLangCode } from "@iw/contracts/i18n"
import { useTranslation } from "react-i18next"

/** The staff UI language; components re-render when it changes. */
export const useLang = (): LangCode => {
  const { i18n } = useTranslation()
  return isLangCode(i18n.language) ? i18n.language : "en"
}
