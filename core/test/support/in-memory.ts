import {
  AuditLog,
  type AuditRecord,
  Clock,
  Digest,
  DuplicateContact,
  Features,
  LoginThrottleRepository,
  type LoginThrottle,
  type Member,
  MemberRepository,
  noFailures,
  Notifier,
  type OneTimeLoginCode,
  OneTimeCodeRepository,
  type OutgoingMessage,
  PasswordHasher,
  PhoneNumbers,
  type RegistrationToken,
  SecureRandom,
  type Session,
  SessionRepository,
  SessionSettings,
  type StaffMember,
  StaffDirectoryLive,
  StaffRepository,
  TokenCodec,
  Transactor,
  type Verification,
  VerificationRepository,
  defaultGates,
  ChainGateway,
  ChainSimulator,
  CheckpointRepository,
  LedgerCalendar,
  LedgerRepository,
  type LegalInfo,
  type LinkedWallet,
  type Product,
  ProductRepository,
  type Purchase,
  PurchaseRepository,
  type StoredTransfer,
  WalletRepository,
  accountKey,
  noWallet,
  parseAccountKey
} from "@iw/core"
import { AP_POINTS_START } from "@iw/contracts"
import { inMemoryActivity, inMemoryStatistics } from "./in-memory-activity"
import { Effect, Layer } from "effect"

/** Everything the in-memory adapters hold. A unit of work snapshots it and restores it on failure. */
export interface World {
  members: Array<Member & { passwordHash: string }>
  staff: Array<StaffMember & { passwordHash: string }>
  sessions: Array<Session>
  verifications: Array<Verification & { ip: string }>
  tokens: Array<RegistrationToken>
  throttles: Record<string, LoginThrottle>
  codes: Array<OneTimeLoginCode & { usedAt: Date | null }>
  audit: Array<AuditRecord>
  sent: Array<OutgoingMessage>
  activity: Record<string, number>
  ledger: {
    accounts: Record<string, bigint>
    transfers: Array<StoredTransfer>
    lots: Array<{ id: string; key: string; transferId: number; remaining: bigint; createdAt: Date; expiresAt: Date }>
  }
  wallets: Record<number, LinkedWallet>
  legal: Record<number, LegalInfo>
  ownerIds: Record<number, string>
  products: Array<Product>
  purchases: Array<Purchase>
  chain: Record<string, { to: string; amount: bigint; currency: string; seenAt: number; confirmed: boolean; kind?: "payment" | "deposit"; memberId?: number; height?: number }>
  checkpoints: Record<string, string>
  now: number
  random: number
  nextMember: number
  nextStaff: number
  nextAudit: number
}

export const emptyWorld = (start = Date.UTC(2026, 0, 1)): World => ({
  members: [],
  staff: [],
  sessions: [],
  verifications: [],
  tokens: [],
  throttles: {},
  codes: [],
  audit: [],
  sent: [],
  activity: {},
  ledger: { accounts: {}, transfers: [], lots: [] },
  wallets: {},
  legal: {},
  ownerIds: {},
  products: [],
  purchases: [],
  chain: {},
  checkpoints: {},
  now: start,
  random: 0,
  nextMember: 100001,
  nextStaff: 1,
  nextAudit: 1
})

const clone = <A>(a: A): A => structuredClone(a)

/**
 * In-memory adapters for every identity and staff port, over one mutable World. The clock stands still
 * unless a test moves `world.now`; random values count up, so codes are predictable from the outbox.
 */
