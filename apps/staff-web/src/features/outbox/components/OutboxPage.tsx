import { LoadState, Pager, formatDateTime, useDraft, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { FilterBar } from "../../../components/FilterBar"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { listOutbox } from "../api/outbox"

/** `/staff/outbox`: SMS and e-mail the product sent, newest first, filtered by recipient (for support staff). */
const OutboxPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const list = usePagedQuery(({ page, filters }) => listOutbox(filters.recipient, page), { filters: ["recipient"] })
  const { recipient } = list.filters
  const [text, setText] = useDraft(recipient)

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.outbox")} lead={t("backoffice.outbox.lead")} />
      <FilterBar label={t("backoffice.outbox.filterLabel")} onSubmit={() => list.setFilters({ recipient: text.trim() })} onClear={recipient !== "" && (() => list.setFilters({ recipient: "" }))}>
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
      </FilterBar>
      <LoadState load={list}>
        {(data) => (
          <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
            {data.data.length === 0 ? (
              <p className="sw-empty">{t("backoffice.outbox.empty")}</p>
            ) : (
              <ol className="sw-messages">
                {data.data.map((m) => (
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
            {list.pager && <Pager {...list.pager} range />}
          </section>
        )}
      </LoadState>
    </div>
  )
}

export default OutboxPage
