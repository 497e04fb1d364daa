import {
  type AdCreditCode,
  type AdFileRecord,
  type AdRecord,
  AdsRepository,
  type CreditEntryRecord,
  type DisplayRecord,
  type DisplayStatus,
  type Moderation,
  type OwnerBuilding,
  type PackagePurchaseRecord,
  type PlacementRecord,
  type SkipReason,
  cstDayEndOf,
  cstDayStartOf
} from "@iw/core"
import { Effect, Layer } from "effect"
import { type Kysely, sql } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"
import { isRowId } from "../kernel/row-id"

const AD_COLUMNS = [
  "id",
  "member_id",
  "title",
  "image_id",
  "category_id",
  "description",
  "site_url",
  "media_url",
  "media_id",
  "version",
  "moderation",
  "moderation_reason",
  "archived",
  "in_network",
  "impressions",
  "views",
  "clicks",
  "created_at",
  "updated_at",
  "placed_at",
  "removed_at"
] as const

type Row = Record<string, unknown>
const n = (v: unknown) => Number(v)
const big = (v: unknown) => BigInt(v === null || v === undefined ? 0 : (v as string))
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as Date))

const toAd = (r: Row): AdRecord => ({
  id: n(r.id),
  memberId: n(r.member_id),
  title: String(r.title),
  imageId: n(r.image_id),
  categoryId: n(r.category_id),
  description: String(r.description),
  siteUrl: (r.site_url as string | null) ?? null,
  mediaUrl: (r.media_url as string | null) ?? null,
  mediaId: r.media_id === null ? null : n(r.media_id),
  version: n(r.version),
  moderation: r.moderation as Moderation,
  moderationReason: (r.moderation_reason as string | null) ?? null,
  archived: Boolean(r.archived),
  inNetwork: Boolean(r.in_network),
  impressions: n(r.impressions),
  views: n(r.views),
  clicks: n(r.clicks),
  createdAt: new Date(r.created_at as Date),
  updatedAt: new Date(r.updated_at as Date),
  placedAt: date(r.placed_at),
  removedAt: date(r.removed_at)
})

const toFile = (r: Row): AdFileRecord => ({ id: n(r.id), memberId: n(r.member_id), kind: r.kind as "image" | "media", name: String(r.name), mime: String(r.mime), size: n(r.size), storageKey: String(r.storage_key) })

const toEntry = (r: Row): CreditEntryRecord => ({
  id: n(r.id),
  memberId: n(r.member_id),
  code: r.code as AdCreditCode,
  amount: big(r.amount),
  transferId: r.transfer_id === null ? null : n(r.transfer_id),
  referenceType: String(r.reference_type),
  referenceId: String(r.reference_id),
  memo: r.memo === null ? null : (JSON.parse(String(r.memo)) as CreditEntryRecord["memo"]),
  createdAt: new Date(r.created_at as Date)
})

const toPurchase = (r: Row): PackagePurchaseRecord => ({
  id: n(r.id),
  memberId: n(r.member_id),
  code: String(r.code),
  credits: big(r.credits),
  priceMinor: big(r.price_minor),
  bvCents: big(r.bv_cents),
  transferId: r.transfer_id === null ? null : n(r.transfer_id),
  refundedCredits: big(r.refunded_credits),
  refunded: r.refunded_at !== null,
  expiresAt: date(r.expires_at),
  createdAt: new Date(r.created_at as Date)
})

const toPlacement = (r: Row): PlacementRecord => ({
  id: n(r.id),
  adId: n(r.ad_id),
  memberId: n(r.member_id),
  adTitle: String(r.ad_title),
  buildingId: n(r.building_id),
  buildingName: String(r.building_name ?? `#${r.building_id}`),
  from: String(r.from_day),
  to: String(r.to_day),
  dailyPrice: big(r.daily_price),
  removedAt: date(r.removed_at)
})

const toDisplay = (r: Row): DisplayRecord => ({
  adId: n(r.ad_id),
  buildingId: n(r.building_id),
  day: String(r.day),
  status: r.status as DisplayStatus,
  skipReason: (r.skip_reason as SkipReason | null) ?? null,
  cost: big(r.cost),
  impressions: n(r.impressions),
  views: n(r.views),
  clicks: n(r.clicks)
})

