import { type StorageQuotaExceeded, formatFileSize } from "@iw/core"
import { type ErrorMap, failure } from "../http-failure"

export type FilesError = StorageQuotaExceeded

/** Issue 11 §1.3: every upload counts against the member's storage quota (support, the file store, …). */
export const filesErrors: ErrorMap<FilesError> = {
  StorageQuotaExceeded: (e) => failure("UPLOAD_QUOTA_EXCEEDED", { quota: formatFileSize(e.quotaBytes) })
}
