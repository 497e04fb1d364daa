import {
  ORDER_KINDS,
  ORDER_PRICES,
  ORDER_STATES,
  type OrderState,
  PHOTO_SIDES,
  SIDES_OF,
  type StaffPrincipal,
  accountKey,
  addMilestone,
  canMoveOrder,
  checkImage,
  checkOrderPhotos,
  decideMove,
  member,
  moveOrder,
  placeOrder,
  postTransfer,
  system,
  uploadDeliverable
} from "@iw/core"
import { Cause, Effect, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { FileStore } from "../support/in-memory-support"
import { type OrdersWorld, emptyOrdersWorld, runOrders } from "./in-memory-custom-orders"

const ME = 100001
const ARTIST = { kind: "staff", staffId: 7 } as const
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 9, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])
const GLB = new Uint8Array([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 20, 0, 0, 0, 1, 2, 3, 4])
const PDF = new TextEncoder().encode("%PDF-1.4 not a photo")

const tag = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? (Cause.squash(exit.cause) as { _tag?: string })._tag : null)
const ticketsOf = (w: OrdersWorld, id: number) => w.ledger.accounts[accountKey(member(id, "tickets"))] ?? 0n
const photosFor = (kind: (typeof ORDER_KINDS)[number]) => Object.fromEntries(SIDES_OF[kind].map((side) => [side, { name: `${side}.png`, bytes: PNG }]))

/** A world where the member holds `tickets` experience tickets (a grant from issuance). */
const worldWith = async (tickets: bigint) => {
  const w = emptyOrdersWorld(Date.UTC(2026, 5, 1))
  const files: FileStore = new Map()
  if (tickets > 0n) {
    const exit = await runOrders(w, files, postTransfer({ code: "ticketGrant", reference: { type: "test", id: "1" }, idempotencyKey: "grant", legs: [{ from: system("issuance", "tickets"), to: member(ME, "tickets"), amount: tickets }] }))
    expect(Exit.isSuccess(exit)).toBe(true)
  }
  return { w, files }
}

/** Spec §4 as written down here, independently of the code: the moves of the state machine. */
const ALLOWED = new Set(["queued>in_progress", "queued>cancelled", "in_progress>stopped", "in_progress>complete", "in_progress>cancelled", "stopped>in_progress", "stopped>cancelled"])

const sumOfTickets = (w: OrdersWorld) => Object.entries(w.ledger.accounts).filter(([k]) => k.includes(":tickets:")).reduce((s, [, v]) => s + v, 0n)

describe("custom orders: the rules (spec §4, §5, §9)", () => {
  it("decideMove allows exactly the state machine's moves: queued → in_progress ↔ stopped → complete, cancelled from any open state", () => {
    const allowed = ALLOWED
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATES), fc.constantFrom(...ORDER_STATES), fc.boolean(), (from, to, hasDeliverable) => {
        const d = decideMove({ state: from, hasDeliverable }, to)
        expect(canMoveOrder(from, to)).toBe(allowed.has(`${from}>${to}`))
        if (!allowed.has(`${from}>${to}`)) expect(d).toEqual({ refusal: "not_allowed" })
        else if (to === "complete" && !hasDeliverable) expect(d).toEqual({ refusal: "no_deliverable" })
        else expect(d).toEqual({ refund: to === "cancelled" })
      })
    )
  })

  it("a photo set passes only when every side the kind needs is a PNG, JPG or WEBP of at most 5 MB, and no other side is sent", () => {
    const photo = fc.record({ head: fc.constantFrom(PNG, WEBP, JPEG, PDF, GLB), size: fc.constantFrom(16, 5 * 1024 * 1024, 5 * 1024 * 1024 + 1) })
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_KINDS), fc.dictionary(fc.constantFrom(...PHOTO_SIDES), photo), (kind, photos) => {
        const errors = checkOrderPhotos(kind, photos, (p) => {
          const check = checkImage(p)
          return "error" in check ? check.error : null
        })
        const good = (p: { head: Uint8Array; size: number }) => ([PNG, WEBP, JPEG] as ReadonlyArray<Uint8Array>).includes(p.head) && p.size <= 5 * 1024 * 1024
        const ok = SIDES_OF[kind].every((s) => photos[s] !== undefined && good(photos[s]!)) && Object.keys(photos).every((s) => SIDES_OF[kind].includes(s as never))
        expect(Object.keys(errors).length === 0).toBe(ok)
      })
    )
  })
})

