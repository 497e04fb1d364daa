import { ApiError } from "@iw/contracts/client"
import { MAX_IMAGE_BYTES } from "@iw/core/domain"
import { Button, LoadState, Notice, ProgressBar, formatDateTime, useDocumentTitle, useLoad } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { type Photo, myPhotos, photoBytes, relocation, sendPhoto } from "../api/live2earn"
import "../live2earn.css"

const TONE = { approved: "success", pending: "info", rejected: "danger" } as const

const Thumb = ({ photo, alt }: { readonly photo: Photo; readonly alt: string }) => {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let made: string | null = null
    let live = true
    photoBytes(photo.id)
      .then((d) => {
        if (!live) return
        made = URL.createObjectURL(new Blob([d.bytes as Uint8Array<ArrayBuffer>], { type: d.contentType ?? photo.mime }))
        setUrl(made)
      })
      .catch(() => undefined)
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
  }, [photo.id, photo.mime])
  return url ? <img className="iw-l2e__thumb" src={url} alt={alt} loading="lazy" /> : <span className="iw-l2e__thumb" role="img" aria-label={alt} />
}

/**
 * Live2Earn (spec §1, §4, §5, §6, §8): members with accessLive2Earn send photos (PNG, JPG, WEBP, at most 5 MB) and
 * see each one's status (approved, pending, rejected) with the reviewer's reason. The page asks
 * `member/live2earn/relocation` where the programme is for this member and goes there (home without access).
 */
const Live2EarnPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  useDocumentTitle(t("live2earn.title"))
  const where = useLoad(relocation, [])
  const allowed = where.data?.allowed === true
  const photos = useLoad(myPhotos, [allowed], { enabled: allowed })
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])
  useEffect(() => {
    if (where.data && !where.data.allowed) navigate(to(lang, where.data.path), { replace: true })
  }, [where.data, lang, navigate])

  const choose = (f: File | null) => {
    setFile(f)
    setSent(false)
    setError(f && f.size > MAX_IMAGE_BYTES ? t("files.image_too_big", { max: "5 MB" }) : null)
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!file || progress !== null) return
    setError(null)
    setProgress(0)
    abort.current = new AbortController()
    try {
      await sendPhoto(file, setProgress, abort.current.signal)
      setFile(null)
      setSent(true)
      photos.reload()
    } catch (err) {
      if (abort.current?.signal.aborted) return
      // A refusal of the file names its reason; any other failure is spec §8's Live2Earn message.
      const code = err instanceof ApiError ? err.fieldErrors?.photo?.[0] : undefined
      setError(code ? t(code.code, code.params ?? {}) : t("live2earn.uploadFailed"))
    } finally {
      setProgress(null)
    }
  }

  return (
    <div className="iw-page iw-l2e" data-testid="live2earn-page">
      <h1>{t("live2earn.title")}</h1>
      <LoadState load={where}>
        {(r) =>
          r.allowed ? (
            <>
              <p className="iw-l2e__lead">{t("live2earn.intro", { reward: r.reward })}</p>
              <form className="iw-card iw-l2e__form" onSubmit={submit} noValidate>
                <label className="iw-l2e__pick" htmlFor="l2e-photo">
                  {t("live2earn.choose")}
                  <span className="iw-l2e__hint">{file ? file.name : t("live2earn.hint")}</span>
                </label>
                <input
                  id="l2e-photo"
                  className="iw-l2e__input"
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  capture="environment"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "l2e-error" : undefined}
                  onChange={(e) => choose(e.target.files?.[0] ?? null)}
                />
                {progress !== null && (
                  <div className="iw-l2e__progress">
                    <ProgressBar value={progress} label={t("live2earn.send")} />
                    <span aria-live="polite">{t("live2earn.uploading", { percent: Math.round(progress * 100) })}</span>
                  </div>
                )}
                {error && (
                  <p className="iw-l2e__error" id="l2e-error" role="alert">
                    {error}
                  </p>
                )}
                {sent && <Notice tone="success">{t("live2earn.sent")}</Notice>}
                <Button type="submit" disabled={!file || error !== null} loading={progress !== null} data-testid="l2e-send">
                  {t("live2earn.send")}
                </Button>
              </form>
              <section aria-labelledby="l2e-mine">
                <h2 id="l2e-mine">{t("live2earn.myPhotos")}</h2>
                <LoadState load={photos}>
                  {(list) =>
                    list.data.length === 0 ? (
                      <p className="iw-l2e__empty">{t("live2earn.none")}</p>
                    ) : (
                      <ul className="iw-l2e__list">
                        {list.data.map((p) => (
                          <li key={p.id} className="iw-card iw-l2e__item" data-testid="l2e-photo" data-status={p.status}>
                            <Thumb photo={p} alt={t("live2earn.photoOf", { name: p.name })} />
                            <div className="iw-l2e__meta">
                              <span className={`iw-badge iw-badge--${TONE[p.status]}`}>{t(`live2earn.status.${p.status}`)}</span>
                              <time dateTime={p.createdAt.toISOString()}>{formatDateTime(p.createdAt, lang)}</time>
                              {p.reason && <p className="iw-l2e__reason">{t("live2earn.reason", { reason: p.reason })}</p>}
                              {p.reward > 0 && <p className="iw-l2e__earned">{t("live2earn.earned", { reward: p.reward })}</p>}
                            </div>
                          </li>
                        ))}
                      </ul>
                    )
                  }
                </LoadState>
              </section>
            </>
          ) : null
        }
      </LoadState>
    </div>
  )
}

export default Live2EarnPage
