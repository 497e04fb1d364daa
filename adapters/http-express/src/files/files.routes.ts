import { api } from "@iw/contracts"
import { type StoredFile, MIME_OF, deleteStoredFile, listStoredFiles, openStoredFile, opensInBrowser, storedFileUrl, uploadToFileStore } from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { uploadedFiles } from "../uploads"

/** Spec §3 Uploaded file on the wire. This server runs no FTP service, so `ftpUrl` is null. */
const wire = (f: StoredFile) => ({ id: f.id, name: f.name, url: storedFileUrl(f), ftpUrl: null, createdAt: f.createdAt, size: f.size, kind: f.kind })

/** Spec §7 File store: the member's files, the one upload path for new ones, deletion, and each file's public link. */
export const filesRoutes = () =>
  routes(api.files, {
    list: ({ principal }) => Effect.map(listStoredFiles(principal.memberId), (rows) => ({ data: rows.map(wire) })),
    upload: ({ principal, files }) => Effect.map(uploadToFileStore(principal.memberId, uploadedFiles(files, "files[]")), (rows) => ({ data: rows.map(wire) })),
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
