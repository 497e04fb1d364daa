import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { api, buildOpenApi, encodeWire } from "@iw/contracts"
import { LANGS, langFromAcceptLanguage } from "@iw/contracts/i18n"
import { DEFAULT_CONCURRENT_UPLOADS, type Principal, authenticate, storageLeft } from "@iw/core"
import { tmpdir } from "node:os"
import compression from "compression"
import { Cause, type Effect, Exit } from "effect"
import express, { type NextFunction, type Request, type Response } from "express"
import { contentRoutes, staffContentRoutes } from "./content/content.routes"
import { type HttpFailure, failure } from "./http-failure"
import { localiseMemberHead, withCstYear } from "./seo"
import { makeLeanPath, requestIdOf, setSecurityHeaders } from "./lean-path"
import { identityRoutes } from "./identity/identity.routes"
import { buildingsRoutes } from "./buildings/buildings.routes"
import { customOrdersRoutes } from "./custom-orders/custom-orders.routes"
import { live2earnRoutes } from "./live2earn/live2earn.routes"
import { goldRushRoutes } from "./gold-rush/gold-rush.routes"
import { lumberYardRoutes } from "./lumber-yard/lumber-yard.routes"
import { notificationsRoutes } from "./notifications/notifications.routes"
import { activityRoutes } from "./activity/activity.routes"
import { programmesRoutes } from "./programmes/programmes.routes"
import { governanceRoutes } from "./governance/governance.routes"
import { adsRoutes, staffAdsRoutes } from "./ads/ads.routes"
import { adScrapeRoutes } from "./ads/ad-scrape.routes"
import { landRoutes } from "./land/land.routes"
import { reuseMemberReads } from "./profile/request-member"
import { type WorldSnapshotCache, type WorldSourceServices, makeWorldSnapshotCache, worldSourceOf } from "./land/world-snapshot.cache"
import { ledgerRoutes } from "./ledger/ledger.routes"
import { marketRoutes } from "./market/market.routes"
import { type StoreShelvesCache, makeStoreShelvesCache } from "./market/store-shelves.cache"
import { purchasesRoutes } from "./purchases/purchases.routes"
import { type Logger, MalformedInput, type Run, type RoutesServices, makeBinder, send } from "./router"
import { staffRoutes } from "./staff/staff.routes"
import { supportRoutes } from "./support/support.routes"
import { filesRoutes } from "./files/files.routes"
import { UploadQuotaRefused, UploadRefused, type UploadOptions, makeUploadGate, oversizeRefusal, quotaText } from "./uploads"
import { walletRoutes } from "./wallet/wallet.routes"

/** Every area of the contract with its handlers, in binding order. */
const areaRoutes = (options: { readonly trustCountryHeader: boolean }, world: WorldSnapshotCache, shelves: StoreShelvesCache) =>
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
    landRoutes(world),
    buildingsRoutes(world),
    marketRoutes(shelves),
    filesRoutes(),
    customOrdersRoutes(),
    live2earnRoutes(),
    goldRushRoutes(),
    lumberYardRoutes(),
    notificationsRoutes(),
    activityRoutes(),
    programmesRoutes(),
    governanceRoutes(),
    adsRoutes(),
    staffAdsRoutes(),
    adScrapeRoutes()
  ] as const

/** The endpoints answered on the lean path for a known caller's plain request (lean-path.ts): the busiest ones. */
const LEAN_ENDPOINTS = [api.activity.tracker]

/**
 * Every service the HTTP app runs effects with: what its handlers, the caller's authentication and the world
 * snapshot need. The composition root's `run` must provide all of them, or it does not compile.
 */
export type HttpServices =
  | RoutesServices<ReturnType<typeof areaRoutes>[number]>
  | Effect.Services<ReturnType<typeof authenticate>>
  | WorldSourceServices
  | Effect.Services<ReturnType<typeof storageLeft>>

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
  /** The store's shelves kept in memory, told of every listing change by the composition root's live channel; without it, every request reads the database. */
  readonly storeShelves?: StoreShelvesCache
  /** Readiness checks for `GET /api/health` (absent: only liveness, reported ready). */
  readonly health?: HealthChecks
  /** Called once per answered request (structured request logs, metrics). */
  readonly onRequest?: (entry: RequestLogEntry) => void
  /** The upload path: where temporary files go, and how many uploads one caller may run at once (default 2). */
  readonly uploads?: Omit<UploadOptions, "allowance">
  /**
   * A member `authenticate` checked lately from the token and still kept (the composition root's KnownCallers), asked
   * before `authenticate` is run: the same answer without an effect run of its own.
   */
  readonly knownCaller?: (token: string) => Principal | null
  /** How long a JSON body may take to arrive before 408 (default BODY_TIMEOUT_MS, 30 s); uploads get their endpoint's timeout. */
  readonly bodyTimeoutMs?: number
  /** Prometheus metrics: served at `path` in the text format. */
  readonly metrics?: { readonly path: string; readonly render: () => Promise<{ readonly contentType: string; readonly body: string }> }
}

