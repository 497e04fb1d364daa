import { CustomOrderRepository, Live2EarnRepository, MemberRepository, Transactor } from "@iw/core"
import { Effect, Exit } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

const at = new Date(Date.UTC(2026, 5, 1, 12))

/**
 * The CustomOrderRepository and Live2EarnRepository ports' contract, run against every adapter: orders read back
 * as written, updates change only what they name, queues are by kind and state oldest first, files and events
 * belong to their order in order, a failed unit of work leaves nothing, and photos are listed by member and state.
 */
export const customOrdersPortSuite = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  let memberId: number
  beforeAll(async () => {
    env = await make()
    const m = await env.run(
      MemberRepository.use((r) =>
        r.create({ firstName: "Ada", lastName: "Orders", email: `orders.${adapter}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: "h(pw)", openDate: at, createdAt: at })
      )
    )
    memberId = m.id
  })
  afterAll(async () => {
    await env?.close()
  })

  it(`${adapter}: an order reads back, updates change only what they name, the queue is by kind and state, oldest first`, async () => {
    const repo = (f: (r: CustomOrderRepository["Service"]) => Effect.Effect<any>) => env.run(CustomOrderRepository.use(f))
    const a = (await repo((r) => r.create({ memberId, kind: "avatar", price: 200n, at }))) as number
    const m = (await repo((r) => r.create({ memberId, kind: "model", price: 500n, at }))) as number
    const b = (await repo((r) => r.create({ memberId, kind: "avatar", price: 200n, at }))) as number
    expect(await repo((r) => r.get(a))).toEqual({ id: a, memberId, kind: "avatar", state: "queued", price: 200n, transferId: null, refundTransferId: null, assigneeId: null, createdAt: at, updatedAt: at })
    const later = new Date(at.getTime() + 60_000)
    await repo((r) => r.update(a, { transferId: 41 }, at))
    await repo((r) => r.update(a, { state: "cancelled", refundTransferId: 42, assigneeId: 7 }, later))
    expect(await repo((r) => r.get(a, true))).toMatchObject({ state: "cancelled", transferId: 41, refundTransferId: 42, assigneeId: 7, updatedAt: later })
    expect(await repo((r) => r.get(999_999))).toBeNull()
    const queued = await repo((r) => r.queue({ kind: "avatar", states: ["queued"], limit: 10, offset: 0 }))
    expect(queued.rows.map((o: { id: number }) => o.id)).toEqual([b])
    const avatars = await repo((r) => r.queue({ kind: "avatar", states: null, limit: 1, offset: 1 }))
    expect([avatars.total, avatars.rows.map((o: { id: number }) => o.id)]).toEqual([2, [b]])
    expect(((await repo((r) => r.ofMember(memberId))) as Array<{ id: number }>).map((o) => o.id)).toEqual([b, m, a])
  })

  it(`${adapter}: files and events belong to their order, in order; a failed unit of work leaves nothing`, async () => {
    const repo = (f: (r: CustomOrderRepository["Service"]) => Effect.Effect<any>) => env.run(CustomOrderRepository.use(f))
    const id = (await repo((r) => r.create({ memberId, kind: "avatar", price: 200n, at }))) as number
    const moved = (await repo((r) => r.addEvent({ orderId: id, type: "move", from: null, to: "queued", note: null, actorKind: "member", actorId: memberId, at }))) as number
    const note = (await repo((r) => r.addEvent({ orderId: id, type: "milestone", from: null, to: null, note: "Sculpted", actorKind: "staff", actorId: 3, at }))) as number
    const photo = (await repo((r) => r.addFile({ orderId: id, role: "photo", side: "front", milestoneId: null, name: "f.png", mime: "image/png", size: 16, storageKey: "custom-orders/a", createdAt: at }))) as number
    await repo((r) => r.addFile({ orderId: id, role: "preview", side: null, milestoneId: note, name: "p.png", mime: "image/png", size: 16, storageKey: "custom-orders/b", createdAt: at }))
    expect(((await repo((r) => r.events(id))) as Array<{ id: number; note: string | null }>).map((e) => [e.id, e.note])).toEqual([
      [moved, null],
      [note, "Sculpted"]
    ])
    expect(((await repo((r) => r.files(id))) as Array<{ role: string; milestoneId: number | null }>).map((f) => [f.role, f.milestoneId])).toEqual([
      ["photo", null],
      ["preview", note]
    ])
    expect(await repo((r) => r.file(photo))).toMatchObject({ orderId: id, side: "front", storageKey: "custom-orders/a", size: 16 })

    const failed = await env.runExit(
      Transactor.use((tx) => tx.transaction(Effect.flatMap(CustomOrderRepository.use((r) => r.create({ memberId, kind: "model", price: 500n, at })), () => Effect.fail("rolled back"))))
    )
    expect(Exit.isFailure(failed)).toBe(true)
    expect(((await repo((r) => r.ofMember(memberId))) as Array<{ kind: string }>).filter((o) => o.kind === "model")).toHaveLength(1)
  })

  it(`${adapter}: Live2Earn photos by member, newest first, and by state, oldest first; a review is kept`, async () => {
    const repo = (f: (r: Live2EarnRepository["Service"]) => Effect.Effect<any>) => env.run(Live2EarnRepository.use(f))
    const one = (await repo((r) => r.add({ memberId, name: "one.webp", mime: "image/webp", size: 20, storageKey: "live2earn/1", at }))) as number
    const two = (await repo((r) => r.add({ memberId, name: "two.png", mime: "image/png", size: 20, storageKey: "live2earn/2", at }))) as number
    expect(((await repo((r) => r.ofMember(memberId))) as Array<{ id: number }>).map((p) => p.id)).toEqual([two, one])
    await repo((r) => r.review(one, { state: "declined", reason: "Blurry", reviewerId: 2, rewardTransferId: null, at }))
    await repo((r) => r.review(two, { state: "approved", reason: null, reviewerId: 2, rewardTransferId: 9, at }))
    expect(await repo((r) => r.get(one, true))).toMatchObject({ state: "declined", reason: "Blurry", reviewerId: 2, reviewedAt: at })
    expect(await repo((r) => r.get(two))).toMatchObject({ state: "approved", rewardTransferId: 9 })
    const pending = await repo((r) => r.inState("pending", 10, 0))
    expect(pending.total).toBe(0)
    const approved = await repo((r) => r.inState("approved", 10, 0))
    expect(approved.rows.map((p: { id: number }) => p.id)).toEqual([two])
  })
}
