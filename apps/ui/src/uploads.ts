import { ATTACHMENT_EXTENSIONS, type FieldError, MAX_FILES_PER_REQUEST, attachmentRefusal, kindOfName } from "@iw/core/domain"

/**
 * Spec §5 Uploads, checked as files are chosen so a person hears at once, by core's own rule (the refusal codes and
 * limits the server answers with); the server reads each file's content and stays authoritative.
 */
export const UPLOAD_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(",")

/** At most this many files go in one request (core's `MAX_FILES_PER_REQUEST`). */
export const MAX_UPLOAD_FILES = MAX_FILES_PER_REQUEST

/** The refusal for one chosen file by its name and size (`upload.ERROR_IMAGE_FORMAT`, `ERROR_BIG_FILE`, `ERROR_BIG_FILE2`), or null. */
export const checkUpload = (file: { readonly name: string; readonly size: number }): FieldError | null => attachmentRefusal(kindOfName(file.name), file.size)

/** Human file sizes (512 B, 12.3 KB, 4.5 MB): the one formatter of the member site, the back-office and the CLI. */
export { formatFileSize } from "@iw/core/domain"
