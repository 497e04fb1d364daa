import { Button, Notice, Pager, Spinner, errorMessage, useDocumentTitle } from "@iw/ui"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { type ContentView, type ContentViewList, LangNote, type Load, Prose, excerpt, pageFrom } from "./parts"
import "../content.css"

/** Tutorials a page in the list beside the chosen one. */
export const TUTORIALS_PER_PAGE = 10

/**
 * `/{lang}/tutorials` (spec §2 Content): the tutorials in their order, a page at a time, and the chosen one beside
 * them (`?id=` and `?page=` keep them in the address, so they can be shared and the back button works).
 */
const TutorialsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [search, setSearch] = useSearchParams()
  const selected = Number(search.get("id")) || null
  const page = pageFrom(search.get("page"))
  const [list, setList] = useState<Load<ContentViewList>>({ state: "loading" })
  const [detail, setDetail] = useState<Load<ContentView> | null>(null)
  const [stale, setStale] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  useDocumentTitle(detail?.state === "ready" ? detail.data.title : t("content.tutorials.title"))

  useEffect(() => {
    let live = true
    api.content
      .tutorials({ query: { page, perPage: TUTORIALS_PER_PAGE, lang } })
      .then((data) => live && setList({ state: "ready", data }))
      .catch((err) => live && setList({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [lang, page, stale, t])

  useEffect(() => {
    if (selected === null) {
      setDetail(null)
      return
    }
    let live = true
    setDetail({ state: "loading" })
    api.content
      .tutorial({ params: { id: selected }, query: { lang } })
      .then((data) => {
        if (!live) return
        setDetail({ state: "ready", data })
        requestAnimationFrame(() => heading.current?.focus())
      })
      .catch((err: unknown) => live && setDetail({ state: "failed", message: errorMessage(err, t), missing: (err as { status?: number }).status === 404 }))
    return () => {
      live = false
    }
  }, [selected, lang, t])

  const items = list.state === "ready" ? list.data.data : []
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
      {list.state === "loading" && <Spinner label={t("common.loading")} />}
      {list.state === "failed" && (
        <Notice tone="error">
          {list.message}{" "}
          <Button variant="link" onClick={() => setStale((n) => n + 1)}>
            {t("common.retry")}
          </Button>
        </Notice>
      )}
      {list.state === "ready" && items.length === 0 && <div className="iw-card iw-ct__empty">{t("content.tutorials.empty")}</div>}
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
            {list.state === "ready" && (
              <Pager
                page={page}
                total={list.data.meta.total}
                perPage={list.data.meta.perPage}
                onPage={(p) => {
                  const q = new URLSearchParams(search)
                  if (p > 1) q.set("page", String(p))
                  else q.delete("page")
                  setSearch(q)
                }}
                label={t("content.pages")}
              />
            )}
          </nav>
          <section className="iw-ct__detail" aria-live="polite">
            {detail === null && <div className="iw-card iw-ct__pick">{t("content.tutorials.pick")}</div>}
            {detail?.state === "loading" && <Spinner label={t("common.loading")} />}
            {detail?.state === "failed" && <Notice tone="error">{detail.missing ? t("content.tutorials.notFound") : detail.message}</Notice>}
            {detail?.state === "ready" && (
              <article className="iw-card iw-ct__article" aria-labelledby="iw-tut-title" data-testid="tutorial-detail">
                <Link className="iw-ct__back" to={hrefOf(null)}>
                  ← {t("content.tutorials.back")}
                </Link>
                <div className="iw-ct__badges">
                  <LangNote item={detail.data} />
                </div>
                <h2 id="iw-tut-title" ref={heading} tabIndex={-1}>
                  {detail.data.title}
                </h2>
                <Prose html={detail.data.body} />
              </article>
            )}
          </section>
        </div>
      )}
    </div>
  )
}

export default TutorialsPage
