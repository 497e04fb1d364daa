import { api } from "@iw/contracts"
import { type StoredFile, MIME_OF, UploadSettings, deleteStoredFile, listStoredFiles, openStoredFile, opensInBrowser, storedFilePublicUrl, storedFileUrl, uploadToFileStore } from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { uploadedFiles } from "../uploads"

/**
 * Spec §3 Uploaded file on the wire. No FTP service is run: `ftpUrl` is the file's absolute download link under
 * FILE_STORE_PUBLIC_URL (null when that is not set).
 */
const wire = (publicBaseUrl: string | null | undefined) => (f: StoredFile) => ({
  id: f.id,
  name: f.name,
  url: storedFileUrl(f),
  ftpUrl: storedFilePublicUrl(f, publicBaseUrl),
  createdAt: f.createdAt,
  size: f.size,
  kind: f.kind
})
const publicBase = UploadSettings.use((s) => Effect.succeed(s.publicBaseUrl))

/** Spec §7 File store: the member's files, the one upload path for new ones, deletion, and each file's public link. */
export const filesRoutes = () =>
  routes(api.files, {
    list: ({ principal }) => Effect.zipWith(listStoredFiles(principal.memberId), publicBase, (rows, base) => ({ data: rows.map(wire(base)) })),
    upload: ({ principal, files }) => Effect.zipWith(uploadToFileStore(principal.memberId, uploadedFiles(files, "files[]")), publicBase, (rows, base) => ({ data: rows.map(wire(base)) })),
    delete: ({ principal, body }) => Effect.as(deleteStoredFile(principal.memberId, body.id), {}),
    file: ({ params }) =>
      Effect.map(openStoredFile(params.token), ({ file, body }) => ({
        bytes: body.chunks,
        size: body.size,
        contentType: MIME_OF[file.kind],
        disposition: { inline: opensInBrowser(file.kind), filename: file.name },
        headers: {}
      }))
  })
