import {
  type AssetItem,
  AssetRepository,
  type AssetShare,
  type AssetState,
  type AssetType,
  type Listing,
  type ListingItem,
  type ListingState,
  type MarketCategory,
  MarketRepository,
  type MarketResource,
  type Sale,
  itemKeyOf,
  itemNameOf
} from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

const ASSET_COLUMNS = ["id", "owner_id", "type", "name", "state", "created_at"] as const
const SHARE_COLUMNS = ["id", "asset_id", "from_member_id", "to_member_id", "shared_at", "ended_at"] as const
const LISTING_COLUMNS = ["id", "owner_id", "category", "item_kind", "asset_id", "building_id", "resource", "item_key", "item_name", "amount", "quantity", "unit_price", "fee_bp", "state", "expires_at", "created_at"] as const
const SALE_COLUMNS = ["id", "listing_id", "category", "item_key", "item_name", "seller_id", "buyer_id", "quantity", "unit_price", "price", "fee", "transfer_id", "at"] as const

type Row<C extends ReadonlyArray<string>> = { [K in C[number]]: unknown }

const toAsset = (r: Row<typeof ASSET_COLUMNS>): AssetItem => ({
  id: Number(r.id),
  ownerId: Number(r.owner_id),
  type: r.type as AssetType,
  name: String(r.name),
  state: r.state as AssetState,
  createdAt: new Date(r.created_at as Date)
})

const toShare = (r: Row<typeof SHARE_COLUMNS>): AssetShare => ({
  id: Number(r.id),
  assetId: Number(r.asset_id),
  fromMemberId: Number(r.from_member_id),
  toMemberId: Number(r.to_member_id),
  sharedAt: new Date(r.shared_at as Date),
  endedAt: r.ended_at === null ? null : new Date(r.ended_at as Date)
})

const toListing = (r: Row<typeof LISTING_COLUMNS>): Listing => {
  const item: ListingItem =
    r.item_kind === "asset"
      ? { kind: "asset", assetId: Number(r.asset_id), assetType: String(r.item_key).replace(/^asset:/, ""), name: String(r.item_name) }
      : r.item_kind === "stock"
        ? { kind: "stock", assetType: String(r.item_key).replace(/^asset:/, ""), name: String(r.item_name) }
        : r.item_kind === "building"
          ? { kind: "building", buildingId: Number(r.building_id), templateId: Number(String(r.item_key).replace(/^building:/, "")), name: String(r.item_name) }
          : { kind: "resource", resource: r.resource as MarketResource }
  return {
    id: Number(r.id),
    ownerId: r.owner_id === null ? null : Number(r.owner_id),
    category: r.category as MarketCategory,
    item,
    amount: Number(r.amount),
    quantity: Number(r.quantity),
    unitPrice: BigInt(r.unit_price as string),
    feeBasisPoints: Number(r.fee_bp),
    state: r.state as ListingState,
    expiresAt: new Date(r.expires_at as Date),
    createdAt: new Date(r.created_at as Date)
  }
}

const toSale = (r: Row<typeof SALE_COLUMNS>): Sale => ({
  id: Number(r.id),
  listingId: Number(r.listing_id),
  category: r.category as MarketCategory,
  itemKey: String(r.item_key),
  itemName: String(r.item_name),
  sellerId: r.seller_id === null ? null : Number(r.seller_id),
  buyerId: Number(r.buyer_id),
  quantity: Number(r.quantity),
  unitPrice: BigInt(r.unit_price as string),
  price: BigInt(r.price as string),
  fee: BigInt(r.fee as string),
  transferId: r.transfer_id === null ? null : Number(r.transfer_id),
  at: new Date(r.at as Date)
})

