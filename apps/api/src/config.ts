import { join, resolve } from "node:path"
import { DEFAULT_CONCURRENT_UPLOADS, DEFAULT_STORAGE_QUOTA_BYTES, type FeatureGates, defaultGates, parseGate } from "@iw/core"
import { LOG_LEVELS, type LogLevel } from "./logger"

/** Everything the server reads from the environment (documented in the README). */
export interface Config {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  /** PostgreSQL server; when empty, PGlite in `<dataDir>/pglite`. */
  readonly databaseUrl: string | null
  /** Schema inside that server (tests isolate suites this way); default `public`. */
  readonly databaseSchema: string | null
  /** PGlite data folder when no DATABASE_URL; `memory://` keeps nothing. Default `<dataDir>/pglite`. */
  readonly pgliteDir: string
  /** Token-signing secret; when empty, one is generated on first start and kept in the database. */
  readonly appSecret: string | null
  readonly mail: { readonly transport: "outbox" } | { readonly transport: "smtp"; readonly url: string; readonly from: string }
  readonly features: FeatureGates
  readonly memberTokenSeconds: number
  readonly staffTokenSeconds: number
  /** The store's fee on each sale in basis points (spec §9 "Store fee: percentage of sale"), MARKET_FEE_BASIS_POINTS, default 500 (5%). */
  readonly marketFeeBasisPoints: number
  /**
   * Seed the demo world and the demo accounts (published passwords): by default only on the embedded database (the
   * one-command demo); with DATABASE_URL only when SEED_DEMO=true; never with NODE_ENV=production.
   */
  readonly seedDemo: boolean
  /** NODE_ENV=production: no demo data, and the server refuses to start while a demo account exists. */
  readonly production: boolean
  /** The demo member's activated PLOTs and two buildings (one placed); `npm start` turns it on, tests leave it off. */
  readonly seedDemoBuildings: boolean
  /** The simulated chain confirms a submitted payment this many seconds after first seeing it; -1: only staff approve. */
  readonly chainSimConfirmSeconds: number
  /** How often the background jobs run (purchase reconciliation, deposits, lot expiry), in seconds; 0 turns them off. */
  readonly jobsEverySeconds: number
  readonly trustProxy: boolean
  readonly trustCountryHeader: boolean
  readonly webDir: string | null
  readonly staffDir: string | null
  readonly quiet: boolean
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent; QUIET=true means silent. */
  readonly logLevel: LogLevel
  /** METRICS_PATH: where Prometheus metrics are served (default /metrics); empty turns them off. */
  readonly metricsPath: string | null
  /**
   * The upload path (issue 11 §1.3): UPLOAD_QUOTA_BYTES each member's stored uploads may take (default 1 GiB),
   * UPLOAD_CONCURRENT_PER_MEMBER uploads one caller may run at once (default 2), UPLOAD_TMP_DIR where uploads are
   * streamed while they arrive (default `<dataDir>/upload-tmp`).
   */
  readonly uploads: { readonly quotaBytes: number; readonly concurrentPerMember: number; readonly tempDir: string }
  /**
   * FILE_STORE_PUBLIC_URL: the public origin (http or https) the file store's links are reached at from outside the
   * browser; a stored file's `ftpUrl` is its absolute download link there. Unset: `ftpUrl` is null.
   */
  readonly fileStorePublicUrl: string | null
  /**
   * Where stored files live: FILE_STORAGE=local (default, `<dataDir>/files`) or s3 (an S3-compatible server shared by
   * several API processes: S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE).
   */
  readonly fileStorage:
    | { readonly kind: "local" }
    | { readonly kind: "s3"; readonly bucket: string; readonly region: string; readonly endpoint: string | null; readonly accessKeyId: string | null; readonly secretAccessKey: string | null; readonly forcePathStyle: boolean }
  /**
   * The Amazon import (issue 15 §4): AD_SCRAPE_HOST the host product pages must belong to (default www.amazon.com),
   * AD_SCRAPE_TIMEOUT_MS the whole read (default 10000), AD_SCRAPE_MAX_BYTES the largest page (default 3 MiB),
   * AD_SCRAPE_ALLOW_PRIVATE reach loopback and private addresses (tests' local fixture; default off in production,
   * where it is refused).
   */
  readonly adScrape: { readonly host: string; readonly imageHost: string | null; readonly timeoutMs: number; readonly maxBytes: number; readonly allowPrivateAddresses: boolean }
  /**
   * TEST_GAME_DAY_OFFSET_FILE: tests only. The games' CST day is moved forward by the whole number of days this file
   * holds (read on every call), so a browser test can water a tree on ten days. Refused with NODE_ENV=production.
   */
  readonly testGameDayOffsetFile: string | null
  /** TEST_PROGRAMME_DAY_OFFSET_FILE: tests only, refused in production. The programmes' clock runs ahead by its days (0 to 3). */
  readonly testProgrammeDayOffsetFile: string | null
  /** GAME_MINING_SECONDS: how long a Gold Rush mining session runs (default 60). */
  readonly gameMiningSeconds: number
  /**
   * AdNet (issue 15): ADS_CREATION_DISABLED ('Ad creation is temporarily disabled.'), ADS_MIN_CREDITS (whole credits
   * creating an ad needs, default 100), and the simulated 2D world: ADS_WORLD_SEED, ADS_WORLD_DOWN_DAYS (CST days,
   * comma-separated, on which it does not answer), ADS_WORLD_MAX_IMPRESSIONS (per building-day, default 1000).
   */
  readonly ads: { readonly creationDisabled: boolean; readonly minCredits: number; readonly worldSeed: number; readonly worldDownDays: ReadonlyArray<string>; readonly worldMaxImpressions: number }
}

