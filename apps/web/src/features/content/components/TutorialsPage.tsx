import { LoadState, Pager, useDocumentTitle, useLoad, usePagedQuery } from "@iw/ui"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { TUTORIALS_PER_PAGE, tutorial, tutorials } from "../api/content"
import { to, useLang } from "../../../lib/lang"
import { LangNote, Prose, excerpt } from "./parts"
import "../content.css"

/**
 * `/{lang}/tutorials` (spec §2 Content): the tutorials in their order, a page at a time, and the chosen one beside
 * them (`?id=` and `?page=` keep them in the address, so they can be shared and the back button works).
 */
const TutorialsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [search] = useSearchParams()
  const selected = Number(search.get("id")) || null
  const list = usePagedQuery(({ page }) => tutorials(page, lang), { deps: [lang] })
  const { page } = list
  const detail = useLoad(() => tutorial(selected!, lang), [selected, lang], { enabled: selected !== null })
  const shown = selected !== null ? detail : null
  const heading = useRef<HTMLHeadingElement>(null)
  useDocumentTitle(shown?.data?.title ?? t("content.tutorials.title"))
  // The chosen tutorial's title takes the focus once it is there, so a screen reader starts reading it.
  useEffect(() => {
    if (shown?.status === "ok") requestAnimationFrame(() => heading.current?.focus())
  }, [shown?.data])

  const items = list.rows
  const first = (page - 1) * TUTORIALS_PER_PAGE
  const hrefOf = (id: number | null) => {
    const q = new URLSearchParams()
    if (page > 1) q.set("page", String(page))
    if (id !== null) q.set("id", String(id))
    const s = q.toString()
    return `${to(lang, "tutorials")}${s ? `?${s}` : ""}`
  }
  return (
    <div className={`iw-page iw-ct iw-ct--tutorials${selected !== null ? " iw-ct--has-detail" : ""}`} data-testid="tutorials-page">
      <header className="iw-ct__head">
        <h1>{t("content.tutorials.title")}</h1>
        <p className="iw-ct__lead">{t("content.tutorials.lead")}</p>
      </header>
      <LoadState load={list}>{(data) => data.data.length === 0 && <div className="iw-card iw-ct__empty">{t("content.tutorials.empty")}</div>}</LoadState>
      {items.length > 0 && (
        <div className="iw-ct__split">
          <nav className="iw-ct__toc" aria-label={t("content.tutorials.listLabel")}>
            <ol>
              {items.map((item, i) => (
                <li key={item.id}>
                  <Link
                    to={hrefOf(item.id)}
                    className={`iw-ct__toc-link${item.id === selected ? " iw-ct__toc-link--on" : ""}`}
                    aria-current={item.id === selected ? "page" : undefined}
                    data-testid="tutorial-link"
                  >
                    <span className="iw-ct__toc-num" aria-hidden="true">
                      {first + i + 1}
                    </span>
                    <span className="iw-ct__toc-text">
                      <span className="iw-ct__toc-title">{item.title}</span>
                      <span className="iw-ct__toc-excerpt">{excerpt(item.body, 90)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
            {list.pager && <Pager {...list.pager} label={t("content.pages")} />}
          </nav>
          <section className="iw-ct__detail" aria-live="polite">
            {shown === null ? (
              <div className="iw-card iw-ct__pick">{t("content.tutorials.pick")}</div>
            ) : (
              <LoadState load={shown} notFound={t("content.tutorials.notFound")}>
                {(item) => (
                  <article className="iw-card iw-ct__article" aria-labelledby="iw-tut-title" data-testid="tutorial-detail">
                    <Link className="iw-ct__back" to={hrefOf(null)}>
                      ← {t("content.tutorials.back")}
                    </Link>
                    <div className="iw-ct__badges">
                      <LangNote item={item} />
                    </div>
                    <h2 id="iw-tut-title" ref={heading} tabIndex={-1}>
                      {item.title}
                    </h2>
                    <Prose html={item.body} />
                  </article>
                )}
              </LoadState>
            )}
          </section>
        </div>
      )}
    </div>
  )
}

export default TutorialsPage
