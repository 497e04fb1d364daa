import type { FieldError, FieldErrors } from "../../kernel/field-errors"

/** Spec §3 Ad: the 16 categories, ids 1…16 in the spec's order (names live in the `ads.category.*` catalogue). */
export const AD_CATEGORIES = [
  "animalsPets",
  "business",
  "clothesFootwearAccessories",
  "computersGaming",
  "electronicsAppliances",
  "healthBeauty",
  "hobbiesSportsLeisure",
  "homeGardenPool",
  "jobs",
  "kidsStuff",
  "mobilePhonesCommunication",
  "motors",
  "realEstate",
  "services",
  "musicInstruments",
  "others"
] as const
export type AdCategory = (typeof AD_CATEGORIES)[number]

export const isCategoryId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= AD_CATEGORIES.length

/** Spec §5 Ads: the description has a characters-left counter; the limit is ours (the spec does not show it). */
export const AD_DESCRIPTION_MAX = 500
export const AD_TITLE_MAX = 100
/** Spec §9 page size of ads. */
export const AD_PAGE_SIZE = 10

export type Moderation = "pending" | "approved" | "rejected"

/** What a member writes into an ad. */
export interface AdFields {
  readonly title: string
  readonly imageId: number
  readonly categoryId: number
  readonly description: string
  readonly siteUrl: string | null
  readonly mediaUrl: string | null
  readonly mediaId: number | null
}

/** siteUrl is http or https only (no javascript:, data: or relative links). */
export const isHttpUrl = (text: string): boolean => {
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false
  try {
    const u = new URL(text)
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0
  } catch {
    return false
  }
}

const MEDIA_EXT = /\.(mp4|m4v|webm|ogg|ogv|mp3|m4a|wav|aac|flac|mov)(\?.*)?$/i

/** A media link is an http(s) link to audio or video, judged by its extension (or a known video host). */
export const isMediaUrl = (text: string): boolean => isHttpUrl(text) && (MEDIA_EXT.test(new URL(text).pathname) || /(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/i.test(new URL(text).hostname))

/**
 * The field problems of an ad: title and image required, description within its limit, one of the 16 categories,
 * siteUrl http(s) only, media an audio/video link or an uploaded media file (not both). `kindOf` says what an
 * uploaded file of the member is (null: none of theirs).
 */
export const adFieldErrors = (f: AdFields, kindOf: (fileId: number) => "image" | "media" | null): FieldErrors => {
  const out: Record<string, Array<FieldError>> = {}
  const add = (field: string, e: FieldError) => (out[field] ??= []).push(e)
  const title = f.title.trim()
  if (title === "") add("title", { code: "validation.required" })
  else if (title.length > AD_TITLE_MAX) add("title", { code: "validation.max.string", params: { max: AD_TITLE_MAX } })
  if (!Number.isInteger(f.imageId) || f.imageId <= 0) add("imageId", { code: "validation.required" })
  else if (kindOf(f.imageId) !== "image") add("imageId", { code: "ads.image_kind" })
  if (!isCategoryId(f.categoryId)) add("categoryId", { code: "validation.in" })
  if ([...f.description].length > AD_DESCRIPTION_MAX) add("description", { code: "validation.max.string", params: { max: AD_DESCRIPTION_MAX } })
  if (f.siteUrl !== null && f.siteUrl.trim() !== "" && !isHttpUrl(f.siteUrl.trim())) add("siteUrl", { code: "ads.site_url" })
  if (f.mediaUrl !== null && f.mediaUrl.trim() !== "" && !isMediaUrl(f.mediaUrl.trim())) add("mediaUrl", { code: "ads.media_url" })
  if (f.mediaId !== null && kindOf(f.mediaId) !== "media") add("mediaId", { code: "ads.media_kind" })
  return out
}

/** Characters left for the description (the form's counter). */
export const descriptionLeft = (description: string): number => AD_DESCRIPTION_MAX - [...description].length

/** An ad as normalised before it is stored: trimmed, empty links as null. */
export const normaliseAd = (f: AdFields): AdFields => ({
  ...f,
  title: f.title.trim(),
  description: f.description.trim(),
  siteUrl: f.siteUrl === null || f.siteUrl.trim() === "" ? null : f.siteUrl.trim(),
  mediaUrl: f.mediaUrl === null || f.mediaUrl.trim() === "" ? null : f.mediaUrl.trim()
})
