/**
 * Issue 11 §1.3: each member's uploads (support attachments, the file store, later custom orders and the market)
 * count against one storage quota, and a member runs only a few uploads at once. Both are configuration
 * (UPLOAD_QUOTA_BYTES, UPLOAD_CONCURRENT_PER_MEMBER); these are the defaults.
 */
export const DEFAULT_STORAGE_QUOTA_BYTES = 1024 * 1024 * 1024
export const DEFAULT_CONCURRENT_UPLOADS = 2

/** What is left of a quota after `usedBytes` (never below 0). */
export const quotaLeft = (quotaBytes: number, usedBytes: number): number => Math.max(0, quotaBytes - usedBytes)

/** Whether `incomingBytes` more would take a member past the quota. Exactly reaching it is allowed. */
export const exceedsQuota = (quotaBytes: number, usedBytes: number, incomingBytes: number): boolean => usedBytes + incomingBytes > quotaBytes
