import { Empty } from "../common"
import { type FilePart, binary, endpoint } from "../endpoint"
import { AUTH_ERRORS, UPLOAD_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./files.schemas"

/**
 * Spec §7 File store (`files` area, the spec's `vshop` paths). Files come as repeated `files[]`, up to 10 a request;
 * the per-type limits (20,000,000 bytes, mp4 57,886,080) are read from each file's first bytes as it arrives.
 */
export const STORE_FILES: ReadonlyArray<FilePart> = [{ field: "files[]", maxCount: 10, maxBytes: 57_886_080 }]
/** Spec §9: an asset or file upload may take 100 s; spec §7: so may the list. */
export const FILE_STORE_TIMEOUT_MS = 100_000

export const files = {
  list: endpoint({
    id: "files.list",
    method: "GET",
    path: "member/vshop/files",
    access: "member",
    summary:
      "The member's stored files, newest first: id, name, url (a path on this server), ftpUrl (the same download as an absolute link under FILE_STORE_PUBLIC_URL, or null when that is not set: no FTP service is run), createdAt, size.",
    success: S.StoredFileList,
    timeoutMs: FILE_STORE_TIMEOUT_MS,
    errors: AUTH_ERRORS
  }),
  upload: endpoint({
    id: "files.upload",
    method: "POST",
    path: "member/vshop/upload",
    access: "member",
    summary:
      "Stores files[] (multipart, repeated): jpeg, jpg, png, glb, pdf or mp4 by content; non-video up to 20,000,000 bytes, mp4 up to 57,886,080. All or none are stored; they count against the member's storage quota.",
    files: STORE_FILES,
    success: S.StoredFileList,
    status: 201,
    timeoutMs: FILE_STORE_TIMEOUT_MS,
    errors: [
      ...AUTH_ERRORS,
      ...UPLOAD_ERRORS,
      invalid({ "files[]": ["upload.ERROR_IMAGE_FORMAT", "upload.ERROR_BIG_FILE", "upload.ERROR_BIG_FILE2", "upload.TOO_MANY", "files.ERROR_FILE_NAME", "validation.required"] })
    ]
  }),
  delete: endpoint({
    id: "files.delete",
    method: "POST",
    path: "member/vshop/delete",
    access: "member",
    summary: "Deletes one of the member's files (form field id: urlencoded, multipart or JSON); another member's id is not found.",
    body: S.DeleteFileBody,
    form: true,
    success: Empty,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")]
  }),
  file: endpoint({
    id: "files.file",
    method: "GET",
    path: "vshop/file/:token/:name",
    access: "public",
    summary: "A stored file through its public link, streamed from file storage. Images and PDFs open in the browser, other kinds download.",
    params: S.StoredFileParams,
    success: binary({ contentType: null, untrusted: true, cacheControl: "public, max-age=3600", description: "The file, of the type read from its content when it was stored" }),
    errors: [errorCase("NOT_FOUND")]
  })
}
