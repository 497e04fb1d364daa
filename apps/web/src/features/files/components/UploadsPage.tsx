import { useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { FileManager } from "./FileManager"
import "../files.css"

/** `/{lang}/uploads` (and `/uploads`) for a signed-in member: the file manager (spec §2). */
const UploadsPage = () => {
  const { t } = useTranslation()
  useDocumentTitle(t("files.title"))
  return (
    <div className="iw-page iw-files-page">
      <header className="iw-files-page__head">
        <h1>{t("files.title")}</h1>
        <p>{t("files.intro")}</p>
      </header>
      <FileManager />
    </div>
  )
}

export default UploadsPage
