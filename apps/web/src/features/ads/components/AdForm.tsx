import { AdsSchemas } from "@iw/contracts"
import { MAX_IMAGE_BYTES } from "@iw/core/domain"
import { Button, FilePicker, Notice, SelectField, TextAreaField, TextField, errorMessage, fieldMessages, useLoad } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { type Ad, type AdFieldsBody, categories, uploadAdFile } from "../api/ads"
import { FillFromAmazon } from "./FillFromAmazon"

const { AD_DESCRIPTION_MAX, AD_TITLE_MAX } = AdsSchemas

/** Spec §9: ad uploads may take 10 minutes; the contract's timeout says the same to the client. */
const UPLOAD_LIMIT_MS = 600_000

interface Draft {
  title: string
  categoryId: string
  description: string
  siteUrl: string
  mediaUrl: string
  imageId: number | null
  imageName: string | null
}

const draftOf = (ad?: Ad): Draft => ({
  title: ad?.title ?? "",
  categoryId: ad ? String(ad.categoryId) : "",
  description: ad?.description ?? "",
  siteUrl: ad?.siteUrl ?? "",
  mediaUrl: ad?.mediaUrl ?? "",
  imageId: ad?.imageId ?? null,
  imageName: null
})

/**
 * The ad's form (spec §3 Ad, §5 Ads): title and image required, one of the 16 categories, a description with a
 * characters-left counter, an http(s) link and an audio/video link. The image goes up first (`member/ad/upload`, a
 * progress bar, 10 minutes at most, 5 MB checked here and by content on the server); "Fill from Amazon" proposes
 * title and description from a product page.
 */
export const AdForm = ({ ad, submitLabel, onSubmit }: { readonly ad?: Ad; readonly submitLabel: string; readonly onSubmit: (body: AdFieldsBody) => Promise<void> }) => {
  const { t } = useTranslation()
  const cats = useLoad(categories, [])
  const [d, setD] = useState<Draft>(() => draftOf(ad))
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [imageNote, setImageNote] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }))

  const upload = async (file: File) => {
    if (file.size > MAX_IMAGE_BYTES && !/\.mp4$/i.test(file.name)) {
      setErrors((e) => ({ ...e, imageId: [t("files.image_too_big", { max: "5 MB" })] }))
      return
    }
    abort.current = new AbortController()
    const timer = setTimeout(() => abort.current?.abort(), UPLOAD_LIMIT_MS)
    setProgress(0)
    setErrors((e) => ({ ...e, imageId: [] }))
    try {
      const stored = await uploadAdFile(file, setProgress, abort.current.signal)
      set({ imageId: stored.id, imageName: stored.name })
      setFiles([])
    } catch (err) {
      const byField = fieldMessages(err, t)
      setErrors((e) => ({ ...e, imageId: byField.file ?? [abort.current?.signal.aborted ? t("adsPages.form.uploadTimeout") : errorMessage(err, t)] }))
    } finally {
      clearTimeout(timer)
      setProgress(null)
    }
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (d.title.trim() === "") local.title = [t("validation.required", { attribute: t("adsPages.form.title") })]
    if (d.imageId === null) local.imageId = [t("adsPages.form.imageRequired")]
    if (d.categoryId === "") local.categoryId = [t("validation.required", { attribute: t("adsPages.form.category") })]
    setErrors(local)
    setFailure(null)
    if (Object.keys(local).length > 0 || d.imageId === null) return
    setBusy(true)
    try {
      await onSubmit({
        title: d.title.trim(),
        imageId: d.imageId,
        categoryId: Number(d.categoryId),
        description: d.description.trim(),
        siteUrl: d.siteUrl.trim() || null,
        mediaUrl: d.mediaUrl.trim() || null
      })
    } catch (err) {
      const byField = fieldMessages(err, t)
      setErrors(byField)
      if (Object.keys(byField).length === 0) setFailure(errorMessage(err, t))
    } finally {
      setBusy(false)
    }
  }

  const left = AD_DESCRIPTION_MAX - [...d.description].length
  return (
    <form className="iw-card iw-ads__form" onSubmit={submit} noValidate data-testid="ad-form">
      <FillFromAmazon
        onFilled={(p) => {
          set({ ...(p.title ? { title: p.title.slice(0, AD_TITLE_MAX) } : {}), ...(p.description ? { description: p.description.slice(0, AD_DESCRIPTION_MAX) } : {}) })
          if (p.image) {
            set({ imageId: p.image.id, imageName: p.image.name })
            setErrors((e) => ({ ...e, imageId: [] }))
          }
          setImageNote(p.imageProblem ? t(`adsPages.amazon.image.${p.imageProblem}`) : null)
        }}
      />
      <TextField label={t("adsPages.form.title")} value={d.title} maxLength={AD_TITLE_MAX} required onChange={(e) => set({ title: e.target.value })} errors={errors.title} data-testid="ad-title" />
      <SelectField
        label={t("adsPages.form.category")}
        value={d.categoryId}
        required
        onChange={(e) => set({ categoryId: e.target.value })}
        errors={errors.categoryId}
        options={[{ value: "", label: t("adsPages.form.chooseCategory") }, ...(cats.data?.data ?? []).map((c) => ({ value: String(c.id), label: t(`ads.category.${c.key}`) }))]}
        data-testid="ad-category"
      />
      <div>
        <TextAreaField
          label={t("adsPages.form.description")}
          value={d.description}
          rows={4}
          maxLength={AD_DESCRIPTION_MAX}
          onChange={(e) => set({ description: e.target.value })}
          errors={errors.description}
          hint={<span className="iw-ads__counter" aria-live="polite">{t("adsPages.form.charactersLeft", { n: left })}</span>}
          data-testid="ad-description"
        />
      </div>
      <div className="iw-ads__row">
        <TextField label={t("adsPages.form.siteUrl")} type="url" inputMode="url" value={d.siteUrl} placeholder="https://" onChange={(e) => set({ siteUrl: e.target.value })} errors={errors.siteUrl} />
        <TextField label={t("adsPages.form.mediaUrl")} type="url" inputMode="url" value={d.mediaUrl} placeholder="https://" onChange={(e) => set({ mediaUrl: e.target.value })} errors={errors.mediaUrl} />
      </div>
      <FilePicker
        label={t("adsPages.form.image")}
        hint={d.imageId !== null ? t("adsPages.form.imageStored", { name: d.imageName ?? `#${d.imageId}` }) : t("adsPages.form.imageHint")}
        files={files}
        maxFiles={1}
        inputTestId="ad-image-input"
        disabled={progress !== null}
        errors={errors.imageId}
        onChange={(next) => {
          setFiles(next)
          const f = next[0]
          if (f) void upload(f)
        }}
        progress={progress === null ? null : { value: progress, label: t("adsPages.form.uploading"), text: t("adsPages.form.uploadingPercent", { percent: Math.round(progress * 100) }) }}
      />
      {imageNote && (
        <Notice tone="warning">
          {imageNote}
        </Notice>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="iw-ads__actions">
        <Button type="submit" loading={busy} disabled={progress !== null} data-testid="ad-save">
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
