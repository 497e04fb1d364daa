import { Button, Spinner, formatDateTime } from "@iw/ui"
import { type FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { useLang } from "../../../hooks/use-lang"
import { useLoad } from "../../../hooks/use-load"
import { listOutbox } from "../api/outbox"

/** `/staff/outbox`: SMS and e-mail the product sent, newest first, filtered by recipient (for support staff). */
const OutboxPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [params, setParams] = useSearchParams()
  const recipient = params.get("recipient") ?? ""
  const page = Math.max(1, Number(params.get("page")) || 1)
  const [text, setText] = useState(recipient)
  useEffect(() => setText(recipient), [recipient])
  const list = useLoad(() => listOutbox(recipient, page), [recipient, page])

  const apply = (r: string, p: number) => {
    const search: Record<string, string> = {}
    if (r) search.recipient = r
    if (p > 1) search.page = String(p)
    setParams(search)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    apply(text.trim(), 1)
  }

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.outbox")} lead={t("backoffice.outbox.lead")} />
      <form className="sw-toolbar iw-card sw-card" role="search" onSubmit={submit} aria-label={t("backoffice.outbox.filterLabel")}>
        <div className="sw-toolbar__grow">
          <label className="iw-field__label" htmlFor="outbox-recipient">
            {t("backoffice.outbox.recipient")}
          </label>
          <input
            id="outbox-recipient"
            className="iw-input"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("backoffice.outbox.recipientPlaceholder")}
            maxLength={254}
            autoComplete="off"
            data-testid="outbox-recipient"
          />
        </div>
        <Button type="submit">{t("backoffice.actions.filter")}</Button>
        {recipient && (
          <Button variant="ghost" onClick={() => apply("", 1)}>
            {t("backoffice.actions.clear")}
          </Button>
        )}
      </form>
      {list.status === "error" && <LoadError error={list.error} onRetry={list.reload} />}
      {list.data ? (
        <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
          {list.data.data.length === 0 ? (
            <p className="sw-empty">{t("backoffice.outbox.empty")}</p>
          ) : (
            <ol className="sw-messages">
              {list.data.data.map((m) => (
                <li key={m.id} className="sw-message" data-testid="outbox-row">
                  <div className="sw-message__meta">
                    <span className={`iw-badge sw-channel sw-channel--${m.channel}`}>{t(`backoffice.outbox.channels.${m.channel}`)}</span>
                    <span className="sw-message__to sw-break">{m.recipient}</span>
                    <span className="sw-message__template">{t(`backoffice.outbox.templates.${m.template}`, { defaultValue: m.template })}</span>
                    <time className="sw-message__time" dateTime={new Date(m.createdAt).toISOString()}>
                      {formatDateTime(m.createdAt, lang)}
                    </time>
                  </div>
                  {m.subject && <div className="sw-message__subject">{m.subject}</div>}
                  <p className="sw-message__body">{m.body}</p>
                </li>
              ))}
            </ol>
          )}
          <Pager meta={list.data.meta} busy={list.status === "loading"} onPage={(p) => apply(recipient, p)} />
        </section>
      ) : (
        list.status === "loading" && <Spinner label={t("common.loading")} />
      )}
    </div>
  )
}

export default OutboxPage