/**
 * One answered request, as the request log and the metrics see it. The route is the pattern (`member/support/ticket/:id`),
 * never the URL: no query string, token, code or e-mail reaches the log.
 */
export interface RequestLogEntry {
  readonly requestId: string
  readonly method: string
  readonly route: string
  readonly status: number
  readonly ms: number
  readonly memberId?: number
  readonly staffId?: number
  /** Bytes of the request body as declared (Content-Length). */
  readonly requestBytes: number
  /** The endpoint takes multipart file uploads. */
  readonly upload: boolean
}

/** What readiness asks the composition root: does the database answer, does the live channel listen. */
export interface HealthChecks {
  readonly database: () => Promise<boolean>
  readonly liveChannel: () => boolean
}

const timed = async (check: () => Promise<boolean> | boolean): Promise<{ ok: boolean; ms: number }> => {
  const started = performance.now()
  let ok = false
  try {
    ok = await Promise.race([Promise.resolve(check()), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref())])
  } catch {
    ok = false
  }
  return { ok, ms: Math.round((performance.now() - started) * 10) / 10 }
}

/**
 * The pages' Content-Security-Policy (issue 11 §1.5): only our own scripts (no inline script, no eval), styles from
 * us (inline style attributes are allowed: React and the map set them), images from us and data/blob URLs (the map's
 * textures), the live channel over ws(s) to us, and no framing but by ourselves. Tokens live in localStorage, so no
 * injected script may run.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'"
].join("; ")

const IMMUTABLE = "public, max-age=31536000, immutable"

/** Static files: hashed assets are cached for a year, everything else is revalidated. */
const staticFiles = (dir: string) =>
  express.static(dir, {
    index: false,
    fallthrough: true,
    setHeaders: (res, path) => res.setHeader("Cache-Control", /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : "no-cache")
  })

/**
 * The app's index.html, re-read when a rebuild replaces it, so a deploy never serves stale chunk names. `prerendered`
 * names a page the build drew into HTML (the landing, issue 18 §8), sent instead when it exists.
 */
