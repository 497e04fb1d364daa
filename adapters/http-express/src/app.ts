import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { api, buildOpenApi } from "@iw/contracts"
import { LANGS, langFromAcceptLanguage } from "@iw/contracts/i18n"
import { authenticate } from "@iw/core"
import compression from "compression"
import type { Effect } from "effect"
import express, { type NextFunction, type Request, type Response } from "express"
import { contentRoutes, staffContentRoutes } from "./content/content.routes"
import { failure } from "./http-failure"
import { localiseMemberHead } from "./seo"
import { identityRoutes } from "./identity/identity.routes"
import { landRoutes } from "./land/land.routes"
import { type WorldSnapshotCache, type WorldSourceServices, makeWorldSnapshotCache, worldSourceOf } from "./land/world-snapshot.cache"
import { ledgerRoutes } from "./ledger/ledger.routes"
import { purchasesRoutes } from "./purchases/purchases.routes"
import { type Logger, type Run, type RoutesServices, makeBinder, send } from "./router"
import { staffRoutes } from "./staff/staff.routes"
import { supportRoutes } from "./support/support.routes"
import { UploadRefused, oversizeRefusal } from "./uploads"
import { walletRoutes } from "./wallet/wallet.routes"

/** Every area of the contract with its handlers, in binding order. */
const areaRoutes = (options: { readonly trustCountryHeader: boolean }, world: WorldSnapshotCache) =>
  [
    identityRoutes(options),
    staffRoutes(),
    ledgerRoutes(),
    walletRoutes(),
    purchasesRoutes(),
    supportRoutes(),
    contentRoutes(),
    staffContentRoutes("announcement", api.staffAnnouncements),
    staffContentRoutes("event", api.staffEvents),
    staffContentRoutes("tutorial", api.staffTutorials),
    landRoutes(world)
  ] as const

/**
 * Every service the HTTP app runs effects with: what its handlers, the caller's authentication and the world
 * snapshot need. The composition root's `run` must provide all of them, or it does not compile.
 */
export type HttpServices =
  | RoutesServices<ReturnType<typeof areaRoutes>[number]>
  | Effect.Services<ReturnType<typeof authenticate>>
  | WorldSourceServices

export interface HttpAppOptions {
  readonly run: Run<HttpServices>
  readonly log: Logger
  /** Built member app (apps/web/dist) and back-office (apps/staff-web/dist); absent in API-only tests. */
  readonly webDir?: string
  readonly staffDir?: string
  /** Trust X-Forwarded-For (behind a reverse proxy). */
  readonly trustProxy?: boolean
  /** Trust CF-IPCountry / X-Country-Code for `public/geolocation`. */
  readonly trustCountryHeader?: boolean
  /** The world snapshot the composition root keeps current from the live channel (else the land routes read the version per request). */
  readonly worldSnapshot?: WorldSnapshotCache
}

const IMMUTABLE = "public, max-age=31536000, immutable"

/** Static files: hashed assets are cached for a year, everything else is revalidated. */
const staticFiles = (dir: string) =>
  express.static(dir, {
    index: false,
    fallthrough: true,
    setHeaders: (res, path) => res.setHeader("Cache-Control", /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : "no-cache")
  })

/** The app's index.html, re-read when a rebuild replaces it, so a deploy never serves stale chunk names. */
const spaIndex = (dir: string, page: (html: string, req: Request) => string = (html) => html) => {
  const file = join(dir, "index.html")
  let cached: { mtimeMs: number; html: string } | null = null
  return (req: Request, res: Response) => {
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : -1
    if (mtimeMs >= 0 && cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, "utf8") }
    const html = mtimeMs >= 0 ? cached!.html : null
    if (html === null) {
      res.status(503).type("text/plain").send("This app is not built. Run `npm run build`.")
      return
    }
    res.setHeader("Cache-Control", "no-cache")
    res.type("html").send(page(html, req))
  }
}