export class ConfigError extends Error {}

const FEATURE_ENV: Record<keyof FeatureGates, string> = {
  marketplace3d: "FEATURE_3D_MARKETPLACE",
  marketplace3dAssets: "FEATURE_3D_MARKETPLACE_ASSETS",
  access2d: "FEATURE_2D_ACCESS",
  tickets: "FEATURE_TICKETS",
  assetsExchange: "FEATURE_ASSETS_EXCHANGE",
  testMembers: "FEATURE_TEST_MEMBERS",
  live2earn: "FEATURE_LIVE2EARN",
  vbMinting: "FEATURE_VB_MINTING",
  itw: "FEATURE_ITW",
  hideFor: "FEATURE_HIDE_FOR",
  adnet: "FEATURE_ADNET",
  founderPlan: "FEATURE_FOUNDER_PLAN",
  daoLink: "FEATURE_DAO_LINK"
}

export const featureEnvNames = FEATURE_ENV

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
  return n
}

const bool = (env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.trim().toLowerCase()
  if (raw === undefined || raw === "") return fallback
  if (["1", "true", "yes", "on"].includes(raw)) return true
  if (["0", "false", "no", "off"].includes(raw)) return false
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`)
}

const logLevelOf = (env: NodeJS.ProcessEnv): LogLevel => {
  if (bool(env, "QUIET", false)) return "silent"
  const raw = env.LOG_LEVEL?.trim().toLowerCase() || "info"
  if (!(LOG_LEVELS as ReadonlyArray<string>).includes(raw)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`)
  return raw as LogLevel
}

const fileStorePublicUrlOf = (env: NodeJS.ProcessEnv): string | null => {
  const raw = env.FILE_STORE_PUBLIC_URL?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`FILE_STORE_PUBLIC_URL must be an absolute http or https URL, e.g. https://world.example.com, got "${raw}"`)
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search !== "" || url.hash !== "") {
    throw new ConfigError(`FILE_STORE_PUBLIC_URL must be an absolute http or https URL without query or fragment, got "${raw}"`)
  }
  return url.href.replace(/\/+$/, "")
}