describe("custom orders: the use-cases", () => {
  it("charges nothing unless the photos are complete and valid, and nothing when tickets fall short", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ORDER_KINDS), fc.bigInt({ min: 0n, max: 800n }), fc.boolean(), async (kind, balance, spoil) => {
        const { w, files } = await worldWith(balance)
        const photos = photosFor(kind)
        if (spoil) photos[SIDES_OF[kind][0]!] = { name: "x.png", bytes: PDF }
        const exit = await runOrders(w, files, placeOrder(ME, kind, photos))
        const charged = !spoil && balance >= ORDER_PRICES[kind]
        expect(Exit.isSuccess(exit)).toBe(charged)
        if (!charged) expect(tag(exit)).toBe(spoil ? "ValidationFailed" : "InsufficientFunds")
        expect(ticketsOf(w, ME)).toBe(charged ? balance - ORDER_PRICES[kind] : balance)
        expect(w.orders.orders).toHaveLength(charged ? 1 : 0)
        // A refused order leaves no file behind.
        expect(files.size).toBe(charged ? SIDES_OF[kind].length : 0)
      }),
      { numRuns: 30 }
    )
  })

  type Step = { readonly by: "member" | "artist"; readonly to: OrderState } | { readonly by: "artist"; readonly deliverable: true } | { readonly by: "artist"; readonly milestone: true }
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ by: fc.constantFrom("member" as const, "artist" as const), to: fc.constantFrom(...ORDER_STATES) }),
    fc.constant({ by: "artist" as const, deliverable: true as const }),
    fc.constant({ by: "artist" as const, milestone: true as const })
  )

  it("over any sequence of moves: only allowed moves happen, tickets are conserved (charged once, refunded at most once), a complete order has a deliverable", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ORDER_KINDS), fc.array(step, { maxLength: 12 }), async (kind, steps) => {
        const { w, files } = await worldWith(1000n)
        const placed = await runOrders(w, files, placeOrder(ME, kind, photosFor(kind)))
        expect(Exit.isSuccess(placed)).toBe(true)
        const id = (placed as Exit.Success<number, never>).value
        let state: OrderState = "queued"
        let hasDeliverable = false
        for (const s of steps) {
          if ("deliverable" in s) {
            const exit = await runOrders(w, files, uploadDeliverable(ARTIST, id, { name: "m.glb", bytes: GLB }))
            const open = state !== "cancelled" && state !== "complete"
            expect(Exit.isSuccess(exit)).toBe(open)
            if (open) hasDeliverable = true
          } else if ("milestone" in s) {
            const exit = await runOrders(w, files, addMilestone(ARTIST, id, "progress", [{ name: "p.png", bytes: PNG }]))
            expect(Exit.isSuccess(exit)).toBe(state !== "cancelled" && state !== "complete")
          } else {
            const actor = s.by === "member" ? ({ kind: "member", memberId: ME } as const) : ARTIST
            const exit = await runOrders(w, files, moveOrder(actor, id, s.to))
            const expected = s.by === "member" ? s.to === "cancelled" && state === "queued" : ALLOWED.has(`${state}>${s.to}`) && (s.to !== "complete" || hasDeliverable)
            expect(Exit.isSuccess(exit)).toBe(expected)
            if (expected) state = s.to
          }
          const order = w.orders.orders.find((o) => o.id === id)!
          expect(order.state).toBe(state)
          if (order.state === "complete") expect(w.orders.files.some((f) => f.orderId === id && f.role === "deliverable")).toBe(true)
          const refunds = w.ledger.transfers.filter((t) => t.code === "customOrderRefund")
          const charges = w.ledger.transfers.filter((t) => t.code === "customOrder")
          expect(charges).toHaveLength(1)
          expect(refunds.length).toBe(state === "cancelled" ? 1 : 0)
          expect(ticketsOf(w, ME)).toBe(state === "cancelled" ? 1000n : 1000n - ORDER_PRICES[kind])
          expect(sumOfTickets(w)).toBe(0n)
        }
        // Every move is recorded with who made it and when.
        const moves = w.orders.events.filter((e) => e.orderId === id && e.type === "move")
        expect(moves.map((e) => e.to).at(-1)).toBe(state)
        for (const m of moves) expect(m.at).toBeInstanceOf(Date)
      }),
      { numRuns: 40 }
    )
  })

  it("staff without the 3d-models role may not work the queue", async () => {
    const { w, files } = await worldWith(500n)
    const placed = await runOrders(w, files, placeOrder(ME, "avatar", photosFor("avatar")))
    const id = (placed as Exit.Success<number, never>).value
    const backOffice: StaffPrincipal = { kind: "staff", staffId: 3, roles: ["back-office", "admin"], sessionId: "s" }
    const { queueWorker } = await import("@iw/core")
    const exit = await runOrders(w, files, Effect.flatMap(queueWorker(backOffice), (a) => moveOrder(a, id, "in_progress")))
    expect(tag(exit)).toBe("Forbidden")
  })
})
