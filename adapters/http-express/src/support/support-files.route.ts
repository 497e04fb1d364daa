import { MIME_OF, openAttachmentLink } from "@iw/core"
import type { Request, Response, Router } from "express"
import { Exit } from "effect"
import type { Run } from "../router"

/**
 * `GET /api/files/support/{id}?exp=…&sig=…`: an attachment through its signed link. Images and PDFs open in the
 * browser, other kinds download; the type is the one read from the file's content when it was stored.
 */
export const supportFilesRoute = (router: Router, run: Run, pathOfKey: (key: string) => string) => {
  router.get("/files/support/:id", async (req: Request, res: Response) => {
    const id = Number(req.params.id)
    const exp = Number(req.query.exp)
    const sig = typeof req.query.sig === "string" ? req.query.sig : ""
    const exit = Number.isInteger(id) && id > 0 ? await run(openAttachmentLink(id, exp, sig)) : null
    if (exit === null || !Exit.isSuccess(exit)) {
      res.status(404).json({ code: "NOT_FOUND", message: "Not found" })
      return
    }
    const a = exit.value
    const inline = a.kind === "jpeg" || a.kind === "png" || a.kind === "pdf"
    res.setHeader("Content-Type", MIME_OF[a.kind])
    res.setHeader("Content-Disposition", `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(a.name)}`)
    res.setHeader("Cache-Control", "private, max-age=3600")
    res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    res.sendFile(pathOfKey(a.storageKey), (err) => {
      if (err && !res.headersSent) res.status(404).json({ code: "NOT_FOUND", message: "Not found" })
    })
  })
}
