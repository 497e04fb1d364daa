import { ApiError } from "@iw/contracts/client"
import { Button, ClientImage, LoadState, Pager, errorMessage, formatDateTime, usePagedQuery } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { PHOTO_STATES, type Photo, isPhotoState, photoBytes, review, reviewQueue } from "../api/review"
import "../live2earn.css"

const ReviewItem = ({ photo, onDone }: { readonly photo: Photo; readonly onDone: (p: Photo) => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [reason, setReason] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const decide = async (decision: "approved" | "declined") => {
    if (decision === "declined" && reason.trim() === "") return setError(t("validation.required"))
    setBusy(true)
    setError(null)
    try {
      onDone(await review(photo.id, decision, reason.trim()))
    } catch (e) {
      const f = e instanceof ApiError ? e.fieldErrors?.reason?.[0] : undefined
      setError(f ? t(f.code, f.params ?? {}) : errorMessage(e, t))
    } finally {
      setBusy(false)
    }
  }
  const id = `l2e-reason-${photo.id}`
  return (
    <li className="iw-card sw-l2e__item" data-testid="l2e-review-item">
      <ClientImage className="sw-l2e__thumb" id={`l2e:${photo.id}`} load={() => photoBytes(photo.id)} alt={t("live2earn.photoOf", { name: photo.name })} />
      <div className="sw-l2e__form">
        <strong>{t("live2earn.review.member", { id: photo.memberId })}</strong>
        <time dateTime={photo.createdAt.toISOString()}>{formatDateTime(photo.createdAt, lang)}</time>
        {photo.state === "pending" ? (
          <>
            <label className="iw-field__label" htmlFor={id}>
              {t("live2earn.review.reason")}
            </label>
            <input id={id} className="iw-input" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={`${id}-hint`} />
            <span id={`${id}-hint`} className="sw-l2e__empty">
              {t("live2earn.review.reasonHint")}
            </span>
            {error && (
              <p className="sw-l2e__error" role="alert">
                {error}
              </p>
            )}
            <div className="sw-l2e__actions">
              <Button loading={busy} onClick={() => decide("approved")} data-testid="l2e-approve">
                {t("live2earn.review.approve")}
              </Button>
              <Button variant="ghost" loading={busy} onClick={() => decide("declined")} data-testid="l2e-decline">
                {t("live2earn.review.decline")}
              </Button>
            </div>
          </>
        ) : (
          <span>
            {t(`live2earn.status.${photo.status}`)}
            {photo.reason ? ` · ${photo.reason}` : ""}
          </span>
        )}
      </div>
    </li>
  )
}

/** `/staff/live2earn`: the Live2Earn review queue for the back-office roles; approve, or decline with a reason. */
const Live2EarnReviewPage = () => {
  const { t } = useTranslation()
  const list = usePagedQuery(({ page, filters }) => reviewQueue(isPhotoState(filters.state) ? filters.state : "pending", page), { filters: ["state"] })
  const state = isPhotoState(list.filters.state) ? list.filters.state : "pending"
  return (
    <div className="sw-page sw-l2e">
      <PageHeader title={t("live2earn.review.title")} />
      <div className="sw-l2e__filter">
        <label className="iw-field__label" htmlFor="l2e-state">
          {t("live2earn.review.state")}
        </label>
        <select id="l2e-state" className="iw-input" value={state} onChange={(e) => list.setFilters({ state: e.target.value })}>
          {PHOTO_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`live2earn.status.${s === "declined" ? "rejected" : s}`)}
            </option>
          ))}
        </select>
      </div>
      <LoadState load={list}>
        {(data) =>
          data.data.length === 0 ? (
            <p className="sw-l2e__empty">{t("live2earn.review.empty")}</p>
          ) : (
            <>
              <ul className="sw-l2e__list">
                {data.data.map((p) => (
                  <ReviewItem key={p.id} photo={p} onDone={(changed) => list.set({ ...data, data: data.data.map((x) => (x.id === changed.id ? changed : x)) })} />
                ))}
              </ul>
              {list.pager && <Pager {...list.pager} />}
            </>
          )
        }
      </LoadState>
    </div>
  )
}

export default Live2EarnReviewPage
