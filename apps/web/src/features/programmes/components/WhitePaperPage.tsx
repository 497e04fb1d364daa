import { useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { WHITE_PAPER } from "./white-paper.en"
import "../programmes.css"

/** White Paper (spec §2): the document, in English, with a note and summary in the reader's language. */
const WhitePaperPage = () => {
  const { t } = useTranslation()
  useDocumentTitle(t("programmes.whitePaper.title"))
  return (
    <div className="iw-page iw-prog" data-testid="white-paper-page">
      <header className="iw-prog__head">
        <h1>{t("programmes.whitePaper.title")}</h1>
        <p className="iw-prog__lead">{t("programmes.whitePaper.lead")}</p>
        <p className="iw-card iw-prog__note" role="note" data-testid="white-paper-language-note">
          {t("programmes.whitePaper.languageNote")}
        </p>
      </header>
      <nav className="iw-card iw-prog__card" aria-labelledby="iw-wp-contents">
        <h2 id="iw-wp-contents">{t("programmes.whitePaper.contents")}</h2>
        <ol className="iw-prog__toc" lang="en">
          {WHITE_PAPER.map((s) => (
            <li key={s.id}>
              <a href={`#wp-${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="iw-card iw-prog__card iw-prog__paper" lang="en">
        {WHITE_PAPER.map((s) => (
          <section key={s.id} id={`wp-${s.id}`} aria-labelledby={`wp-${s.id}-t`}>
            <h2 id={`wp-${s.id}-t`}>{s.title}</h2>
            {s.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  )
}

export default WhitePaperPage
