import { Data } from "effect"

/** The member's uploads would pass their storage quota (issue 11 §1.3; answered 413 UPLOAD_QUOTA_EXCEEDED). */
export class StorageQuotaExceeded extends Data.TaggedError("StorageQuotaExceeded")<{ readonly quotaBytes: number; readonly usedBytes: number; readonly incomingBytes: number }> {}
