import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { MIME_OF, downloadAttachment } from "@iw/core"
import type { Request, Response, Router } from "express"
import { type Effect, Exit } from "effect"
import type { Run } from "../router"

/**
 * `GET /api/files/support/{id}?exp=…&sig=…`: an attachment through its signed link, read through the FileStorage
 * port (whichever adapter keeps the bytes) and streamed. Images and PDFs open in the browser, other kinds download;
 * the type is the one read from the file's content when it was stored. A browser may cache it for as long as the
 * link is still valid.
 */
export const supportFilesRoute = (router: Router, run: Run<Effect.Services<ReturnType<typeof downloadAttachment>>>) => {
  router.get("/files/support/:id", async (req: Request, res: Response) => {
    const id = Number(req.params.id)
    const exp = Number(req.query.exp)
    const sig = typeof req.query.sig === "string" ? req.query.sig : ""
    const exit = Number.isInteger(id) && id > 0 ? await run(downloadAttachment(id, exp, sig)) : null
    if (exit === null || !Exit.isSuccess(exit)) {
      res.status(404).json({ code: "NOT_FOUND", message: "Not found" })
      return
    }
    const { attachment: a, body, cacheSeconds } = exit.value
    const inline = a.kind === "jpeg" || a.kind === "png" || a.kind === "pdf"
    res.setHeader("Content-Type", MIME_OF[a.kind])
    res.setHeader("Content-Length", String(body.size))
    res.setHeader("Content-Disposition", `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(a.name)}`)
    res.setHeader("Cache-Control", `private, max-age=${cacheSeconds}`)
    res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    try {
      await pipeline(Readable.from(body.chunks), res)
    } catch {
      // The client went away, or the storage failed mid-file: the response is cut short; nothing more to send.
      res.destroy()
    }
  })
}
