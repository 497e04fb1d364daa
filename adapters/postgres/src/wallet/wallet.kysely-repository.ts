import { type LinkedWallet, WalletRepository, noWallet } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { CurrentTransaction, Db, query } from "../executor"

export const WalletRepositoryKysely = Layer.effect(
  WalletRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      linkedWallet: (memberId) =>
        Effect.map(
          // Locked for the unit of work that changes it (bind, confirm); outside one (GET member), a plain read: a lock
          // in autocommit is released at once but still writes the row's lock mark, a write on every read.
          Effect.flatMap(Effect.service(CurrentTransaction), (trx) => {
            const read = (trx ?? db).selectFrom("linked_wallets").select(["address", "status", "added_at", "confirmed_at"]).where("member_id", "=", memberId)
            return Effect.promise(() => (trx === null ? read : read.forUpdate()).executeTakeFirst())
          }),
          (r): LinkedWallet =>
            r ? { memberId, address: r.address, status: r.status as LinkedWallet["status"], addedAt: r.added_at, confirmedAt: r.confirmed_at } : noWallet(memberId)
        ),
      saveLinkedWallet: (w) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("linked_wallets")
              .values({ member_id: w.memberId, address: w.address, status: w.status, added_at: w.addedAt, confirmed_at: w.confirmedAt })
              .onConflict((oc) => oc.column("member_id").doUpdateSet({ address: w.address, status: w.status, added_at: w.addedAt, confirmed_at: w.confirmedAt }))
              .execute()
          )
        ),
      memberWithAddress: (address) =>
        Effect.map(
          query(db, (x) => x.selectFrom("linked_wallets").select("member_id").where(sql`lower(address)`, "=", address.toLowerCase()).executeTakeFirst()),
          (r) => (r ? Number(r.member_id) : null)
        ),
      ownerIdOf: (memberId) =>
        Effect.map(query(db, (x) => x.selectFrom("members").select("owner_id").where("id", "=", memberId).forUpdate().executeTakeFirst()), (r) => r?.owner_id ?? null),
      setOwnerId: (memberId, ownerId, at) =>
        Effect.asVoid(query(db, (x) => x.updateTable("members").set({ owner_id: ownerId, updated_at: at }).where("id", "=", memberId).execute())),
      legalInfo: (memberId) =>
        Effect.map(
          query(db, (x) =>
            x.selectFrom("legal_info").select(["full_name", "birth_date", "country", "address", "verified_at", sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as("birth")]).where("member_id", "=", memberId).executeTakeFirst()
          ),
          (r) => (r ? { fullName: r.full_name, birthDate: r.birth, country: r.country, address: r.address, verifiedAt: r.verified_at } : null)
        ),
      saveLegalInfo: (memberId, i) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("legal_info")
              .values({ member_id: memberId, full_name: i.fullName, birth_date: i.birthDate, country: i.country, address: i.address, verified_at: i.verifiedAt })
              .onConflict((oc) => oc.column("member_id").doUpdateSet({ full_name: i.fullName, birth_date: i.birthDate, country: i.country, address: i.address, verified_at: i.verifiedAt }))
              .execute()
          )
        )
    }
  })
)