/** The assets area's repository (core's AssetRepository). */
export const AssetRepositoryKysely = Layer.effect(
  AssetRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      create: (a) =>
        Effect.map(
          query(db, (x) => x.insertInto("assets").values({ owner_id: a.ownerId, type: a.type, name: a.name, created_at: a.at }).returning(ASSET_COLUMNS).executeTakeFirstOrThrow()),
          toAsset
        ),
      find: (id) => Effect.map(query(db, (x) => x.selectFrom("assets").select(ASSET_COLUMNS).where("id", "=", id).executeTakeFirst()), (r) => (r ? toAsset(r) : null)),
      lock: (id) => Effect.map(query(db, (x) => x.selectFrom("assets").select(ASSET_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst()), (r) => (r ? toAsset(r) : null)),
      ofMember: (memberId) =>
        Effect.map(query(db, (x) => x.selectFrom("assets").select(ASSET_COLUMNS).where("owner_id", "=", memberId).orderBy("id", "desc").execute()), (rows) => rows.map(toAsset)),
      sharedWith: (memberId) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("assets")
              .select(ASSET_COLUMNS)
              .where("id", "in", (s) => s.selectFrom("asset_shares").select("asset_id").where("to_member_id", "=", memberId).where("ended_at", "is", null))
              .orderBy("id", "desc")
              .execute()
          ),
          (rows) => rows.map(toAsset)
        ),
      setState: (id, state) => Effect.asVoid(query(db, (x) => x.updateTable("assets").set({ state }).where("id", "=", id).execute())),
      setOwner: (id, ownerId) => Effect.asVoid(query(db, (x) => x.updateTable("assets").set({ owner_id: ownerId }).where("id", "=", id).execute())),
      shares: (assetId) =>
        Effect.map(query(db, (x) => x.selectFrom("asset_shares").select(SHARE_COLUMNS).where("asset_id", "=", assetId).orderBy("id").execute()), (rows) => rows.map(toShare)),
      addShare: (s) =>
        Effect.map(
          query(db, (x) =>
            x.insertInto("asset_shares").values({ asset_id: s.assetId, from_member_id: s.fromMemberId, to_member_id: s.toMemberId, shared_at: s.at }).returning(SHARE_COLUMNS).executeTakeFirstOrThrow()
          ),
          toShare
        ),
      endShare: (id, at) => Effect.asVoid(query(db, (x) => x.updateTable("asset_shares").set({ ended_at: at }).where("id", "=", id).execute()))
    }
  })
)

