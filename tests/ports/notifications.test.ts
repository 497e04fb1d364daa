import { MemberRepository, NotificationRepository } from "@iw/core"
import type { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres } from "../support/database"
import { type PortEnv, kyselyEnv } from "../support/ports"

const at = new Date(Date.UTC(2026, 10, 26, 2))

/**
 * The NotificationRepository port on Kysely: one notification per member and key (the same key of another member is
 * another notification), newest first with the unread count, marking read only the member's own, and a page of a
 * sweep larger than one statement's parameters posted whole.
 */
describe(`NotificationRepository on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => {
  let env: PortEnv
  const members: Array<number> = []
  const repo = <A>(f: (r: NotificationRepository["Service"]) => Effect.Effect<A>) => env.run(NotificationRepository.use(f))
  beforeAll(async () => {
    env = await kyselyEnv()
    for (const n of [1, 2])
      members.push(
        (
          await env.run(
            MemberRepository.use((r) =>
              r.create({ firstName: "Ada", lastName: `Notify${n}`, email: `notify${n}.${Date.now()}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: "h(pw)", openDate: at, createdAt: at })
            )
          )
        ).id
      )
  })
  afterAll(async () => {
    await env?.close()
  })

  it("keeps one per member and key, lists newest first, and marks only the member's own read", async () => {
    const [a, b] = members as [number, number]
    const draft = (key: string) => ({ code: "tree.needs_water", params: { plotId: "1,2", position: 3, growth: 4 }, key })
    expect(await repo((r) => r.post(a, [draft("k1"), draft("k2")], at))).toBe(2)
    expect(await repo((r) => r.post(a, [draft("k1"), draft("k2"), draft("k3")], at))).toBe(1)
    expect(await repo((r) => r.post(b, [draft("k1")], at))).toBe(1)
    const list = await repo((r) => r.list(a, { limit: 10, offset: 0, unreadOnly: false }))
    expect(list.total).toBe(3)
    expect(list.unread).toBe(3)
    expect(list.rows.map((n) => n.key)).toEqual(["k3", "k2", "k1"])
    expect(list.rows[0]).toMatchObject({ memberId: a, code: "tree.needs_water", params: { plotId: "1,2", position: 3, growth: 4 }, readAt: null })

    const theirs = (await repo((r) => r.list(b, { limit: 10, offset: 0, unreadOnly: false }))).rows[0]!.id
    expect(await repo((r) => r.markRead(a, [theirs], at))).toBe(0)
    expect(await repo((r) => r.unreadCount(b))).toBe(1)
    expect(await repo((r) => r.markRead(a, [list.rows[0]!.id], at))).toBe(1)
    expect((await repo((r) => r.list(a, { limit: 10, offset: 0, unreadOnly: true }))).rows.map((n) => n.key)).toEqual(["k2", "k1"])
    expect(await repo((r) => r.markRead(a, null, at))).toBe(2)
    expect(await repo((r) => r.unreadCount(a))).toBe(0)
    expect(await repo((r) => r.unreadCount(b))).toBe(1)
  })

  it("posts a sweep's page of thousands of rows whole, and nothing twice", async () => {
    const [a, b] = members as [number, number]
    const many = (m: number) => ({ memberId: m, drafts: Array.from({ length: 1_500 }, (_, i) => ({ code: "tree.ready", params: { position: i }, key: `bulk:${i}` })) })
    expect(await repo((r) => r.postMany([many(a), many(b)], at))).toBe(3_000)
    expect(await repo((r) => r.postMany([many(a), many(b)], at))).toBe(0)
  })
})
