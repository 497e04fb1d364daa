import { DuplicateContact, KnownCallers, type Member, MemberRepository } from "@iw/core"
import { Effect, Layer, Option } from "effect"
import { type Selectable, sql } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"

const COLUMNS = [
  "id",
  "first_name",
  "last_name",
  "email",
  "phone",
  "phone_country",
  "owner_id",
  "lang",
  "referrer_id",
  "hear_about_us",
  "status",
  "open_date",
  "created_at",
  "updated_at"
] as const

type Row = Pick<Selectable<Database["members"]>, (typeof COLUMNS)[number]>

const toMember = (r: Row): Member => ({
  id: Number(r.id),
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  phoneCountry: r.phone_country,
  ownerId: r.owner_id,
  lang: r.lang as Member["lang"],
  referrerId: r.referrer_id === null ? null : Number(r.referrer_id),
  hearAboutUs: r.hear_about_us as Member["hearAboutUs"],
  status: r.status as Member["status"],
  openDate: r.open_date,
  createdAt: r.created_at,
  updatedAt: r.updated_at
})

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export const MemberRepositoryKysely = Layer.effect(
  MemberRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const known = yield* Effect.serviceOption(KnownCallers)
    const one = (f: Parameters<typeof query<Row | undefined>>[1]) => Effect.map(query(db, f), (r) => (r ? toMember(r) : null))
    return {
      findById: (id) => one((x) => x.selectFrom("members").select(COLUMNS).where("id", "=", id).executeTakeFirst()),
      findByEmail: (email) =>
        one((x) => x.selectFrom("members").select(COLUMNS).where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())).executeTakeFirst()),
      findByPhone: (phone) => one((x) => x.selectFrom("members").select(COLUMNS).where("phone", "=", phone).executeTakeFirst()),
      passwordHashOf: (id) =>
        Effect.map(
          query(db, (x) => x.selectFrom("members").select("password_hash").where("id", "=", id).executeTakeFirst()),
          (r) => r?.password_hash ?? null
        ),
      create: (m) =>
        Effect.flatMap(
          query(db, (x) =>
            x
              .insertInto("members")
              .values({
                first_name: m.firstName,
                last_name: m.lastName,
                email: m.email,
                phone: m.phone,
                phone_country: m.phoneCountry,
                lang: m.lang,
                referrer_id: m.referrerId,
                hear_about_us: m.hearAboutUs,
                status: "active",
                password_hash: m.passwordHash,
                open_date: m.openDate,
                created_at: m.createdAt,
                updated_at: m.createdAt
              })
              .returning(COLUMNS)
              .executeTakeFirstOrThrow()
              .then(toMember, (e: { code?: string; constraint?: string }) => {
                // A concurrent registration won the race for this contact: a business answer, not a fault.
                if (e.code === "23505" && e.constraint === "members_email_key") return new DuplicateContact({ field: "email" })
                if (e.code === "23505" && e.constraint === "members_phone_key") return new DuplicateContact({ field: "phone" })
                throw e
              })
          ),
          (r) => (r instanceof DuplicateContact ? Effect.fail(r) : Effect.succeed(r))
        ),
      // After the write, this process forgets the member's callers (every process hears it at commit: migration 0053).
      setStatus: (id, status, at) =>
        Effect.andThen(
          query(db, (x) => x.updateTable("members").set({ status, updated_at: at }).where("id", "=", id).execute()),
          Option.isSome(known) ? known.value.forget({ memberId: id }) : Effect.void
        ),
      search: (q) =>
        query(db, async (x) => {
          let base = x.selectFrom("members")
          if (q.status) base = base.where("status", "=", q.status)
          if (q.text) {
            const text = q.text
            const like = `%${escapeLike(text.toLowerCase())}%`
            base = base.where((eb) =>
              eb.or([
                ...(/^\d{1,15}$/.test(text) ? [eb("id", "=", Number(text))] : []),
                eb(eb.fn("lower", ["email"]), "like", like),
                eb("phone", "like", `%${escapeLike(text.replace(/^\+/, ""))}%`),
                eb(sql<string>`lower(first_name || ' ' || last_name)`, "like", like)
              ])
            )
          }
          const [rows, count] = await Promise.all([
            base.select(COLUMNS).orderBy("id", "desc").limit(q.limit).offset(q.offset).execute(),
            base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
          ])
          return { rows: rows.map(toMember), total: Number(count.n) }
        })
    }
  })
)
