import { BOARD_SEATS, ITW_UNIT, VOTES_PER_PLOT, VOTE_CHOICES, type ProposalWindow, cancelNow, closeNow, proposalState, resultOf, seatRefusal, tally, voteRefusal, votingPower, windowRefusal } from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

describe("governance: voting (spec §1, §9: 1 per ITW, at least 2000 per PLOT)", () => {
  it("voting power is exactly max(whole ITW tokens, 2000 × PLOTs): fractions of a token never vote", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.nat({ max: 50 }), (itw, plots) => {
        const p = votingPower(itw, plots)
        const tokens = itw / ITW_UNIT
        expect(p).toBe(tokens > 2000n * BigInt(plots) ? tokens : 2000n * BigInt(plots))
        expect(p >= VOTES_PER_PLOT * BigInt(plots)).toBe(true)
        // One more whole token adds a vote exactly when tokens already carry the power.
        expect(votingPower(itw + ITW_UNIT, plots) - p).toBe(tokens >= 2000n * BigInt(plots) ? 1n : tokens + 1n > 2000n * BigInt(plots) ? 1n : 0n)
      }),
      { numRuns: 300 }
    )
    expect(votingPower(ITW_UNIT - 1n, 0)).toBe(0n)
    expect(votingPower(2001n * ITW_UNIT, 1)).toBe(2001n)
  })

  it("a member votes once per proposal, only while it is open and with some power; the tally counts each member once", () => {
    const opensAt = new Date(1_000_000)
    const closesAt = new Date(2_000_000)
    const vote = fc.record({ memberId: fc.integer({ min: 1, max: 6 }), choice: fc.constantFrom(...VOTE_CHOICES), power: fc.bigInt({ min: 0n, max: 10_000n }), at: fc.integer({ min: 0, max: 3_000_000 }) })
    fc.assert(
      fc.property(fc.array(vote, { maxLength: 25 }), (attempts) => {
        const stored: Array<{ memberId: number; choice: (typeof VOTE_CHOICES)[number]; power: bigint }> = []
        for (const a of attempts) {
          const r = voteRefusal({ opensAt, closesAt }, new Date(a.at), stored, a.memberId, a.power)
          const open = a.at >= 1_000_000 && a.at < 2_000_000
          if (!open) expect(r).toBe("not_open")
          else if (stored.some((s) => s.memberId === a.memberId)) expect(r).toBe("already_voted")
          else if (a.power === 0n) expect(r).toBe("no_power")
          else expect(r).toBeNull()
          if (r === null) stored.push(a)
        }
        expect(new Set(stored.map((s) => s.memberId)).size).toBe(stored.length)
        const t = tally(stored)
        expect(t.voters).toBe(stored.length)
        expect(t.yes + t.no + t.abstain).toBe(stored.reduce((s, v) => s + v.power, 0n))
        expect(t.passed).toBe(t.yes > t.no)
        // A repeated vote in the list never counts twice.
        expect(tally([...stored, ...stored])).toEqual(t)
      }),
      { numRuns: 200 }
    )
    expect(proposalState({ opensAt, closesAt }, new Date(1_999_999))).toBe("open")
    expect(proposalState({ opensAt, closesAt }, closesAt)).toBe("closed")
  })

  it("the Security Advisory Board has seats 1 to 5, one per member", () => {
    expect(BOARD_SEATS).toBe(5)
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 8 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.record({ seat: fc.integer({ min: 1, max: 5 }), memberId: fc.integer({ min: 1, max: 4 }) }), { maxLength: 5 }), (seat, memberId, board) => {
        const r = seatRefusal(seat, memberId, board)
        if (seat < 1 || seat > 5) expect(r).toBe("seat")
        else expect(r).toBe(board.some((b) => b.memberId === memberId && b.seat !== seat) ? "already_on_board" : null)
      })
    )
  })

  // A window around a fixed origin, and an instant at which staff act, all in ms.
  const window = fc
    .record({ opens: fc.integer({ min: 0, max: 1_000 }), length: fc.integer({ min: 1, max: 1_000 }), cancelled: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }) })
    .map(({ opens, length, cancelled }): ProposalWindow => ({ opensAt: new Date(opens), closesAt: new Date(opens + length), cancelledAt: cancelled === null ? null : new Date(cancelled) }))
  const vote = fc.record({ memberId: fc.integer({ min: 1, max: 6 }), power: fc.bigInt({ min: 1n, max: 10_000n }), after: fc.integer({ min: 0, max: 5_000 }) })

  it("a vote after staff close or cancel a proposal is refused, whenever it comes; only an open one closes, and a closed or cancelled one stays ended", () => {
    fc.assert(
      fc.property(window, fc.integer({ min: 0, max: 3_000 }), fc.constantFrom("close" as const, "cancel" as const), fc.array(vote, { maxLength: 10 }), (w, at, action, votes) => {
        const now = new Date(at)
        const before = proposalState(w, now)
        const next = action === "close" ? closeNow(w, now) : cancelNow(w, now)
        if (action === "close") {
          if (before === "open") expect(next).not.toBeTypeOf("string")
          else expect(next).toBe(before === "upcoming" ? "not_open" : "ended")
        } else if (before === "closed" || before === "cancelled") expect(next).toBe("ended")
        else expect(next).not.toBeTypeOf("string")
        if (typeof next === "string") return
        // The opening never moves, and a close never extends the window.
        expect(next.opensAt).toEqual(w.opensAt)
        expect(next.closesAt.getTime()).toBeLessThanOrEqual(w.closesAt.getTime())
        expect(proposalState(next, now)).toBe(action === "close" ? "closed" : "cancelled")
        for (const v of votes) expect(voteRefusal(next, new Date(at + v.after), [], v.memberId, v.power)).toBe("not_open")
        // Ending it again is refused.
        expect(closeNow(next, now)).toBe("ended")
        expect(cancelNow(next, now)).toBe("ended")
      }),
      { numRuns: 300 }
    )
  })

  it("a cancelled proposal keeps its counts but never passes; any other state shows the plain tally", () => {
    const cast = fc.record({ memberId: fc.integer({ min: 1, max: 6 }), choice: fc.constantFrom(...VOTE_CHOICES), power: fc.bigInt({ min: 1n, max: 10_000n }) })
    fc.assert(
      fc.property(fc.array(cast, { maxLength: 12 }), fc.constantFrom("upcoming" as const, "open" as const, "closed" as const, "cancelled" as const), (votes, state) => {
        const r = resultOf(state, votes)
        const t = tally(votes)
        expect({ ...r, passed: t.passed }).toEqual(t)
        expect(r.passed).toBe(state === "cancelled" ? false : t.yes > t.no)
      })
    )
  })

  it("staff may open a proposal only for a window that closes after it opens and not in the past", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 2_000 }), (opens, closes, now) => {
        const r = windowRefusal({ opensAt: new Date(opens), closesAt: new Date(closes) }, new Date(now))
        expect(r).toBe(closes <= opens ? "after_start" : closes <= now ? "closes_in_past" : null)
        // A window that is accepted takes votes at some instant from now on.
        if (r === null) expect(proposalState({ opensAt: new Date(opens), closesAt: new Date(closes) }, new Date(Math.max(now, opens)))).toBe("open")
      }),
      { numRuns: 300 }
    )
  })
})