/** The one HTTP app: `/api/` from the contract, `/staff/…` back-office, `/{lang}/…` member site. */
export const createHttpApp = (options: HttpAppOptions) => {
  const app = express()
  app.disable("x-powered-by")
  app.set("trust proxy", options.trustProxy ?? false)
  app.set("query parser", "simple")
  app.use(compression())
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff")
    res.setHeader("Referrer-Policy", "same-origin")
    res.setHeader("X-Frame-Options", "SAMEORIGIN")
    next()
  })

  const apiRouter = express.Router()
  apiRouter.use(express.json({ limit: "1mb" }))
  apiRouter.use((req, res, next) => {
    res.setHeader("Cache-Control", "no-store")
    next()
  })
  const { bindArea } = makeBinder(apiRouter, options.run, options.log, authenticate)
  // Without a world snapshot kept current by the composition root, a cache of its own reads the version per request.
  const world = options.worldSnapshot ?? makeWorldSnapshotCache(worldSourceOf(options.run))
  for (const area of areaRoutes({ trustCountryHeader: options.trustCountryHeader ?? false }, world)) bindArea(area)
  const openapi = JSON.stringify(buildOpenApi(), null, 2)
  apiRouter.get("/openapi.json", (_req, res) => {
    res.type("json").send(openapi)
  })
  apiRouter.use((req, res) => send(res, failure("ROUTE_NOT_FOUND"), langFromAcceptLanguage(req.headers["accept-language"])))
  apiRouter.use((err: { type?: string; status?: number }, req: Request, res: Response, _next: NextFunction) => {
    const lang = langFromAcceptLanguage(req.headers["accept-language"])
    if (err?.type === "entity.too.large" || err?.status === 413) return send(res, failure("PAYLOAD_TOO_LARGE"), lang)
    if (err?.type === "entity.parse.failed" || err?.status === 400) return send(res, failure("BAD_REQUEST"), lang)
    // Spec §5 Uploads: a file over its kind's limit is refused on its field with the spec's codes, the kind read
    // from the file's first bytes (see uploads.ts), whether the upload stopped it or multer's hard cap did.
    if (err instanceof UploadRefused) return send(res, { status: 422, errors: { [err.field]: [err.fieldError] } }, lang)
    if ((err as { code?: string })?.code === "LIMIT_FILE_SIZE") {
      return send(res, { status: 422, errors: { [(err as { field?: string }).field ?? "attachments"]: [oversizeRefusal(req)] } }, lang)
    }
    if ((err as { code?: string })?.code === "LIMIT_FILE_COUNT" || (err as { code?: string })?.code === "LIMIT_UNEXPECTED_FILE") {
      return send(res, { status: 422, errors: { [(err as { field?: string }).field ?? "attachments"]: [{ code: "upload.TOO_MANY", params: { max: 5 } }] } }, lang)
    }
    if (typeof (err as { code?: string })?.code === "string" && (err as { code: string }).code.startsWith("LIMIT_")) return send(res, failure("BAD_REQUEST"), lang)
    options.log.error("api error", err)
    return send(res, failure("SERVER_ERROR"), lang)
  })
  app.use("/api", apiRouter)

  // A missing built file is a 404, never the HTML page: a stale tab must not parse HTML as a script.
  const missingAsset = (_req: Request, res: Response) => res.status(404).type("text/plain").send("Not found")
  if (options.staffDir) {
    // The back-office is not for search engines (its index.html says so too).
    app.use("/staff", (_req, res, next) => {
      res.setHeader("X-Robots-Tag", "noindex, nofollow")
      next()
    })
    app.use("/staff", staticFiles(options.staffDir))
    app.use("/staff/assets", missingAsset)
    app.get(["/staff", "/staff/{*rest}"], spaIndex(options.staffDir))
  }
  if (options.webDir) {
    app.use(staticFiles(options.webDir))
    app.use(["/assets", "/assets-static", "/legal"], missingAsset)
    for (const lang of LANGS) {
      const index = spaIndex(options.webDir, (html, req) => localiseMemberHead(html, lang, req.path.slice(lang.length + 1).replace(/\/$/, ""), `${req.protocol}://${req.get("host") ?? "localhost"}`))
      app.get([`/${lang}`, `/${lang}/{*rest}`], index)
    }
  }
  // Spec §2: any unknown path goes to /en.
  app.use((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return send(res, failure("ROUTE_NOT_FOUND"), "en")
    res.redirect(302, "/en")
  })
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    options.log.error("http error", err)
    send(res, failure("SERVER_ERROR"), "en")
  })
  return app
}
