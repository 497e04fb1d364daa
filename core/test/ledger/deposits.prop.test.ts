import { ChainGateway, DEPOSITS_CHECKPOINT, DEPOSIT_FAILED_ACTION, LedgerRepository, collectWalletDeposits, member, postTransfer, system } from "@iw/core"
import { Effect, Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type World, emptyWorld, runIn } from "../support/in-memory"

/**
 * Chain deposits to system wallets are credited by a job from a persisted cursor (README "The ledger"). Rule: a
 * deposit whose credit fails — a defect, or its hash's key already used for another request — is recorded in the
 * audit log and passed over; it never holds up the deposits after it. So after the job has run to the end of the
 * chain, every other deposit is credited exactly once, every failed one has exactly one audit entry and no
 * credit, and the cursor stands at the last deposit.
 */
type Fate = "ok" | "conflict" | "defect"

const hashOf = (i: number) => `0x${String(i + 1).padStart(64, "0")}`
const wallet = (w: World, memberId: number) => w.ledger.accounts[`member:${memberId}:abey:wallet`] ?? 0n

/** The ledger as it is, except that writing the credit of one of `poisoned` dies, as a broken database would. */
const withDefects = <A, E, R>(effect: Effect.Effect<A, E, R>, poisoned: ReadonlySet<string>) =>
  Effect.updateService(effect, LedgerRepository, (r) => ({
    ...r,
    writeTransfer: (intent, fingerprint, after, at) =>
      poisoned.has(intent.idempotencyKey) ? Effect.die(new Error(`disk full writing ${intent.idempotencyKey}`)) : r.writeTransfer(intent, fingerprint, after, at)
  }))

const deposits = fc.array(fc.record({ memberId: fc.constantFrom(1, 2, 3), amount: fc.bigInt({ min: 1n, max: 10n ** 12n }), fate: fc.constantFrom<Fate>("ok", "ok", "conflict", "defect") }), {
  minLength: 1,
  maxLength: 12
})

describe("collecting chain deposits (one bad deposit never stalls the job)", () => {
  it("credits every good deposit once, audits and passes over each failing one, and moves the cursor to the end", async () => {
    await fc.assert(
      fc.asyncProperty(deposits, fc.integer({ min: 1, max: 5 }), async (ds, batch) => {
        const w = emptyWorld()
        ds.forEach((d, i) => {
          w.chain[hashOf(i)] = { to: `0xc0${d.memberId}`, amount: d.amount, currency: "ABEY", seenAt: w.now, confirmed: true, kind: "deposit", memberId: d.memberId, height: i + 1 }
        })
        // A conflict: the hash's key was already used for another request (here: another amount).
        for (const [i, d] of ds.entries()) {
          if (d.fate !== "conflict") continue
          const other = postTransfer({ code: "walletDeposit", reference: { type: "chain", id: hashOf(i) }, idempotencyKey: `deposit:${hashOf(i)}`, legs: [{ from: system("issuance", "abey"), to: member(9, "abey", "wallet"), amount: d.amount + 1n }] })
          expect(Exit.isSuccess(await runIn(w, other))).toBe(true)
        }
        const poisoned = new Set(ds.flatMap((d, i) => (d.fate === "defect" ? [`deposit:${hashOf(i)}`] : [])))

        // The job ticks until it sees nothing new; each tick handles at most `batch`.
        let ticks = 0
        let totals = { seen: 0, credited: 0, failed: 0 }
        for (;;) {
          const exit = await runIn(w, withDefects(collectWalletDeposits(batch), poisoned))
          if (!Exit.isSuccess(exit)) throw new Error(`the job failed: ${String(exit.cause)}`)
          totals = { seen: totals.seen + exit.value.seen, credited: totals.credited + exit.value.credited, failed: totals.failed + exit.value.failed }
          expect(exit.value.seen).toBeLessThanOrEqual(batch)
          if (exit.value.seen === 0) break
          expect(++ticks).toBeLessThanOrEqual(Math.ceil(ds.length / batch))
        }

        const good = ds.filter((d) => d.fate === "ok")
        expect(totals).toEqual({ seen: ds.length, credited: good.length, failed: ds.length - good.length })
        expect(w.checkpoints[DEPOSITS_CHECKPOINT]).toBe(String(ds.length))
        for (const id of [1, 2, 3]) expect(wallet(w, id)).toBe(good.filter((d) => d.memberId === id).reduce((s, d) => s + d.amount, 0n))
        for (const [i, d] of ds.entries()) {
          const credits = w.ledger.transfers.filter((t) => t.idempotencyKey === `deposit:${hashOf(i)}`)
          const audited = w.audit.filter((a) => a.action === DEPOSIT_FAILED_ACTION && a.details?.txHash === hashOf(i))
          if (d.fate === "ok") {
            expect(credits).toHaveLength(1)
            expect(credits[0].legs[0]).toMatchObject({ to: member(d.memberId, "abey", "wallet"), amount: d.amount })
            expect(audited).toHaveLength(0)
          } else {
            // The conflicting key keeps its first (other) transfer; a defect leaves no credit at all.
            expect(credits).toHaveLength(d.fate === "conflict" ? 1 : 0)
            expect(audited).toHaveLength(1)
            expect(audited[0]).toMatchObject({
              actor: { kind: "system" },
              target: { type: "member", id: String(d.memberId) },
              details: { reason: d.fate === "conflict" ? "IdempotencyConflict" : expect.stringContaining("disk full") }
            })
          }
        }
        // Run again: nothing is credited or audited twice.
        const again = await runIn(w, collectWalletDeposits(batch))
        expect(Exit.isSuccess(again) && again.value).toMatchObject({ seen: 0, credited: 0, failed: 0 })
      }),
      { numRuns: 60 }
    )
  })

  it("fails, and moves nothing, when the chain itself does not answer (the next tick starts from the same cursor)", async () => {
    const w = emptyWorld()
    w.chain[hashOf(0)] = { to: "0xc01", amount: 5n, currency: "ABEY", seenAt: w.now, confirmed: true, kind: "deposit", memberId: 1, height: 1 }
    const broken = Effect.updateService(collectWalletDeposits(), ChainGateway, (c) => ({ ...c, depositsSince: () => Effect.die(new Error("node unreachable")) }))
    expect(Exit.isFailure(await runIn(w, broken))).toBe(true)
    expect(w.checkpoints[DEPOSITS_CHECKPOINT]).toBeUndefined()
    expect(w.audit).toHaveLength(0)
    const exit = await runIn(w, collectWalletDeposits())
    expect(Exit.isSuccess(exit) && exit.value).toMatchObject({ seen: 1, credited: 1, failed: 0 })
    expect(wallet(w, 1)).toBe(5n)
  })
})