export const inMemoryLayer = (world: World) => {
  const strip = <A extends { passwordHash: string }>(row: A): Omit<A, "passwordHash"> => {
    const { passwordHash: _, ...rest } = row
    return rest
  }
  const ports = Layer.mergeAll(
    Layer.succeed(Clock)({ now: Effect.sync(() => new Date(world.now)) }),
    Layer.succeed(SecureRandom)({
      digits: (n) => Effect.sync(() => String(world.random++ % 10 ** n).padStart(n, "0")),
      token: (bytes) => Effect.sync(() => `tok${world.random++}`.padEnd(Math.min(bytes, 16), "x"))
    }),
    Layer.succeed(Digest)({ of: (v) => Effect.succeed(`d(${v})`) }),
    Layer.succeed(PasswordHasher)({ hash: (p) => Effect.succeed(`h(${p})`), verify: (p, h) => Effect.succeed(h === `h(${p})`) }),
    Layer.succeed(TokenCodec)({
      sign: (c) => Effect.succeed(`${c.sessionId}|${c.version}|${c.expiresAt.getTime()}`),
      read: (t) =>
        Effect.sync(() => {
          const [sessionId, version, exp] = t.split("|")
          return sessionId && version && exp ? { sessionId, version: Number(version), expiresAt: new Date(Number(exp)) } : null
        })
    }),
    Layer.succeed(PhoneNumbers)({
      normalize: (phone, country) => Effect.succeed(country === "CN" && /^1\d{10}$/.test(phone) ? `86${phone}` : country === "CN" && /^861\d{10}$/.test(phone) ? phone : null),
      countries: () => Effect.succeed([{ name: "China", iso2: "cn", dialCode: "86", priority: 0, areaCodes: null }])
    }),
    Layer.succeed(Features)(defaultGates),
    Layer.succeed(SessionSettings)({ memberTokenSeconds: 3600, staffTokenSeconds: 28800 }),
    Layer.succeed(Transactor)({
      transaction: <A, E, R>(effect: Effect.Effect<A, E, R>) =>
        Effect.suspend(() => {
          const snapshot = clone({ ...world })
          return Effect.onExit(effect, (exit) =>
            Effect.sync(() => {
              if (exit._tag === "Failure") Object.assign(world, { ...snapshot, now: world.now, random: world.random })
            })
          )
        })
    }),
    Layer.succeed(Notifier)({ send: (m) => Effect.sync(() => void world.sent.push(m)) }),
    Layer.succeed(MemberRepository)({
      findById: (id) => Effect.sync(() => ((m) => (m ? strip(m) : null))(world.members.find((m) => m.id === id))),
      findByEmail: (email) => Effect.sync(() => ((m) => (m ? strip(m) : null))(world.members.find((m) => m.email?.toLowerCase() === email.toLowerCase()))),
      findByPhone: (phone) => Effect.sync(() => ((m) => (m ? strip(m) : null))(world.members.find((m) => m.phone === phone))),
      passwordHashOf: (id) => Effect.sync(() => world.members.find((m) => m.id === id)?.passwordHash ?? null),
      create: (n) =>
        Effect.suspend(() => {
          if (n.email && world.members.some((m) => m.email?.toLowerCase() === n.email!.toLowerCase())) return Effect.fail(new DuplicateContact({ field: "email" }))
          if (n.phone && world.members.some((m) => m.phone === n.phone)) return Effect.fail(new DuplicateContact({ field: "phone" }))
          const row = { ...n, id: world.nextMember++, ownerId: null, status: "active" as const, updatedAt: n.createdAt }
          world.members.push(row)
          return Effect.succeed(strip(row))
        }),
      setStatus: (id, status, at) =>
        Effect.sync(() => {
          const m = world.members.find((x) => x.id === id)
          if (m) Object.assign(m, { status, updatedAt: at })
        }),
      search: (q) =>
        Effect.sync(() => {
          const rows = world.members.filter((m) => (!q.status || m.status === q.status) && (!q.text || String(m.id) === q.text || (m.email ?? "").includes(q.text.toLowerCase()) || m.firstName.toLowerCase().includes(q.text.toLowerCase())))
          return { rows: rows.slice(q.offset, q.offset + q.limit).map(strip), total: rows.length }
        })
    }),
    Layer.succeed(SessionRepository)({
      create: (s) => Effect.sync(() => void world.sessions.push(s)),
      find: (id) => Effect.sync(() => world.sessions.find((s) => s.id === id) ?? null),
      renew: (id, version, expiresAt) =>
        Effect.sync(() => {
          const i = world.sessions.findIndex((s) => s.id === id)
          if (i >= 0) world.sessions[i] = { ...world.sessions[i], version, expiresAt }
        }),
      revoke: (id, at) =>
        Effect.sync(() => {
          const i = world.sessions.findIndex((s) => s.id === id && s.revokedAt === null)
          if (i >= 0) world.sessions[i] = { ...world.sessions[i], revokedAt: at }
        }),
      revokeAllOf: (kind, subjectId, at) =>
        Effect.sync(() => {
          world.sessions = world.sessions.map((s) => (s.kind === kind && s.subjectId === subjectId && s.revokedAt === null ? { ...s, revokedAt: at } : s))
        })
    }),
    Layer.succeed(VerificationRepository)({
      reserve: () => Effect.void,
      create: (v) => Effect.sync(() => void world.verifications.push(v)),
      latestFor: (channel, destination) =>
        Effect.sync(() => [...world.verifications].reverse().find((v) => v.channel === channel && v.destination === destination) ?? null),
      save: (v) =>
        Effect.sync(() => {
          const i = world.verifications.findIndex((x) => x.id === v.id)
          if (i >= 0) world.verifications[i] = { ...world.verifications[i], attempts: v.attempts, verifiedAt: v.verifiedAt }
        }),
      sendTimesTo: (channel, destination, since) =>
        Effect.sync(() => world.verifications.filter((v) => v.channel === channel && v.destination === destination && v.createdAt > since).map((v) => v.createdAt)),
      sendTimesFromIp: (ip, since) => Effect.sync(() => world.verifications.filter((v) => v.ip === ip && v.createdAt > since).map((v) => v.createdAt)),
      createToken: (t) => Effect.sync(() => void world.tokens.push(t)),
      findToken: (digest) => Effect.sync(() => world.tokens.find((t) => t.digest === digest) ?? null),
      consumeToken: (digest, at) =>
        Effect.sync(() => {
          const i = world.tokens.findIndex((t) => t.digest === digest)
          if (i >= 0) world.tokens[i] = { ...world.tokens[i], consumedAt: at }
        })
    }),
    Layer.succeed(LoginThrottleRepository)({
      get: (key) => Effect.sync(() => world.throttles[key] ?? noFailures),
      put: (key, s) => Effect.sync(() => void (world.throttles[key] = s))
    }),
    Layer.succeed(OneTimeCodeRepository)({
      create: (c) => Effect.sync(() => void world.codes.push({ ...c, usedAt: null })),
      consume: (digest, memberId, now) =>
        Effect.sync(() => {
          const c = world.codes.find((x) => x.digest === digest && x.memberId === memberId && x.usedAt === null && x.expiresAt > now)
          if (!c) return null
          c.usedAt = now
          return c
        })
    }),
    inMemoryActivity().layer,
    inMemoryStatistics(world),
    Layer.succeed(StaffRepository)({
      findById: (id) => Effect.sync(() => ((s) => (s ? strip(s) : null))(world.staff.find((s) => s.id === id))),
      findByEmail: (email) => Effect.sync(() => ((s) => (s ? strip(s) : null))(world.staff.find((s) => s.email === email.toLowerCase()))),
      passwordHashOf: (id) => Effect.sync(() => world.staff.find((s) => s.id === id)?.passwordHash ?? null),
      create: (n) =>
        Effect.sync(() => {
          const row = { ...n, id: world.nextStaff++, status: "active" as const, updatedAt: n.createdAt }
          world.staff.push(row)
          return strip(row)
        }),
      update: (id, c, at) =>
        Effect.sync(() => {
          const s = world.staff.find((x) => x.id === id)
          if (s) Object.assign(s, Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)), { updatedAt: at })
        }),
      list: (q) => Effect.sync(() => ({ rows: world.staff.slice(q.offset, q.offset + q.limit).map(strip), total: world.staff.length }))
    }),
    ledgerLayer(world),
    Layer.succeed(AuditLog)({
      record: (e) => Effect.sync(() => void world.audit.push({ ...e, id: world.nextAudit++, at: new Date(world.now) })),
      list: (q) =>
        Effect.sync(() => {
          const rows = world.audit.filter((a) => (!q.targetType || a.target.type === q.targetType) && (!q.targetId || a.target.id === q.targetId)).reverse()
          return { rows: rows.slice(q.offset, q.offset + q.limit), total: rows.length }
        })
    })
  )
  // The ports areas provide for each other, over the in-memory ones, as the composition root wires them.
  return StaffDirectoryLive.pipe(Layer.provideMerge(ports))
}

