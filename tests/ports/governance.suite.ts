import { BOARD_SEATS, GovernanceRepository, MemberRepository, Transactor } from "@iw/core"
import { Effect, Exit } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

const at = new Date(Date.UTC(2026, 5, 1, 12))
const later = (ms: number) => new Date(at.getTime() + ms)

/**
 * The GovernanceRepository's contract, run against every adapter: proposals read back as written, newest first; a
 * member votes once per proposal (a second vote, even at the same moment, is not stored and the first stays), with
 * the power kept exactly as cast; the Security Advisory Board has seats 1 to 5, one per member, in seat order with
 * the members' names; a proposal's window is closed early or cancelled as stored, read back locked or not; a failed
 * unit of work leaves nothing.
 */
export const governancePortSuite = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  const members: Array<number> = []
  const repo = <A>(f: (r: GovernanceRepository["Service"]) => Effect.Effect<A>) => env.run(GovernanceRepository.use(f))
  const fails = async <A>(f: (r: GovernanceRepository["Service"]) => Effect.Effect<A>) =>
    Exit.isFailure(await env.runExit(Transactor.use((tx) => tx.transaction(GovernanceRepository.use(f)))))
  beforeAll(async () => {
    env = await make()
    for (let i = 0; i < BOARD_SEATS + 2; i++) {
      const m = await env.run(
        MemberRepository.use((r) =>
          r.create({ firstName: `Voter${i}`, lastName: adapter, email: `dao${i}.${adapter}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: "h", openDate: at, createdAt: at })
        )
      )
      members.push(m.id)
    }
  })
  afterAll(async () => {
    await env?.close()
  })

  it(`${adapter}: proposals read back as written and are listed newest first`, async () => {
    const draft = { title: "Fund the park", body: "Plant trees in district 1.", opensAt: at, closesAt: later(86_400_000), createdBy: 3, createdAt: at }
    const p1 = await repo((r) => r.createProposal(draft))
    expect(p1).toEqual({ ...draft, id: p1.id, cancelledAt: null })
    expect(await repo((r) => r.proposal(p1.id))).toEqual(p1)
    const p2 = await repo((r) => r.createProposal({ ...draft, title: "Second" }))
    const p3 = await repo((r) => r.createProposal({ ...draft, title: "Third" }))
    expect(p2.id > p1.id && p3.id > p2.id).toBe(true)
    const page = await repo((r) => r.proposals(2, 0))
    expect([page.total, page.rows.map((p) => p.title)]).toEqual([3, ["Third", "Second"]])
    expect((await repo((r) => r.proposals(2, 2))).rows.map((p) => p.id)).toEqual([p1.id])
    expect(await repo((r) => r.proposal(p3.id + 1000))).toBeNull()
  })

  it(`${adapter}: a proposal closed early or cancelled reads back so, locked (share or update) or not`, async () => {
    const p = await repo((r) => r.createProposal({ title: "Window", body: "Close me.", opensAt: at, closesAt: later(86_400_000), createdBy: 3, createdAt: at }))
    await env.run(Transactor.use((tx) => tx.transaction(GovernanceRepository.use((r) => r.updateWindow(p.id, { closesAt: later(60_000), cancelledAt: null })))))
    const closed = { ...p, closesAt: later(60_000), cancelledAt: null }
    expect(await repo((r) => r.proposal(p.id))).toEqual(closed)
    await env.run(Transactor.use((tx) => tx.transaction(GovernanceRepository.use((r) => r.updateWindow(p.id, { closesAt: later(60_000), cancelledAt: later(120_000) })))))
    for (const mode of ["share", "update"] as const) {
      expect(await env.run(Transactor.use((tx) => tx.transaction(GovernanceRepository.use((r) => r.proposalLocked(p.id, mode)))))).toEqual({ ...closed, cancelledAt: later(120_000) })
      expect(await env.run(Transactor.use((tx) => tx.transaction(GovernanceRepository.use((r) => r.proposalLocked(p.id + 1000, mode)))))).toBeNull()
    }
  })

  it(`${adapter}: a member votes once per proposal, even twice at once; the power is kept exactly; votes are in the order cast`, async () => {
    const [p1, p2] = (await repo((r) => r.proposals(3, 1))).rows
    const [m1, m2, m3] = members
    const big = 123_456_789_012_345_678n
    expect(await repo((r) => r.addVote({ proposalId: p1!.id, memberId: m1!, choice: "yes", power: big, at: later(1000) }))).toBe(true)
    expect(await repo((r) => r.addVote({ proposalId: p1!.id, memberId: m1!, choice: "no", power: 5n, at: later(2000) }))).toBe(false)
    expect(await repo((r) => r.addVote({ proposalId: p1!.id, memberId: m2!, choice: "abstain", power: 2000n, at: later(3000) }))).toBe(true)
    // The same member on another proposal is another vote.
    expect(await repo((r) => r.addVote({ proposalId: p2!.id, memberId: m1!, choice: "no", power: 1n, at: later(500) }))).toBe(true)
    // Two votes of one member at the same moment: one is stored.
    const both = await Promise.all(
      (["yes", "no"] as const).map((choice) => env.run(Transactor.use((tx) => tx.transaction(GovernanceRepository.use((r) => r.addVote({ proposalId: p1!.id, memberId: m3!, choice, power: 7n, at: later(4000) }))))))
    )
    expect(both.filter(Boolean)).toHaveLength(1)
    const votes = await repo((r) => r.votesOf(p1!.id))
    expect(votes.map((v) => [v.memberId, v.choice, v.power, v.castAt])).toEqual([
      [m1, "yes", big, later(1000)],
      [m2, "abstain", 2000n, later(3000)],
      [m3, both[0] ? "yes" : "no", 7n, later(4000)]
    ])
    expect((await repo((r) => r.votesOf(p2!.id))).map((v) => [v.proposalId, v.memberId, v.choice])).toEqual([[p2!.id, m1, "no"]])
    // A vote without power is never stored.
    expect(await fails((r) => r.addVote({ proposalId: p2!.id, memberId: m2!, choice: "yes", power: 0n, at })) ).toBe(true)
    expect(await repo((r) => r.votesOf(p2!.id))).toHaveLength(1)
  })

  it(`${adapter}: the board has seats 1 to 5, one per member, in seat order with names; a seat is reassigned or cleared`, async () => {
    expect(await repo((r) => r.board)).toEqual([])
    for (let seat = BOARD_SEATS; seat >= 1; seat--) await repo((r) => r.setSeat(seat, members[seat - 1]!, later(seat)))
    const board = await repo((r) => r.board)
    expect(board.map((s) => [s.seat, s.memberId, s.name, s.appointedAt])).toEqual(members.slice(0, BOARD_SEATS).map((m, i) => [i + 1, m, `Voter${i} ${adapter}`, later(i + 1)]))
    // No sixth seat, no seat 0, no member on two seats: the store refuses them and the board stays.
    expect(await fails((r) => r.setSeat(BOARD_SEATS + 1, members[BOARD_SEATS]!, at))).toBe(true)
    expect(await fails((r) => r.setSeat(0, members[BOARD_SEATS]!, at))).toBe(true)
    expect(await fails((r) => r.setSeat(2, members[0]!, at))).toBe(true)
    expect(await repo((r) => r.board)).toEqual(board)
    // A seat goes to another member: the seat keeps its number, its new member and date.
    await repo((r) => r.setSeat(2, members[BOARD_SEATS]!, later(99)))
    await repo((r) => r.clearSeat(4))
    expect((await repo((r) => r.board)).map((s) => [s.seat, s.memberId, s.appointedAt])).toEqual([
      [1, members[0], later(1)],
      [2, members[BOARD_SEATS], later(99)],
      [3, members[2], later(3)],
      [5, members[4], later(5)]
    ])
    expect((await repo((r) => r.board)).length).toBeLessThanOrEqual(BOARD_SEATS)
  })

  it(`${adapter}: a unit of work that fails leaves no proposal, vote or seat`, async () => {
    const before = await repo((r) => r.proposals(100, 0))
    const board = await repo((r) => r.board)
    const failed = await env.runExit(
      Transactor.use((tx) =>
        tx.transaction(
          Effect.gen(function* () {
            const r = yield* GovernanceRepository
            const p = yield* r.createProposal({ title: "Ghost", body: "x", opensAt: at, closesAt: later(1), createdBy: 1, createdAt: at })
            yield* r.addVote({ proposalId: p.id, memberId: members[0]!, choice: "yes", power: 1n, at })
            yield* r.setSeat(4, members[3]!, at)
            return yield* Effect.fail("rolled back")
          })
        )
      )
    )
    expect(Exit.isFailure(failed)).toBe(true)
    expect(await repo((r) => r.proposals(100, 0))).toEqual(before)
    expect(await repo((r) => r.board)).toEqual(board)
  })
}
