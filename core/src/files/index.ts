/**
 * files — stored files and the one upload path (support attachments, the file store `vshop`; custom orders and the
 * market next): kinds by first bytes, limits, the member's storage quota, and the file store itself. The public face
 * of the area.
 */

// The model
export * from "./domain/file-kind"
export * from "./domain/image-kind"
export * from "./domain/file-store"
export * from "./domain/quota"

// What it refuses with
export * from "./errors"

// The ports its adapters implement (files-local, files-s3, postgres)
export * from "./ports/file-storage.port"
export * from "./ports/file-store.repository.port"
export * from "./ports/storage-usage.port"

// What it does
export { type StoreUploadsOptions, type StoredUpload, checkStorageQuota, storageLeft, storeUploads, withStoredUploads } from "./use-cases/store-uploads"
export { deleteStoredFile, listStoredFiles, openStoredFile, uploadToFileStore } from "./use-cases/file-store.use-case"