/** Runs a use-case against a world and answers its Exit. */
export const runIn = <A, E>(world: World, effect: Effect.Effect<A, E, any>) =>
  Effect.runPromiseExit(Effect.provide(effect, inMemoryLayer(world)) as Effect.Effect<A, E, never>)

/** In-memory ledger, wallet, purchase and chain ports over the same World. */
const ledgerLayer = (world: World) => {
  const L = () => world.ledger
  const memberOf = (key: string) => {
    const [kind, id] = key.split(":")
    return kind === "member" ? Number(id) : null
  }
  const lotsOf = (key: string) =>
    L()
      .lots.filter((l) => l.key === key && l.remaining > 0n)
      .map((l) => ({ id: l.id, transferId: l.transferId, remaining: l.remaining, createdAt: l.createdAt, expiresAt: l.expiresAt }))
  const balancesOf = (memberId: number) => {
    const out = new Map<string, bigint>()
    for (const [key, v] of Object.entries(L().accounts)) {
      if (memberOf(key) !== memberId) continue
      const [, , asset, pocket] = key.split(":")
      out.set(`${asset}:${pocket}`, v)
    }
    return out
  }
  return Layer.mergeAll(
    Layer.succeed(LedgerCalendar)({ apPointsStart: AP_POINTS_START }),
    Layer.succeed(CheckpointRepository)({
      lock: (name) => Effect.sync(() => world.checkpoints[name] ?? null),
      save: (name, value) => Effect.sync(() => void (world.checkpoints[name] = value))
    }),
    Layer.succeed(LedgerRepository)({
      findTransfer: (key) => Effect.sync(() => L().transfers.find((t) => t.idempotencyKey === key) ?? null),
      transferById: (id) => Effect.sync(() => L().transfers.find((t) => t.id === id) ?? null),
      lockBalances: (refs) => Effect.sync(() => new Map(refs.map((r) => [accountKey(r), (L().accounts[accountKey(r)] ??= 0n)]))),
      lockForTransfer: (refs, key) =>
        Effect.sync(() => ({
          balances: new Map(refs.map((r) => [accountKey(r), (L().accounts[accountKey(r)] ??= 0n)])),
          existing: L().transfers.find((t) => t.idempotencyKey === key) ?? null
        })),
      writeTransfer: (intent, fingerprint, after, at) =>
        Effect.sync(() => {
          const stored: StoredTransfer = {
            id: L().transfers.length + 1,
            code: intent.code,
            reference: intent.reference,
            idempotencyKey: intent.idempotencyKey,
            fingerprint,
            legs: intent.legs,
            memo: intent.memo ?? null,
            createdAt: at
          }
          if (L().transfers.some((t) => t.idempotencyKey === intent.idempotencyKey)) throw new Error("duplicate idempotency key")
          L().transfers.push(stored)
          for (const leg of intent.legs) for (const ref of [leg.from, leg.to]) L().accounts[accountKey(ref)] = after.get(accountKey(ref)) ?? 0n
          return stored
        }),
      lotsOf: (ref) => Effect.sync(() => lotsOf(accountKey(ref))),
      peekLots: (ref) => Effect.sync(() => lotsOf(accountKey(ref))),
      sheetOf: (memberId) =>
        Effect.sync(() => ({ balances: balancesOf(memberId), tickets: lotsOf(`member:${memberId}:tickets:main`), ap: lotsOf(`member:${memberId}:ap:main`) })),
      addLot: (ref, transferId, amount, createdAt, expiresAt) =>
        Effect.sync(() => void L().lots.push({ id: String(L().lots.length + 1), key: accountKey(ref), transferId, remaining: amount, createdAt, expiresAt })),
      takeFromLots: (takes) =>
        Effect.sync(() => {
          for (const t of takes) {
            const lot = L().lots.find((l) => l.id === t.lotId)!
            if (lot.remaining < t.amount) throw new Error("lot overdrawn")
            lot.remaining -= t.amount
          }
        }),
      accountsWithExpiredLots: (now, limit) =>
        Effect.sync(() => [...new Set(L().lots.filter((l) => l.remaining > 0n && l.expiresAt <= now).map((l) => l.key))].slice(0, limit).map(parseAccountKey)),
      balancesOf: (memberId) => Effect.sync(() => balancesOf(memberId)),
      history: (q) =>
        Effect.sync(() => {
          const lines = L()
            .transfers.flatMap((t) =>
              t.legs.flatMap((l) =>
                [l.from, l.to]
                  .filter((r) => r.owner.kind === "member" && r.owner.memberId === q.memberId && q.assets.includes(r.asset))
                  .map((r) => ({ transferId: t.id, code: t.code, reference: t.reference, memo: t.memo, asset: r.asset, pocket: r.pocket, amount: r === l.to ? l.amount : -l.amount, createdAt: t.createdAt }))
              )
            )
            .filter((x) => (!q.referenceType || x.reference.type === q.referenceType) && (!q.referenceId || x.reference.id === q.referenceId))
            .filter((x) => (!q.before || x.createdAt < q.before) && (!q.since || x.createdAt >= q.since))
            .reverse()
          return { rows: lines.slice(q.offset, q.offset + q.limit), total: lines.length }
        }),
      totals: Effect.sync(() => {
        const by = new Map<string, { sum: bigint; issued: bigint; accounts: number; negative: number }>()
        for (const [key, v] of Object.entries(L().accounts)) {
          const ref = parseAccountKey(key)
          const t = by.get(ref.asset) ?? { sum: 0n, issued: 0n, accounts: 0, negative: 0 }
          t.sum += v
          t.accounts++
          if (ref.owner.kind === "system" && ref.owner.name === "issuance") t.issued -= v
          else if (v < 0n) t.negative++
          by.set(ref.asset, t)
        }
        return [...by.entries()].map(([asset, t]) => ({ asset: asset as never, ...t }))
      })
    }),
    Layer.succeed(WalletRepository)({
      linkedWallet: (id) => Effect.sync(() => world.wallets[id] ?? noWallet(id)),
      saveLinkedWallet: (w) => Effect.sync(() => void (world.wallets[w.memberId] = w)),
      memberWithAddress: (a) => Effect.sync(() => Object.values(world.wallets).find((w) => w.address?.toLowerCase() === a.toLowerCase())?.memberId ?? null),
      ownerIdOf: (id) => Effect.sync(() => world.ownerIds[id] ?? null),
      setOwnerId: (id, o) => Effect.sync(() => void (world.ownerIds[id] = o)),
      legalInfo: (id) => Effect.sync(() => world.legal[id] ?? null),
      saveLegalInfo: (id, i) => Effect.sync(() => void (world.legal[id] = i))
    }),
    Layer.succeed(ProductRepository)({
      list: (f) => Effect.sync(() => world.products.filter((p) => (!f.activeOnly || p.active) && (!f.kind || p.kind === f.kind))),
      get: (id) => Effect.sync(() => world.products.find((p) => p.id === id) ?? null),
      create: (d) =>
        Effect.sync(() => {
          const p = { ...d, id: world.products.length + 1 }
          world.products.push(p)
          return p
        }),
      update: (id, d) => Effect.sync(() => void (world.products = world.products.map((p) => (p.id === id ? { ...d, id } : p))))
    }),
    Layer.succeed(PurchaseRepository)({
      create: (n) =>
        Effect.sync(() => {
          const p: Purchase = { ...n, id: world.purchases.length + 1, status: "incomplete", issue: null, txHash: null, reviewNote: null, transferId: null, refundTransferId: null, updatedAt: n.createdAt }
          world.purchases.push(p)
          return p
        }),
      get: (id) => Effect.sync(() => world.purchases.find((p) => p.id === id) ?? null),
      update: (id, c, at) =>
        Effect.sync(() => {
          world.purchases = world.purchases.map((p) => (p.id === id ? { ...p, ...Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)), updatedAt: at } : p))
        }),
      expiredInvoiceIds: (now, limit) =>
        Effect.sync(() => {
          return world.purchases.filter((p) => p.status === "incomplete" && p.txHash === null && p.issue === null && p.invoiceExpiresAt <= now).map((p) => p.id).slice(0, limit)
        }),
      withTxHash: (h) => Effect.sync(() => world.purchases.find((p) => p.txHash === h)?.id ?? null),
      list: (q) =>
        Effect.sync(() => {
          const rows = world.purchases.filter((p) => (q.memberId === undefined || p.memberId === q.memberId) && (!q.status || p.status === q.status)).reverse()
          return { rows: rows.slice(q.offset, q.offset + q.limit), total: rows.length }
        }),
      pendingIds: (limit) => Effect.sync(() => world.purchases.filter((p) => p.status === "pending").map((p) => p.id).slice(0, limit))
    }),
    Layer.succeed(ChainGateway)({
      kind: "in-memory",
      mintNft: (nft) =>
        Effect.sync(() => {
          const txHash = `0x${"a".repeat(56)}${String(Object.keys(world.chain).length + 1).padStart(8, "0")}`
          world.chain[txHash] = { to: nft.to, amount: 1n, currency: `NFT:${nft.collection}:${nft.tokenId}`, seenAt: nft.at.getTime(), confirmed: true, kind: "payment" }
          return { txHash }
        }),
      simulated: true,
      normalizeAddress: (a) => Effect.succeed(/^0x[0-9a-fA-F]{40}$/.test(a) ? a : null),
      isCustodial: (a) => Effect.succeed(a.toLowerCase().startsWith("0xc0")),
      depositAddressOf: (id) => Effect.succeed(`0xc0${String(id).padStart(38, "0")}`),
      receivingAddress: Effect.succeed(`0xc0${"f".repeat(38)}`),
      checkPayment: (hash, expected) =>
        Effect.sync(() => {
          const tx = (world.chain[hash] ??= { to: expected.to, amount: expected.amount, currency: expected.currency, seenAt: world.now, confirmed: false, kind: "payment" })
          if (tx.kind === "deposit" || tx.to.toLowerCase() !== expected.to.toLowerCase()) return { _tag: "Mismatch", reason: "recipient" } as const
          if (tx.currency !== expected.currency) return { _tag: "Mismatch", reason: "currency" } as const
          if (tx.amount !== expected.amount) return { _tag: "Mismatch", reason: "amount" } as const
          if (tx.seenAt > expected.notAfter.getTime()) return { _tag: "Mismatch", reason: "late" } as const
          return tx.confirmed ? ({ _tag: "Confirmed", at: new Date(world.now) } as const) : ({ _tag: "Pending" } as const)
        }),
      recordApproval: (hash, expected, at) =>
        Effect.sync(() => {
          const tx = (world.chain[hash] ??= { to: expected.to, amount: expected.amount, currency: expected.currency, seenAt: at.getTime(), confirmed: false, kind: "payment" })
          tx.confirmed = true
        }),
      depositsSince: (cursor, limit) =>
        Effect.sync(() => {
          const after = cursor === null ? 0 : Number(cursor)
          const deposits = Object.entries(world.chain)
            .filter(([, t]) => t.kind === "deposit" && t.memberId !== undefined && (t.height ?? 0) > after)
            .sort(([, a], [, b]) => (a.height ?? 0) - (b.height ?? 0))
            .slice(0, limit)
          const last = deposits.at(-1)?.[1].height
          return {
            deposits: deposits.map(([txHash, t]) => ({ txHash, memberId: t.memberId!, amount: t.amount, at: new Date(t.seenAt) })),
            cursor: last === undefined ? cursor : String(last)
          }
        })
    }),
    // The simulated chain's tools: what staff put on the chain is a row of `world.chain`, as the simulated adapter's.
    Layer.succeed(ChainSimulator)({
      deposit: (memberId, amount) =>
        Effect.sync(() => {
          const height = Math.max(0, ...Object.values(world.chain).map((t) => t.height ?? 0)) + 1
          const txHash = `0x${"d".repeat(56)}${String(height).padStart(8, "0")}`
          const to = `0xc0${String(memberId).padStart(38, "0")}`
          world.chain[txHash] = { to, amount, currency: "ABEY", seenAt: world.now, confirmed: true, kind: "deposit", memberId, height }
          return { txHash, to }
        }),
      pay: (payment) =>
        Effect.sync(() => {
          const txHash = `0x${"e".repeat(56)}${String(Object.keys(world.chain).length + 1).padStart(8, "0")}`
          world.chain[txHash] = { to: payment.to, amount: payment.amount, currency: payment.currency, seenAt: payment.seenAt.getTime(), confirmed: false, kind: "payment" }
          return { txHash }
        })
    })
  )
}