const spaIndex = (dir: string, page: (html: string, req: Request) => string = (html) => html, prerendered?: string) => {
  const index = join(dir, "index.html")
  let cached: { file: string; mtimeMs: number; html: string } | null = null
  return (req: Request, res: Response) => {
    const file = prerendered !== undefined && existsSync(join(dir, prerendered)) ? join(dir, prerendered) : index
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : -1
    if (mtimeMs >= 0 && (cached?.mtimeMs !== mtimeMs || cached.file !== file)) cached = { file, mtimeMs, html: readFileSync(file, "utf8") }
    const html = mtimeMs >= 0 ? cached!.html : null
    if (html === null) {
      res.status(503).type("text/plain").send("This app is not built. Run `npm run build`.")
      return
    }
    res.setHeader("Cache-Control", "no-cache")
    res.setHeader("Content-Security-Policy", PAGE_CSP)
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
  // Every request gets an id, answered in X-Request-Id and named in its log line.
  app.use((req, res, next) => {
    const requestId = requestIdOf(req.headers["x-request-id"])
    res.locals.requestId = requestId
    res.setHeader("X-Request-Id", requestId)
    if (options.onRequest) {
      const started = performance.now()
      res.once("finish", () => {
        const principal = res.locals.principal as { kind: string; memberId?: number; staffId?: number } | null | undefined
        const route = typeof res.locals.route === "string" ? res.locals.route : req.path.startsWith("/api/") ? "api:unmatched" : "page"
        options.onRequest!({
          requestId,
          method: req.method,
          route,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 100) / 100,
          ...(principal?.kind === "member" ? { memberId: principal.memberId } : principal?.kind === "staff" ? { staffId: principal.staffId } : {}),
          requestBytes: Number(req.headers["content-length"] ?? 0) || 0,
          upload: res.locals.upload === true
        })
      })
    }
    next()
  })
  // A path that does not decode (`/en/%FF`, `/staff/%C0%AE`, `/api/%C0%AE`) is the caller's fault: 400, one warn line.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path)
      return next()
    } catch {
      options.log.warn("malformed request", { method: req.method, path: req.originalUrl.slice(0, 200), status: 400 })
      if (req.path.startsWith("/api/")) return send(res, failure("BAD_REQUEST"), langFromAcceptLanguage(req.headers["accept-language"]))
      res.status(400).type("text/plain").send("Bad request")
    }
  })
  app.use((req, res, next) => {
    // req.secure reads X-Forwarded-Proto only with TRUST_PROXY.
    setSecurityHeaders(res, (options.trustProxy ?? false) && req.secure)
    next()
  })

  if (options.metrics) {
    const metrics = options.metrics
    app.get(metrics.path, async (_req, res) => {
      res.locals.route = "metrics"
      const out = await metrics.render()
      res.setHeader("Cache-Control", "no-store")
      res.type(out.contentType).send(out.body)
    })
  }

  const apiRouter = express.Router()
  // Bodies are read per endpoint, after the caller is authenticated and authorised (router.ts).
  apiRouter.use((req, res, next) => {
    res.setHeader("Cache-Control", "no-store")
    next()
  })
  // The one upload path (uploads.ts): temporary files, uploads in flight per caller, and the member's quota left.
  const run = options.run
  const uploadGate = makeUploadGate({
    tempDir: options.uploads?.tempDir ?? join(tmpdir(), "iw-uploads"),
    concurrentPerCaller: options.uploads?.concurrentPerCaller ?? DEFAULT_CONCURRENT_UPLOADS,
    allowance: async (memberId) => {
      const exit = await run(storageLeft(memberId))
      if (Exit.isSuccess(exit)) return { leftBytes: exit.value.leftBytes, quotaBytes: exit.value.quotaBytes }
      throw Cause.squash(exit.cause)
    }
  })
  const { bindArea, leanAnswer } = makeBinder(apiRouter, options.run, options.log, authenticate, uploadGate, reuseMemberReads, options.knownCaller, options.bodyTimeoutMs)
  // Without a world snapshot kept current by the composition root, a cache of its own reads the version per request.
  const world = options.worldSnapshot ?? makeWorldSnapshotCache(worldSourceOf(options.run))
  for (const area of areaRoutes({ trustCountryHeader: options.trustCountryHeader ?? false }, world, options.storeShelves ?? makeStoreShelvesCache())) bindArea(area)
  const started = Date.now()
  apiRouter.get(`/${api.health.check.path}`, async (_req, res) => {
    res.locals.route = api.health.check.path
    const [database, liveChannel] = await Promise.all([timed(options.health?.database ?? (() => true)), timed(options.health?.liveChannel ?? (() => true))])
    const ready = database.ok && liveChannel.ok
    const body = { status: ready ? "ok" : "unavailable", live: true, ready, uptimeSeconds: Math.floor((Date.now() - started) / 1000), checks: { database, liveChannel } } as const
    res.status(ready ? 200 : 503).json(encodeWire(api.health.check.success, body))
  })
  const openapi = JSON.stringify(buildOpenApi(), null, 2)
  apiRouter.get("/openapi.json", (_req, res) => {
    res.locals.route = "openapi.json"
    res.type("json").send(openapi)
  })
  apiRouter.use((req, res) => send(res, failure("ROUTE_NOT_FOUND"), langFromAcceptLanguage(req.headers["accept-language"])))
  apiRouter.use((err: { type?: string; status?: number; code?: string; field?: string }, req: Request, res: Response, _next: NextFunction) => {
    const lang = langFromAcceptLanguage(req.headers["accept-language"])
    // Malformed input is the caller's fault: one warn line naming what was wrong, never a stack.
    const malformed = (f: HttpFailure) => {
      options.log.warn("malformed input", { method: req.method, path: req.path, status: f.status, reason: String((err as Error)?.message ?? err).slice(0, 200) })
      return send(res, f, lang)
    }
    if (err?.type === "entity.too.large" || err?.status === 413) return malformed(failure("PAYLOAD_TOO_LARGE"))
    // A charset or content encoding the server does not read (koi8-r, ebcdic, …).
    if (err?.status === 415 || err?.type === "charset.unsupported" || err?.type === "encoding.unsupported") return malformed(failure("UNSUPPORTED_MEDIA_TYPE"))
    if (err instanceof MalformedInput || err instanceof URIError || err?.type === "entity.parse.failed" || err?.status === 400) return malformed(failure("BAD_REQUEST"))
    // Spec §5 Uploads: a file over its kind's limit is refused on its field with the spec's codes, the kind read
    // from the file's first bytes (see uploads.ts), whether the upload stopped it or multer's hard cap did.
    if (err instanceof UploadQuotaRefused) return send(res, failure("UPLOAD_QUOTA_EXCEEDED", { quota: quotaText(err.quotaBytes) }), lang)
    if (err instanceof UploadRefused) return send(res, { status: 422, errors: { [err.field]: [err.fieldError] } }, lang)
    if (err?.code === "LIMIT_FILE_SIZE") return send(res, { status: 422, errors: { [err.field ?? "attachments"]: [oversizeRefusal(req)] } }, lang)
    if (err?.code === "LIMIT_FILE_COUNT" || err?.code === "LIMIT_UNEXPECTED_FILE") {
      return send(res, { status: 422, errors: { [err.field ?? "attachments"]: [{ code: "upload.TOO_MANY", params: { max: 5 } }] } }, lang)
    }
    if (typeof err?.code === "string" && err.code.startsWith("LIMIT_")) return malformed(failure("BAD_REQUEST"))
    if (typeof err?.status === "number" && err.status >= 400 && err.status < 500) return malformed(failure("BAD_REQUEST"))
    options.log.error("api error", err)
    return send(res, failure("SERVER_ERROR"), lang)
  })
  app.use("/api", apiRouter)

  // The lean path: the tracker (every 15 s per signed-in member) from a caller this process knows, answered ahead
  // of the middleware above by the same binder's decoding, handler and error map (lean-path.ts).
  const knownCaller = options.knownCaller
  if (knownCaller !== undefined) {
    const lean = makeLeanPath({
      answers: LEAN_ENDPOINTS.map(leanAnswer).filter((a) => a !== null),
      knownCaller,
      log: options.log,
      trustProxy: options.trustProxy ?? false,
      ...(options.bodyTimeoutMs !== undefined ? { bodyTimeoutMs: options.bodyTimeoutMs } : {}),
      ...(options.onRequest ? { onRequest: options.onRequest } : {})
    })
    // Express answers every request through `app.handle` (`app.listen` and `createServer(app)` alike).
    const appWithHandle = app as unknown as { handle: (req: Request, res: Response, next?: NextFunction) => void }
    const handle = appWithHandle.handle.bind(app)
    appWithHandle.handle = (req, res, next) => {
      if (!lean(req, res)) handle(req, res, next)
    }
  }

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
      const localise = (html: string, req: Request) => localiseMemberHead(html, lang, req.path.slice(lang.length + 1).replace(/\/$/, ""), `${req.protocol}://${req.get("host") ?? "localhost"}`)
      // `/{lang}` is the landing for a visitor, prerendered by the build (a signed-in member's map replaces it), and so
      // is the log-in; their footer's year is the request's (CST), not the build's.
      const dated = (html: string, req: Request) => withCstYear(localise(html, req))
      app.get(`/${lang}`, spaIndex(options.webDir, dated, join("prerendered", `landing.${lang}.html`)))
      app.get(`/${lang}/login`, spaIndex(options.webDir, dated, join("prerendered", `login.${lang}.html`)))
      app.get([`/${lang}`, `/${lang}/{*rest}`], spaIndex(options.webDir, localise))
    }
  }
  // Spec §2: any unknown path goes to /en; the bare /uploads (spec §2 Property and assets) is the file store in English.
  app.use((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return send(res, failure("ROUTE_NOT_FOUND"), "en")
    if (/^\/uploads\/?$/.test(req.path)) return res.redirect(302, `/en/uploads${req.originalUrl.slice(req.path.length)}`)
    res.redirect(302, "/en")
  })
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // A path that does not decode (`/en/%FF`, `/staff/%C0%AE`) or another client error from the static files: the
    // caller's fault, answered 400 and logged at warn without a stack.
    const status = (err as { status?: unknown })?.status
    if (err instanceof URIError || (typeof status === "number" && status >= 400 && status < 500)) {
      options.log.warn("malformed request", { method: req.method, path: req.originalUrl.slice(0, 200), status: 400 })
      if (!res.headersSent) res.status(400).type("text/plain").send("Bad request")
      return
    }
    options.log.error("http error", err)
    send(res, failure("SERVER_ERROR"), "en")
  })
  return app
}
