import { ApiError } from "@iw/contracts/client"

type T = (key: string, params?: Record<string, unknown>) => string

/**
 * Spec §8 "Upload server failure": the message of the code the response carries, else MARKETPLACE.NOT_COMPLITE.
 * (Field refusals are shown on the picker; this is for everything else.)
 */
export const uploadFailureText = (error: unknown, t: T): string => {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    const key = `errors.${error.code}`
    const text = t(key, error.params ?? {})
    if (text !== key) return text
  }
  return t("files.MARKETPLACE.NOT_COMPLITE")
}

/** A link as people copy it: absolute, on this site. */
export const absoluteUrl = (url: string): string => new URL(url, window.location.origin).toString()
