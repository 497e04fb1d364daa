import { type AttachmentKind, FileStoreRepository, type StoredFile, StorageUsage } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

const COLUMNS = ["id", "member_id", "name", "kind", "size", "storage_key", "token", "created_at"] as const

const toFile = (r: { id: number; member_id: number; name: string; kind: string; size: number; storage_key: string; token: string; created_at: Date }): StoredFile => ({
  id: r.id,
  memberId: r.member_id,
  name: r.name,
  kind: r.kind as AttachmentKind,
  size: r.size,
  storageKey: r.storage_key,
  token: r.token,
  createdAt: r.created_at
})

export const FileStoreRepositoryKysely = Layer.effect(
  FileStoreRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      list: (memberId) => query(db, (x) => x.selectFrom("vshop_files").select(COLUMNS).where("member_id", "=", memberId).orderBy("id", "desc").execute()).pipe(Effect.map((rows) => rows.map(toFile))),
      add: (f) =>
        query(db, (x) =>
          x
            .insertInto("vshop_files")
            .values({ member_id: f.memberId, name: f.name, kind: f.kind, size: f.size, storage_key: f.storageKey, token: f.token, created_at: f.at })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow()
        ).pipe(Effect.map(toFile)),
      get: (id) => query(db, (x) => x.selectFrom("vshop_files").select(COLUMNS).where("id", "=", id).executeTakeFirst()).pipe(Effect.map((r) => (r ? toFile(r) : null))),
      byToken: (token) => query(db, (x) => x.selectFrom("vshop_files").select(COLUMNS).where("token", "=", token).executeTakeFirst()).pipe(Effect.map((r) => (r ? toFile(r) : null))),
      remove: (id) => query(db, (x) => x.deleteFrom("vshop_files").where("id", "=", id).execute()).pipe(Effect.asVoid)
    }
  })
)

/** A member's stored bytes: the file store's rows and the member's own live support attachments. */
export const StorageUsageKysely = Layer.effect(
  StorageUsage,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      usedBytes: (memberId) =>
        query(db, (x) =>
          sql<{ used: string }>`select
              coalesce((select sum(size) from vshop_files where member_id = ${memberId}), 0)
            + coalesce((select sum(size) from support_attachments where author = 'member' and author_id = ${memberId} and deleted_at is null), 0) as used`.execute(x)
        ).pipe(Effect.map((r) => Number(r.rows[0]?.used ?? 0))),
      lock: (memberId) => query(db, (x) => x.selectFrom("members").select("id").where("id", "=", memberId).forUpdate().execute()).pipe(Effect.asVoid)
    }
  })
)