const metricsPathOf = (env: NodeJS.ProcessEnv): string | null => {
  const raw = env.METRICS_PATH
  if (raw === undefined) return "/metrics"
  if (raw.trim() === "") return null
  const path = raw.trim()
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(path) || path.startsWith("/api/") || path === "/api" || path.startsWith("/staff") || /^\/(en|cn|tc|jp|kr|ru)(\/|$)/.test(path)) {
    throw new ConfigError(`METRICS_PATH must be a path outside /api, /staff and the language pages, e.g. /metrics, got "${raw}"`)
  }
  return path
}

const fileStorageOf = (env: NodeJS.ProcessEnv): Config["fileStorage"] => {
  const kind = (env.FILE_STORAGE ?? "local").trim().toLowerCase() || "local"
  if (kind === "local") return { kind: "local" }
  if (kind !== "s3") throw new ConfigError(`FILE_STORAGE must be local or s3, got "${env.FILE_STORAGE}"`)
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) throw new ConfigError("FILE_STORAGE=s3 needs S3_BUCKET")
  return {
    kind: "s3",
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint: env.S3_ENDPOINT?.trim() || null,
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || null,
    forcePathStyle: bool(env, "S3_FORCE_PATH_STYLE", false)
  }
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config => {
  const features = { ...defaultGates } as Record<keyof FeatureGates, FeatureGates[keyof FeatureGates]>
  for (const [key, name] of Object.entries(FEATURE_ENV) as Array<[keyof FeatureGates, string]>) {
    const raw = env[name]
    if (raw === undefined) continue
    const gate = parseGate(raw)
    if (gate === null) throw new ConfigError(`${name} must be "all", "none" or comma-separated member ids, got "${raw}"`)
    features[key] = gate
  }
  const transport = (env.MAIL_TRANSPORT ?? "outbox").trim().toLowerCase()
  let mail: Config["mail"]
  if (transport === "outbox") mail = { transport: "outbox" }
  else if (transport === "smtp") {
    const url = env.SMTP_URL?.trim()
    if (!url) throw new ConfigError("MAIL_TRANSPORT=smtp needs SMTP_URL, e.g. smtp://user:pass@mail.example.com:587")
    mail = { transport: "smtp", url, from: env.MAIL_FROM?.trim() || "Interworld <no-reply@interworld.local>" }
  } else throw new ConfigError(`MAIL_TRANSPORT must be outbox or smtp, got "${env.MAIL_TRANSPORT}"`)

  const dataDir = resolve(root, env.DATA_DIR?.trim() || ".data")
  const databaseUrl = env.DATABASE_URL?.trim() || null
  const production = env.NODE_ENV?.trim() === "production"
  const seedDemo = bool(env, "SEED_DEMO", databaseUrl === null && !production)
  if (production && seedDemo) throw new ConfigError("SEED_DEMO=true is refused with NODE_ENV=production: demo accounts have published passwords")
  const testGameDayOffsetFile = env.TEST_GAME_DAY_OFFSET_FILE?.trim() || null
  if (production && testGameDayOffsetFile !== null) throw new ConfigError("TEST_GAME_DAY_OFFSET_FILE is refused with NODE_ENV=production: it moves the games' clock")
  const testProgrammeDayOffsetFile = env.TEST_PROGRAMME_DAY_OFFSET_FILE?.trim() || null
  if (production && testProgrammeDayOffsetFile !== null) throw new ConfigError("TEST_PROGRAMME_DAY_OFFSET_FILE is refused with NODE_ENV=production: it moves the programmes' clock")
  const adScrapeAllowPrivate = bool(env, "AD_SCRAPE_ALLOW_PRIVATE", !production)
  if (production && adScrapeAllowPrivate) throw new ConfigError("AD_SCRAPE_ALLOW_PRIVATE=true is refused with NODE_ENV=production: the scraper must not reach internal hosts")
  return {
    port: int(env, "PORT", 3000, 0, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir,
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || null,
    pgliteDir: env.PGLITE_DIR?.trim() || join(dataDir, "pglite"),
    appSecret: env.APP_SECRET?.trim() || null,
    mail,
    features: features as FeatureGates,
    memberTokenSeconds: int(env, "MEMBER_TOKEN_SECONDS", 3600, 900, 30 * 86400),
    staffTokenSeconds: int(env, "STAFF_TOKEN_SECONDS", 8 * 3600, 900, 30 * 86400),
    marketFeeBasisPoints: int(env, "MARKET_FEE_BASIS_POINTS", 500, 0, 5000),
    seedDemo,
    production,
    seedDemoBuildings: bool(env, "SEED_DEMO_BUILDINGS", false),
    chainSimConfirmSeconds: int(env, "CHAIN_SIM_CONFIRM_SECONDS", 30, -1, 86400),
    jobsEverySeconds: int(env, "JOBS_EVERY_SECONDS", 10, 0, 3600),
    trustProxy: bool(env, "TRUST_PROXY", false),
    trustCountryHeader: bool(env, "TRUST_COUNTRY_HEADER", false),
    webDir: env.WEB_DIR === "" ? null : resolve(root, env.WEB_DIR ?? "apps/web/dist"),
    staffDir: env.STAFF_DIR === "" ? null : resolve(root, env.STAFF_DIR ?? "apps/staff-web/dist"),
    quiet: bool(env, "QUIET", false),
    logLevel: logLevelOf(env),
    metricsPath: metricsPathOf(env),
    uploads: {
      quotaBytes: int(env, "UPLOAD_QUOTA_BYTES", DEFAULT_STORAGE_QUOTA_BYTES, 0, Number.MAX_SAFE_INTEGER),
      concurrentPerMember: int(env, "UPLOAD_CONCURRENT_PER_MEMBER", DEFAULT_CONCURRENT_UPLOADS, 1, 100),
      tempDir: resolve(root, env.UPLOAD_TMP_DIR?.trim() || join(dataDir, "upload-tmp"))
    },
    fileStorage: fileStorageOf(env),
    fileStorePublicUrl: fileStorePublicUrlOf(env),
    adScrape: {
      host: env.AD_SCRAPE_HOST?.trim() || "www.amazon.com",
      // The product images' CDN host the import may also fetch from ("none": only AD_SCRAPE_HOST).
      imageHost: env.AD_SCRAPE_IMAGE_HOST?.trim() === "none" ? null : env.AD_SCRAPE_IMAGE_HOST?.trim() || "media-amazon.com",
      timeoutMs: int(env, "AD_SCRAPE_TIMEOUT_MS", 10_000, 100, 60_000),
      maxBytes: int(env, "AD_SCRAPE_MAX_BYTES", 3 * 1024 * 1024, 1024, 20 * 1024 * 1024),
      allowPrivateAddresses: adScrapeAllowPrivate
    },
    gameMiningSeconds: int(env, "GAME_MINING_SECONDS", 60, 0, 86400),
    testGameDayOffsetFile: testGameDayOffsetFile === null ? null : resolve(root, testGameDayOffsetFile),
    testProgrammeDayOffsetFile: testProgrammeDayOffsetFile === null ? null : resolve(root, testProgrammeDayOffsetFile),
    ads: {
      creationDisabled: bool(env, "ADS_CREATION_DISABLED", false),
      minCredits: int(env, "ADS_MIN_CREDITS", 100, 0, 1_000_000),
      worldSeed: int(env, "ADS_WORLD_SEED", 15, 0, 2 ** 31 - 1),
      worldDownDays: (env.ADS_WORLD_DOWN_DAYS ?? "").split(",").map((d) => d.trim()).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)),
      worldMaxImpressions: int(env, "ADS_WORLD_MAX_IMPRESSIONS", 1000, 0, 10_000_000)
    }
  }
}