/** The market area's repository (core's MarketRepository). */
export const MarketRepositoryKysely = Layer.effect(
  MarketRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      create: (l) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("market_listings")
              .values({
                owner_id: l.ownerId,
                category: l.category,
                item_kind: l.item.kind,
                asset_id: l.item.kind === "asset" ? l.item.assetId : null,
                building_id: l.item.kind === "building" ? l.item.buildingId : null,
                resource: l.item.kind === "resource" ? l.item.resource : null,
                item_key: itemKeyOf(l.item),
                item_name: itemNameOf(l.item),
                amount: l.amount,
                quantity: l.amount,
                unit_price: l.unitPrice.toString(),
                fee_bp: l.feeBasisPoints,
                expires_at: l.expiresAt,
                created_at: l.createdAt
              })
              .returning(LISTING_COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toListing
        ),
      find: (id) => Effect.map(query(db, (x) => x.selectFrom("market_listings").select(LISTING_COLUMNS).where("id", "=", id).executeTakeFirst()), (r) => (r ? toListing(r) : null)),
      lock: (id) =>
        Effect.map(query(db, (x) => x.selectFrom("market_listings").select(LISTING_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst()), (r) => (r ? toListing(r) : null)),
      update: (id, c) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("market_listings")
              .set({ quantity: c.quantity, state: c.state, ...(c.closedAt ? { closed_at: c.closedAt } : {}), ...(c.closeReason ? { close_reason: c.closeReason.slice(0, 500) } : {}) })
              .where("id", "=", id)
              .execute()
          )
        ),
      revise: (id, c) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("market_listings")
              .set({ amount: c.amount, quantity: c.quantity, unit_price: c.unitPrice.toString(), expires_at: c.expiresAt })
              .where("id", "=", id)
              .where("state", "=", "active")
              .execute()
          )
        ),
      browse: (q) =>
        query(db, async (x) => {
          let s = x.selectFrom("market_listings").where("state", "in", [...q.states])
          if (q.category !== undefined) s = s.where("category", "=", q.category)
          if (q.ownerId !== undefined) s = s.where("owner_id", "=", q.ownerId)
          if (q.house === true) s = s.where("owner_id", "is", null)
          if (q.liveAt !== undefined) s = s.where("expires_at", ">", q.liveAt)
          if (q.itemKey !== undefined) s = s.where("item_key", "=", q.itemKey)
          if (q.minUnitPrice !== undefined) s = s.where("unit_price", ">=", q.minUnitPrice.toString())
          if (q.maxUnitPrice !== undefined) s = s.where("unit_price", "<=", q.maxUnitPrice.toString())
          const ordered =
            q.sort === "priceAsc" ? s.orderBy("unit_price", "asc").orderBy("id", "desc") : q.sort === "priceDesc" ? s.orderBy("unit_price", "desc").orderBy("id", "desc") : s.orderBy("id", "desc")
          const [rows, count] = await Promise.all([
            ordered.select(LISTING_COLUMNS).limit(q.limit).offset(q.offset).execute(),
            q.countCap === undefined
              ? s.select((e) => e.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
              : x
                  .selectFrom(s.select(sql<number>`1`.as("one")).limit(q.countCap).as("capped"))
                  .select((e) => e.fn.countAll<string>().as("n"))
                  .executeTakeFirstOrThrow()
          ])
          return { rows: rows.map(toListing), total: Number(count.n) }
        }),
      nextExpiry: (now, category) =>
        Effect.map(
          query(db, (x) => {
            // The first entry of market_listings_shelf_idx (category, expires_at) or market_listings_expiry_idx (expires_at), both of active listings.
            const q = x.selectFrom("market_listings").select("expires_at").where("state", "=", "active").where("expires_at", ">", now)
            return (category === undefined ? q : q.where("category", "=", category)).orderBy("expires_at").limit(1).executeTakeFirst()
          }),
          (r) => (r ? new Date(r.expires_at) : null)
        ),
      overdue: (now, limit) =>
        Effect.map(
          query(db, (x) => x.selectFrom("market_listings").select("id").where("state", "=", "active").where("expires_at", "<=", now).orderBy("expires_at").limit(limit).execute()),
          (rows) => rows.map((r) => Number(r.id))
        ),
      recordSale: (s) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("market_sales")
              .values({
                listing_id: s.listingId,
                category: s.category,
                item_key: s.itemKey,
                item_name: s.itemName,
                seller_id: s.sellerId,
                buyer_id: s.buyerId,
                quantity: s.quantity,
                unit_price: s.unitPrice.toString(),
                price: s.price.toString(),
                fee: s.fee.toString(),
                transfer_id: s.transferId,
                at: s.at
              })
              .returning(SALE_COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toSale
        ),
      salesOf: (memberId, limit, offset) =>
        query(db, async (x) => {
          const s = x.selectFrom("market_sales").where((e) => e.or([e("seller_id", "=", memberId), e("buyer_id", "=", memberId)]))
          const [rows, count] = await Promise.all([
            s.select(SALE_COLUMNS).orderBy("id", "desc").limit(limit).offset(offset).execute(),
            s.select((e) => e.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
          ])
          return { rows: rows.map(toSale), total: Number(count.n) }
        }),
      salesOfItem: (itemKey, since) =>
        Effect.map(query(db, (x) => x.selectFrom("market_sales").select(SALE_COLUMNS).where("item_key", "=", itemKey).where("at", ">=", since).orderBy("at").orderBy("id").execute()), (rows) =>
          rows.map(toSale)
        ),
      salesBetween: (from, to) =>
        Effect.map(query(db, (x) => x.selectFrom("market_sales").select(SALE_COLUMNS).where("at", ">=", from).where("at", "<", to).orderBy("at").orderBy("id").limit(100_000).execute()), (rows) =>
          rows.map(toSale)
        )
    }
  })
)
