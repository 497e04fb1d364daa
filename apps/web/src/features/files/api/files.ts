import type { FilesSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type StoredFile = FilesSchemas.StoredFile

/** The file store through the typed client (spec §7 File store). */
export const listFiles = () => api.files.list().then((r) => r.data)

/** Uploads files as repeated `files[]`, reporting progress from 0 to 1. */
export const uploadFiles = (files: ReadonlyArray<File>, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  api.files.upload({ files: { "files[]": files } }, { onProgress, ...(signal ? { signal } : {}) }).then((r) => r.data)

export const deleteFile = (id: number) => api.files.delete({ body: { id } })