/** Buildings with their template's name, placement and opt-in; earnings summed. */
const buildingsSql = (x: Kysely<Database>, where: ReturnType<typeof sql>) =>
  sql<Row>`
    select b.id as building_id, coalesce(t.name, 'Building') as name, b.member_id as owner_id, b.size, (b.start_x is not null) as placed,
           coalesce(nb.enabled, false) as enabled, nb.effective_at,
           coalesce((select sum(e.abey_minor) from adnet_earnings e where e.building_id = b.id), 0) as earned
      from buildings b
      left join building_templates t on t.id = b.template_id
      left join ad_network_buildings nb on nb.building_id = b.id
     where ${where}
     order by b.id`.execute(x)

const toBuilding = (r: Row): OwnerBuilding => ({
  buildingId: n(r.building_id),
  name: String(r.name),
  ownerId: n(r.owner_id),
  size: String(r.size),
  placed: Boolean(r.placed),
  enabled: Boolean(r.enabled),
  effectiveAt: date(r.effective_at),
  earnedMinor: big(r.earned)
})

const range = (r: { readonly memberId: number | null; readonly adId: number | null; readonly from: string; readonly to: string }) =>
  sql`s.day between ${r.from} and ${r.to}${r.memberId === null ? sql`` : sql` and s.member_id = ${r.memberId}`}${r.adId === null ? sql`` : sql` and s.ad_id = ${r.adId}`}`

