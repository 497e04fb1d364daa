import { useTranslation } from "react-i18next"
import { AdsFrame } from "./AdsFrame"
import { AdsTable } from "./AdsTable"

/** `/{lang}/ads-archive` (spec §2): archived ads, out of the network; each opens to be restored or deleted. */
const AdsArchivePage = () => {
  const { t } = useTranslation()
  return (
    <AdsFrame title={t("features.adsArchive.title")} testId="ads-archive">
      <p className="iw-field__hint">{t("adsPages.archive.hint")}</p>
      <AdsTable archive base="ads-archive" />
    </AdsFrame>
  )
}

export default AdsArchivePage
