import { type StaffMember, StaffRepository } from "@iw/core"
import { Effect, Layer } from "effect"
import type { Selectable } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"

const COLUMNS = ["id", "email", "first_name", "last_name", "roles", "status", "created_at", "updated_at"] as const
type Row = Pick<Selectable<Database["staff_members"]>, (typeof COLUMNS)[number]>

const toStaff = (r: Row): StaffMember => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  roles: r.roles as StaffMember["roles"],
  status: r.status as StaffMember["status"],
  createdAt: r.created_at,
  updatedAt: r.updated_at
})

export const StaffRepositoryKysely = Layer.effect(
  StaffRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const one = (f: Parameters<typeof query<Row | undefined>>[1]) => Effect.map(query(db, f), (r) => (r ? toStaff(r) : null))
    return {
      findById: (id) => one((x) => x.selectFrom("staff_members").select(COLUMNS).where("id", "=", id).executeTakeFirst()),
      findByEmail: (email) =>
        one((x) =>
          x.selectFrom("staff_members").select(COLUMNS).where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())).executeTakeFirst()
        ),
      passwordHashOf: (id) =>
        Effect.map(
          query(db, (x) => x.selectFrom("staff_members").select("password_hash").where("id", "=", id).executeTakeFirst()),
          (r) => r?.password_hash ?? null
        ),
      create: (s) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("staff_members")
              .values({
                email: s.email,
                first_name: s.firstName,
                last_name: s.lastName,
                roles: [...s.roles],
                status: "active",
                password_hash: s.passwordHash,
                created_at: s.createdAt,
                updated_at: s.createdAt
              })
              .returning(COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toStaff
        ),
      update: (id, c, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("staff_members")
              .set({
                updated_at: at,
                ...(c.firstName !== undefined ? { first_name: c.firstName } : {}),
                ...(c.lastName !== undefined ? { last_name: c.lastName } : {}),
                ...(c.roles !== undefined ? { roles: [...c.roles] } : {}),
                ...(c.status !== undefined ? { status: c.status } : {}),
                ...(c.passwordHash !== undefined ? { password_hash: c.passwordHash } : {})
              })
              .where("id", "=", id)
              .execute()
          )
        ),
      list: (q) =>
        query(db, async (x) => {
          const [rows, count] = await Promise.all([
            x.selectFrom("staff_members").select(COLUMNS).orderBy("id", "asc").limit(q.limit).offset(q.offset).execute(),
            x.selectFrom("staff_members").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
          ])
          return { rows: rows.map(toStaff), total: Number(count.n) }
        })
    }
  })
)