/** The ads area's repository (core's AdsRepository). */
export const AdsRepositoryKysely = Layer.effect(
  AdsRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const adRow = (x: Kysely<Database>, id: number, lock: boolean) => {
      const q = x.selectFrom("ads").select(AD_COLUMNS).where("id", "=", id).where("deleted_at", "is", null)
      return (lock ? q.forUpdate() : q).executeTakeFirst()
    }
    const addVersion = async (x: Kysely<Database>, adId: number, version: number, at: Date) => {
      await sql`insert into ad_versions (ad_id, version, title, image_id, category_id, description, site_url, media_url, media_id, created_at)
                select id, ${version}, title, image_id, category_id, description, site_url, media_url, media_id, ${at} from ads where id = ${adId}`.execute(x)
      await x.insertInto("ad_moderation_events").values({ ad_id: adId, action: version === 1 ? "created" : "edited", version, staff_id: null, reason: null, created_at: at }).execute()
    }
    return {
      createAd: (memberId, f, at) =>
        query(db, async (x) => {
          const r = await x
            .insertInto("ads")
            .values({ member_id: memberId, title: f.title, image_id: f.imageId, category_id: f.categoryId, description: f.description, site_url: f.siteUrl, media_url: f.mediaUrl, media_id: f.mediaId, created_at: at, updated_at: at })
            .returning("id")
            .executeTakeFirstOrThrow()
          await addVersion(x, r.id, 1, at)
          return r.id
        }),
      updateAd: (id, f, at) =>
        query(db, async (x) => {
          const r = await x
            .updateTable("ads")
            .set({ title: f.title, image_id: f.imageId, category_id: f.categoryId, description: f.description, site_url: f.siteUrl, media_url: f.mediaUrl, media_id: f.mediaId, updated_at: at, moderation: "pending", moderation_reason: null, version: sql`version + 1` })
            .where("id", "=", id)
            .returning("version")
            .executeTakeFirstOrThrow()
          await addVersion(x, id, r.version, at)
        }),
      ad: (id, lock = false) => (isRowId(id) ? Effect.map(query(db, (x) => adRow(x, id, lock)), (r) => (r ? toAd(r) : null)) : Effect.succeed(null)),
      listAds: (q) =>
        query(db, async (x) => {
          let base = x.selectFrom("ads").where("member_id", "=", q.memberId).where("deleted_at", "is", null).where("archived", "=", q.archived).where("is_template", "=", false)
          if (q.filter !== null && q.filter.trim() !== "") {
            const like = `%${q.filter.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
            base = base.where((eb) => eb.or([eb("title", "ilike", like), eb("description", "ilike", like)]))
          }
          const rows = await base.select(AD_COLUMNS).orderBy(q.sort === "createdAt" ? "created_at" : q.sort, q.direction).orderBy("id", q.direction).limit(q.limit).offset(q.offset).execute()
          const total = await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map(toAd), total: Number(total.n) }
        }),
      countAds: (memberId) =>
        Effect.map(
          query(db, (x) => x.selectFrom("ads").select(sql<number>`count(*)::int`.as("n")).where("member_id", "=", memberId).where("deleted_at", "is", null).where("is_template", "=", false).executeTakeFirstOrThrow()),
          (r) => Number(r.n)
        ),
      deleteAd: (id, at) =>
        query(db, async (x) => {
          await x.updateTable("ads").set({ deleted_at: at, in_network: false, removed_at: at, updated_at: at }).where("id", "=", id).execute()
          await x.updateTable("ad_placements").set({ removed_at: at }).where("ad_id", "=", id).where("removed_at", "is", null).execute()
        }),
      setArchived: (id, archived, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("ads")
              .set(archived ? { archived: true, in_network: false, removed_at: at, updated_at: at } : { archived: false, updated_at: at })
              .where("id", "=", id)
              .execute()
          )
        ),
      setInNetwork: (memberId, ids, inNetwork, at) =>
        Effect.map(
          query(db, (x) => {
            let q = x
              .updateTable("ads")
              .set(inNetwork ? { in_network: true, placed_at: at, removed_at: null, updated_at: at } : { in_network: false, removed_at: at, updated_at: at })
              .where("member_id", "=", memberId)
              .where("deleted_at", "is", null)
              .where("archived", "=", false)
              .where("in_network", "=", !inNetwork)
            if (ids !== null) q = q.where("id", "in", ids.length === 0 ? [0] : [...ids])
            return q.executeTakeFirst()
          }),
          (r) => Number(r.numUpdatedRows)
        ),
      versions: (adId) =>
        Effect.map(
          query(db, (x) => x.selectFrom("ad_versions").selectAll().where("ad_id", "=", adId).orderBy("version", "desc").execute()),
          (rows) =>
            rows.map((r) => ({
              adId: r.ad_id,
              version: r.version,
              title: r.title,
              imageId: r.image_id,
              categoryId: r.category_id,
              description: r.description,
              siteUrl: r.site_url,
              mediaUrl: r.media_url,
              mediaId: r.media_id,
              createdAt: new Date(r.created_at)
            }))
        ),
      templates: () =>
        Effect.map(query(db, (x) => x.selectFrom("ads").select(AD_COLUMNS).where("is_template", "=", true).where("deleted_at", "is", null).orderBy("id").execute()), (rows) => rows.map(toAd)),
      setTemplate: (id) => Effect.asVoid(query(db, (x) => x.updateTable("ads").set({ is_template: true, in_network: false, moderation: "approved" }).where("id", "=", id).execute())),
      staffList: (q) =>
        query(db, async (x) => {
          let base = x.selectFrom("ads").where("deleted_at", "is", null).where("is_template", "=", false)
          if (q.moderation !== null) base = base.where("moderation", "=", q.moderation)
          if (q.memberId !== null) base = base.where("member_id", "=", q.memberId)
          const rows = await base.select(AD_COLUMNS).orderBy("id", "desc").limit(q.limit).offset(q.offset).execute()
          const total = await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map(toAd), total: Number(total.n) }
        }),
      moderate: (id, m) =>
        query(db, async (x) => {
          const r = await x.updateTable("ads").set({ moderation: m.moderation, moderation_reason: m.reason }).where("id", "=", id).returning("version").executeTakeFirstOrThrow()
          await x.insertInto("ad_moderation_events").values({ ad_id: id, action: m.moderation, version: r.version, staff_id: m.staffId, reason: m.reason, created_at: m.at }).execute()
        }),
      history: (adId) =>
        Effect.map(query(db, (x) => x.selectFrom("ad_moderation_events").selectAll().where("ad_id", "=", adId).orderBy("id", "desc").execute()), (rows) =>
          rows.map((r) => ({ id: r.id, action: r.action as "created", version: r.version, staffId: r.staff_id, reason: r.reason, createdAt: new Date(r.created_at) }))
        ),
      addFile: (f, at) =>
        Effect.map(
          query(db, (x) => x.insertInto("ad_files").values({ member_id: f.memberId, kind: f.kind, name: f.name, mime: f.mime, size: f.size, storage_key: f.storageKey, created_at: at }).returning("id").executeTakeFirstOrThrow()),
          (r) => r.id
        ),
      file: (id) => !isRowId(id) ? Effect.succeed(null) : Effect.map(query(db, (x) => x.selectFrom("ad_files").selectAll().where("id", "=", id).executeTakeFirst()), (r) => (r ? toFile(r) : null)),
      lockAccount: (memberId) =>
        !isRowId(memberId)
          ? Effect.succeed(false)
          : query(db, async (x) => {
              await sql`insert into ad_accounts (member_id, created_at) select id, now() from members where id = ${memberId} on conflict (member_id) do nothing`.execute(x)
              const r = await sql`select member_id from ad_accounts where member_id = ${memberId} for update`.execute(x)
              return r.rows.length > 0
            }),
      addEntry: (e) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("ad_credit_entries")
              .values({
                member_id: e.memberId,
                code: e.code,
                amount: e.amount,
                transfer_id: e.transferId,
                reference_type: e.referenceType,
                reference_id: e.referenceId,
                memo: e.memo === null ? null : JSON.stringify(e.memo),
                created_at: e.createdAt
              })
              .execute()
          )
        ),
      balance: (memberId) =>
        !isRowId(memberId) ? Effect.succeed(0n) : Effect.map(query(db, (x) => x.selectFrom("ad_credit_entries").select(sql<string>`coalesce(sum(amount), 0)::text`.as("b")).where("member_id", "=", memberId).executeTakeFirstOrThrow()), (r) => BigInt(r.b)),
      entries: (memberId, q) =>
        !isRowId(memberId) ? Effect.succeed({ rows: [], total: 0 }) : query(db, async (x) => {
          let base = x.selectFrom("ad_credit_entries").where("member_id", "=", memberId)
          if (q.code !== null) base = base.where("code", "=", q.code)
          const rows = await base.selectAll().orderBy("id", "desc").limit(q.limit).offset(q.offset).execute()
          const total = await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map(toEntry), total: Number(total.n) }
        }),
      addPurchase: (p) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("adnet_purchases")
              .values({ member_id: p.memberId, code: p.code, credits: p.credits, price_minor: p.priceMinor, bv_cents: p.bvCents, transfer_id: p.transferId, expires_at: p.expiresAt, created_at: p.createdAt })
              .returning("id")
              .executeTakeFirstOrThrow()
          ),
          (r) => r.id
        ),
      purchases: (memberId) => !isRowId(memberId) ? Effect.succeed([]) : Effect.map(query(db, (x) => x.selectFrom("adnet_purchases").selectAll().where("member_id", "=", memberId).orderBy("id", "desc").execute()), (rows) => rows.map(toPurchase)),
      purchaseByTransfer: (transferId) =>
        Effect.map(query(db, (x) => x.selectFrom("adnet_purchases").selectAll().where("transfer_id", "=", String(transferId)).executeTakeFirst()), (r) => (r ? toPurchase(r) : null)),
      purchase: (id, lock = false) =>
        !isRowId(id) ? Effect.succeed(null) : Effect.map(
          query(db, (x) => {
            const q = x.selectFrom("adnet_purchases").selectAll().where("id", "=", id)
            return (lock ? q.forUpdate() : q).executeTakeFirst()
          }),
          (r) => (r ? toPurchase(r) : null)
        ),
      markRefunded: (id, credits, at) =>
        Effect.asVoid(query(db, (x) => x.updateTable("adnet_purchases").set({ refunded_credits: sql`refunded_credits + ${credits.toString()}::bigint`, refunded_at: at }).where("id", "=", id).execute())),
      packageBvCents: (day) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("adnet_purchases")
              .select(sql<string>`coalesce(sum(bv_cents), 0)::text`.as("bv"))
              .where("created_at", ">=", cstDayStartOf(day))
              .where("created_at", "<=", cstDayEndOf(day))
              .where("refunded_at", "is", null)
              .executeTakeFirstOrThrow()
          ),
          (r) => BigInt(r.bv)
        ),
      memberBuildings: (memberId) => Effect.map(query(db, (x) => buildingsSql(x, sql`b.member_id = ${memberId}`)), (r) => r.rows.map(toBuilding)),
      setOptIn: (memberId, buildingIds, enabled, at, effectiveAt) =>
        query(db, async (x) => {
          const ids = buildingIds ?? (await x.selectFrom("buildings").select("id").where("member_id", "=", memberId).execute()).map((r) => r.id)
          let changed = 0
          for (const id of ids) {
            const r = await sql`
              insert into ad_network_buildings (building_id, member_id, enabled, changed_at, effective_at) values (${id}, ${memberId}, ${enabled}, ${at}, ${effectiveAt})
              on conflict (building_id) do update set enabled = excluded.enabled, member_id = excluded.member_id, changed_at = excluded.changed_at, effective_at = excluded.effective_at
              where ad_network_buildings.enabled <> excluded.enabled`.execute(x)
            changed += Number(r.numAffectedRows ?? 0)
          }
          return changed
        }),
      networkBuildings: () => Effect.map(query(db, (x) => buildingsSql(x, sql`b.start_x is not null and nb.enabled`)), (r) => r.rows.map(toBuilding)),
      addPlacements: (p) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("ad_placements")
              .values(
                p.buildingIds.map((b) => ({
                  ad_id: p.adId,
                  member_id: p.memberId,
                  building_id: b,
                  from_day: p.from,
                  to_day: p.to,
                  starts_at: cstDayStartOf(p.from),
                  ends_at: cstDayEndOf(p.to),
                  daily_price: p.dailyPrice,
                  created_at: p.at
                }))
              )
              .returning("id")
              .execute()
          ),
          (rows) => rows.map((r) => r.id)
        ),
      placements: (memberId, adId) =>
        Effect.map(
          query(db, (x) =>
            sql<Row>`select p.*, a.title as ad_title, t.name as building_name from ad_placements p join ads a on a.id = p.ad_id
                      left join buildings b on b.id = p.building_id left join building_templates t on t.id = b.template_id
                      where p.member_id = ${memberId}${adId === null ? sql`` : sql` and p.ad_id = ${adId}`} order by p.from_day desc, p.id desc limit 500`.execute(x)
          ),
          (r) => r.rows.map(toPlacement)
        ),
      placementsOn: (day) =>
        Effect.map(
          query(db, (x) =>
            sql<Row>`select p.*, a.title as ad_title, t.name as building_name from ad_placements p join ads a on a.id = p.ad_id
                      left join buildings b on b.id = p.building_id left join building_templates t on t.id = b.template_id
                      where p.removed_at is null and p.from_day <= ${day} and p.to_day >= ${day} order by p.ad_id, p.building_id`.execute(x)
          ),
          (r) => r.rows.map(toPlacement)
        ),
      claimAdDay: (adId, day) =>
        query(db, async (x) => {
          await sql`insert into ad_days (ad_id, day) values (${adId}, ${day}) on conflict (ad_id, day) do nothing`.execute(x)
          const r = await sql<{ outcome: string | null }>`select outcome from ad_days where ad_id = ${adId} and day = ${day} for update`.execute(x)
          return r.rows[0]?.outcome ?? null
        }),
      closeDisplays: (adId, day) => Effect.asVoid(query(db, (x) => x.updateTable("ad_displays").set({ status: "displayed" }).where("ad_id", "=", adId).where("day", "=", day).where("status", "=", "displaying").execute())),
      finishAdDay: (adId, day, outcome, at) => Effect.asVoid(query(db, (x) => x.updateTable("ad_days").set({ outcome, processed_at: at }).where("ad_id", "=", adId).where("day", "=", day).execute())),
      addDisplay: (d) =>
        Effect.asVoid(
          query(db, (x) =>
            sql`insert into ad_displays (ad_id, building_id, day, member_id, status, skip_reason, cost, impressions, views, clicks)
                select ${d.adId}, ${d.buildingId}, ${d.day}, member_id, ${d.status}, ${d.skipReason}, ${d.cost.toString()}::bigint, ${d.impressions}, ${d.views}, ${d.clicks} from ads where id = ${d.adId}
                on conflict (ad_id, building_id, day) do update set status = excluded.status, skip_reason = excluded.skip_reason, cost = excluded.cost,
                  impressions = excluded.impressions, views = excluded.views, clicks = excluded.clicks`.execute(x)
          )
        ),
      displays: (q) =>
        Effect.map(
          query(db, (x) => {
            let b = x.selectFrom("ad_displays").selectAll().where("day", ">=", q.from).where("day", "<=", q.to)
            if (q.memberId !== null) b = b.where("member_id", "=", q.memberId)
            if (q.adId !== null) b = b.where("ad_id", "=", q.adId)
            return b.orderBy("day", "desc").orderBy("ad_id").orderBy("building_id").limit(2000).execute()
          }),
          (rows) => rows.map(toDisplay)
        ),
      addRollups: (rows, at) =>
        query(db, async (x) => {
          if (rows.length > 0) {
            await x
              .insertInto("ad_stats_daily")
              .values(rows.map((r) => ({ ad_id: r.adId, building_id: r.buildingId, day: r.day, member_id: r.memberId, impressions: r.impressions, views: r.views, clicks: r.clicks, cost: r.cost })))
              .onConflict((oc) =>
                oc.columns(["ad_id", "building_id", "day"]).doUpdateSet({
                  impressions: sql`ad_stats_daily.impressions + excluded.impressions`,
                  views: sql`ad_stats_daily.views + excluded.views`,
                  clicks: sql`ad_stats_daily.clicks + excluded.clicks`,
                  cost: sql`ad_stats_daily.cost + excluded.cost`
                })
              )
              .execute()
            const byAd = new Map<number, [number, number, number]>()
            for (const r of rows) {
              const t = byAd.get(r.adId) ?? [0, 0, 0]
              byAd.set(r.adId, [t[0] + r.impressions, t[1] + r.views, t[2] + r.clicks])
            }
            // One statement for every ad of the batch (the ads' own counters beside the rollups).
            const values = sql.join([...byAd].map(([adId, [i, v, c]]) => sql`(${adId}::int, ${i}::bigint, ${v}::bigint, ${c}::bigint)`))
            await sql`update ads set impressions = ads.impressions + t.i, views = ads.views + t.v, clicks = ads.clicks + t.c
                      from (values ${values}) as t (id, i, v, c) where ads.id = t.id`.execute(x)
          }
          await sql`insert into ad_stats_meta (id, updated_at) values (1, ${at}) on conflict (id) do update set updated_at = greatest(ad_stats_meta.updated_at, excluded.updated_at)`.execute(x)
        }),
      lastUpdate: () => Effect.map(query(db, (x) => x.selectFrom("ad_stats_meta").select("updated_at").where("id", "=", 1).executeTakeFirst()), (r) => (r ? new Date(r.updated_at) : null)),
      totals: (r) =>
        Effect.map(
          query(db, (x) =>
            sql<Row>`select coalesce(sum(impressions), 0) as i, coalesce(sum(views), 0) as v, coalesce(sum(clicks), 0) as c, coalesce(sum(cost), 0)::text as cost from ad_stats_daily s where ${range(r)}`.execute(x)
          ),
          (res) => {
            const t = res.rows[0]
            return { impressions: n(t.i), views: n(t.v), clicks: n(t.c), cost: big(t.cost) }
          }
        ),
      daily: (r) =>
        Effect.map(
          query(db, (x) =>
            sql<Row>`select s.day, sum(impressions) as i, sum(views) as v, sum(clicks) as c, sum(cost)::text as cost, count(distinct s.ad_id) as ads
                       from ad_stats_daily s where ${range(r)} group by s.day order by s.day`.execute(x)
          ),
          (res) => res.rows.map((t) => ({ day: String(t.day), impressions: n(t.i), views: n(t.v), clicks: n(t.c), cost: big(t.cost), ads: n(t.ads) }))
        ),
      byAd: (memberId, day) =>
        Effect.map(
          query(db, (x) =>
            sql<Row>`select s.ad_id, sum(impressions) as i, sum(views) as v, sum(clicks) as c from ad_stats_daily s where s.member_id = ${memberId} and s.day = ${day} group by s.ad_id order by s.ad_id`.execute(x)
          ),
          (res) => res.rows.map((t) => ({ adId: n(t.ad_id), impressions: n(t.i), views: n(t.v), clicks: n(t.c) }))
        ),
      buildingShares: (day) =>
        Effect.map(
          query(db, (x) =>
            sql<Row>`select d.building_id, b.member_id as owner_id, count(*)::int as weight from ad_displays d join buildings b on b.id = d.building_id
                      where d.day = ${day} and d.status in ('displayed', 'displaying') group by d.building_id, b.member_id order by d.building_id`.execute(x)
          ),
          (res) => res.rows.map((t) => ({ buildingId: n(t.building_id), ownerId: n(t.owner_id), weight: n(t.weight) }))
        ),
      claimPayout: (day, p) =>
        Effect.map(
          query(db, (x) =>
            sql`insert into adnet_payouts (day, bv_cents, pool_cents, owners, created_at) values (${day}, ${p.bvCents.toString()}::bigint, ${p.poolCents.toString()}::bigint, ${p.owners}, ${p.at}) on conflict (day) do nothing`.execute(x)
          ),
          (r) => Number(r.numAffectedRows ?? 0) > 0
        ),
      addEarning: (e) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("adnet_earnings")
              .values({ day: e.day, building_id: e.buildingId, owner_id: e.ownerId, cents: e.cents, abey_minor: e.abeyMinor, transfer_id: e.transferId })
              .onConflict((oc) => oc.columns(["day", "building_id"]).doNothing())
              .execute()
          )
        ),
      ownerEarnings: (ownerId, limit) =>
        Effect.map(
          query(db, (x) =>
            sql<Row>`select e.day, e.building_id, coalesce(t.name, 'Building') as building_name, e.cents, e.abey_minor, d.ad_id, a.title as ad_title
                       from (select * from adnet_earnings where owner_id = ${ownerId} order by day desc, building_id limit ${limit}) e
                       join ad_displays d on d.building_id = e.building_id and d.day = e.day and d.status in ('displayed', 'displaying')
                       join ads a on a.id = d.ad_id
                       left join buildings b on b.id = e.building_id
                       left join building_templates t on t.id = b.template_id
                      order by e.day desc, e.building_id, d.ad_id`.execute(x)
          ),
          (res) => {
            const out: Array<{ day: string; buildingId: number; buildingName: string; cents: bigint; abeyMinor: bigint; ads: Array<{ adId: number; adTitle: string }> }> = []
            for (const r of res.rows) {
              const last = out[out.length - 1]
              const ad = { adId: n(r.ad_id), adTitle: String(r.ad_title) }
              if (last !== undefined && last.day === String(r.day) && last.buildingId === n(r.building_id)) last.ads.push(ad)
              else out.push({ day: String(r.day), buildingId: n(r.building_id), buildingName: String(r.building_name), cents: big(r.cents), abeyMinor: big(r.abey_minor), ads: [ad] })
            }
            return out
          }
        ),
      payouts: (from, to) =>
        Effect.map(query(db, (x) => x.selectFrom("adnet_payouts").selectAll().where("day", ">=", from).where("day", "<=", to).orderBy("day").execute()), (rows) =>
          rows.map((r) => ({ day: r.day, bvCents: BigInt(r.bv_cents), poolCents: BigInt(r.pool_cents), owners: r.owners }))
        ),
      publicAds: (q) =>
        query(db, async (x) => {
          const where = sql`a.deleted_at is null and a.archived = false and a.in_network and a.moderation <> 'rejected'
            and exists (select 1 from ad_placements p join ad_network_buildings nb on nb.building_id = p.building_id and nb.enabled
                         where p.ad_id = a.id and p.removed_at is null and p.from_day <= ${q.day} and p.to_day >= ${q.day}${q.buildingId === null ? sql`` : sql` and p.building_id = ${q.buildingId}`})
            ${q.categoryId === null ? sql`` : sql` and a.category_id = ${q.categoryId}`}`
          const rows = await sql<Row>`select a.*, (select array_agg(distinct p.building_id) from ad_placements p where p.ad_id = a.id and p.removed_at is null and p.from_day <= ${q.day} and p.to_day >= ${q.day}) as building_ids
                                       from ads a where ${where} order by a.id limit ${q.limit} offset ${q.offset}`.execute(x)
          const total = await sql<{ n: number }>`select count(*)::int as n from ads a where ${where}`.execute(x)
          return { rows: rows.rows.map((r) => ({ ...toAd(r), buildingIds: ((r.building_ids as Array<number> | null) ?? []).map(Number) })), total: Number(total.rows[0].n) }
        }),
      publicTotals: (day) =>
        Effect.map(
          query(db, (x) =>
            sql<Row>`select
                (select count(distinct p.ad_id) from ad_placements p join ads a on a.id = p.ad_id where p.removed_at is null and p.from_day <= ${day} and p.to_day >= ${day} and a.deleted_at is null and a.in_network and a.moderation <> 'rejected') as ads,
                (select count(*) from ad_network_buildings nb join buildings b on b.id = nb.building_id where nb.enabled and b.start_x is not null) as buildings,
                (select coalesce(sum(impressions), 0) from ad_stats_daily) as i, (select coalesce(sum(views), 0) from ad_stats_daily) as v, (select coalesce(sum(clicks), 0) from ad_stats_daily) as c`.execute(x)
          ),
          (res) => {
            const t = res.rows[0]
            return { ads: n(t.ads), buildings: n(t.buildings), impressions: n(t.i), views: n(t.v), clicks: n(t.c) }
          }
        )
    }
  })
)
