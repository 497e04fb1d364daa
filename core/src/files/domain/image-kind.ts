import type { FieldError } from "../../kernel/field-errors"
import { ascii, startsWith } from "./file-kind"

/**
 * What a stored file is, read from its first bytes (never from its name or declared type): the images members send
 * (spec §5 Images: PNG, JPG, WEBP, at most 5 MB) and glTF binary models. Areas that keep people's photos and models
 * (custom orders, Live2Earn) check uploads with these; support attachments and the file store take file-kind.ts.
 */
export const IMAGE_KINDS = ["jpeg", "png", "webp"] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** Spec §5 and §9: an image is at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** A glb deliverable is held to the file store's limit (spec §5 Uploads: 20,000,000 bytes for non-video files). */
export const MAX_MODEL_BYTES = 20_000_000

export const IMAGE_MIME: Readonly<Record<ImageKind, string>> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" }
export const GLB_MIME = "model/gltf-binary"


/** The image kind of a file from its magic bytes, or null when it is no PNG, JPEG or WEBP. */
export const sniffImage = (head: Uint8Array): ImageKind | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg"
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "webp"
  return null
}

/** Whether a file is glTF binary: "glTF", then a little-endian uint32 version 2. */
export const isGlb = (head: Uint8Array): boolean => startsWith(head, ascii("glTF")) && startsWith(head, [2, 0, 0, 0], 4)

/** The file name extensions of the image kinds, as people know them. */
export const IMAGE_EXTENSIONS = "png, jpg, webp"

/** An image's refusal (wrong kind or over 5 MB), or its kind. */
export const checkImage = (file: { readonly size: number; readonly head: Uint8Array }): { readonly kind: ImageKind } | { readonly error: FieldError } => {
  const kind = sniffImage(file.head)
  if (kind === null) return { error: { code: "files.image_format", params: { types: IMAGE_EXTENSIONS } } }
  if (file.size > MAX_IMAGE_BYTES) return { error: { code: "files.image_too_big", params: { max: "5 MB" } } }
  return { kind }
}

/** A glb's refusal (not glTF binary or over the limit), or null when it may be stored. */
export const checkModel = (file: { readonly size: number; readonly head: Uint8Array }): FieldError | null => {
  if (!isGlb(file.head)) return { code: "files.model_format" }
  if (file.size > MAX_MODEL_BYTES) return { code: "files.model_too_big", params: { max: "19 MB" } }
  return null
}
