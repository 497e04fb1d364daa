import {
  Features,
  LIVE2EARN_REWARD_TICKETS,
  PHOTO_STATES,
  type StaffPrincipal,
  accountKey,
  defaultGates,
  member,
  memberStatusOf,
  reviewLive2EarnPhoto,
  reviewRefusal,
  uploadLive2EarnPhoto
} from "@iw/core"
import { Effect, Exit, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { FileStore } from "../support/in-memory-support"
import { emptyOrdersWorld, ordersLayer } from "../custom-orders/in-memory-custom-orders"

const ME = 100001
const STAFF: StaffPrincipal = { kind: "staff", staffId: 2, roles: ["back-office"], sessionId: "s" }
const ARTIST: StaffPrincipal = { kind: "staff", staffId: 3, roles: ["3d-models"], sessionId: "s" }
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

describe("Live2Earn: the rules (spec §4)", () => {
  it("only a pending photo is reviewed, a decline needs a reason, and declined is shown as rejected", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHOTO_STATES), fc.constantFrom("approved" as const, "declined" as const), fc.string({ maxLength: 600 }), (state, decision, reason) => {
        const r = reviewRefusal(state, decision, reason)
        if (state !== "pending") expect(r).toBe("not_pending")
        else if (decision === "declined" && reason.trim() === "") expect(r).toBe("reason_required")
        else if (reason.trim().length > 500) expect(r).toBe("reason_too_long")
        else expect(r).toBeNull()
        expect(memberStatusOf(state)).toBe(state === "declined" ? "rejected" : state)
      })
    )
  })

  it("over any reviews, each approved photo pays its reward exactly once and nothing else is paid; 3d-models staff may not review", async () => {
    const review = fc.record({ photo: fc.nat({ max: 2 }), decision: fc.constantFrom("approved" as const, "declined" as const), reason: fc.constantFrom("", "Blurry"), artist: fc.boolean() })
    await fc.assert(
      fc.asyncProperty(fc.array(review, { maxLength: 10 }), async (reviews) => {
        const w = emptyOrdersWorld(Date.UTC(2026, 5, 1))
        const files: FileStore = new Map()
        const layer = Layer.merge(ordersLayer(w, files), Layer.succeed(Features)({ ...defaultGates, live2earn: [ME] }))
        const run = <A, E>(e: Effect.Effect<A, E, any>) => Effect.runPromiseExit(Effect.provide(e, layer) as Effect.Effect<A, E, never>)
        const ids: Array<number> = []
        for (let i = 0; i < 3; i++) {
          const exit = await run(uploadLive2EarnPhoto(ME, { name: `p${i}.png`, bytes: PNG }))
          if (Exit.isSuccess(exit)) ids.push(exit.value.id)
        }
        expect(ids).toHaveLength(3)
        for (const r of reviews) await run(reviewLive2EarnPhoto(r.artist ? ARTIST : STAFF, ids[r.photo]!, r.decision, r.reason))
        const approved = w.orders.photos.filter((p) => p.state === "approved").length
        expect(w.ledger.accounts[accountKey(member(ME, "tickets"))] ?? 0n).toBe(BigInt(approved) * LIVE2EARN_REWARD_TICKETS)
        expect(w.ledger.transfers.filter((t) => t.code === "programPayout")).toHaveLength(approved)
        for (const p of w.orders.photos) if (p.state === "declined") expect(p.reason).toBe("Blurry")
        if (reviews.every((r) => r.artist)) expect(w.orders.photos.every((p) => p.state === "pending")).toBe(true)
      }),
      { numRuns: 30 }
    )
  })
})
