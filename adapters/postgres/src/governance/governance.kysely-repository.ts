import { type BoardSeat, GovernanceRepository, type Proposal, type StoredVote, type VoteChoice } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"
import { isRowId } from "../kernel/row-id"

const PROPOSAL_COLUMNS = ["id", "title", "body", "opens_at", "closes_at", "cancelled_at", "created_by", "created_at"] as const

const toProposal = (r: { id: number; title: string; body: string; opens_at: Date; closes_at: Date; cancelled_at: Date | null; created_by: number; created_at: Date }): Proposal => ({
  id: Number(r.id),
  title: r.title,
  body: r.body,
  opensAt: new Date(r.opens_at),
  closesAt: new Date(r.closes_at),
  cancelledAt: r.cancelled_at === null ? null : new Date(r.cancelled_at),
  createdBy: Number(r.created_by),
  createdAt: new Date(r.created_at)
})

/** DAO proposals, votes and the board (core's GovernanceRepository). */
export const GovernanceRepositoryKysely = Layer.effect(
  GovernanceRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      createProposal: (p) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("dao_proposals")
              .values({ title: p.title, body: p.body, opens_at: p.opensAt, closes_at: p.closesAt, created_by: p.createdBy, created_at: p.createdAt })
              .returning(PROPOSAL_COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toProposal
        ),
      proposal: (id) =>
        isRowId(id)
          ? Effect.map(query(db, (x) => x.selectFrom("dao_proposals").select(PROPOSAL_COLUMNS).where("id", "=", id).executeTakeFirst()), (r) => (r ? toProposal(r) : null))
          : Effect.succeed(null),
      proposalLocked: (id, mode) =>
        isRowId(id)
          ? Effect.map(
              query(db, (x) => {
                const q = x.selectFrom("dao_proposals").select(PROPOSAL_COLUMNS).where("id", "=", id)
                return (mode === "update" ? q.forUpdate() : q.forShare()).executeTakeFirst()
              }),
              (r) => (r ? toProposal(r) : null)
            )
          : Effect.succeed(null),
      updateWindow: (id, w) => Effect.asVoid(query(db, (x) => x.updateTable("dao_proposals").set({ closes_at: w.closesAt, cancelled_at: w.cancelledAt }).where("id", "=", id).execute())),
      proposals: (limit, offset) =>
        query(db, async (x) => {
          const rows = await x.selectFrom("dao_proposals").select(PROPOSAL_COLUMNS).orderBy("id", "desc").limit(limit).offset(offset).execute()
          const total = await x.selectFrom("dao_proposals").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map(toProposal), total: Number(total.n) }
        }),
      votesOf: (proposalId) =>
        Effect.map(
          query(db, (x) => x.selectFrom("dao_votes").select(["proposal_id", "member_id", "choice", "power", "cast_at"]).where("proposal_id", "=", proposalId).orderBy("cast_at").orderBy("member_id").execute()),
          (rows) => rows.map((r): StoredVote => ({ proposalId: Number(r.proposal_id), memberId: Number(r.member_id), choice: r.choice as VoteChoice, power: BigInt(r.power), castAt: new Date(r.cast_at) }))
        ),
      addVote: (v) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("dao_votes")
              .values({ proposal_id: v.proposalId, member_id: v.memberId, choice: v.choice, power: v.power, cast_at: v.at })
              .onConflict((oc) => oc.columns(["proposal_id", "member_id"]).doNothing())
              .returning("member_id")
              .executeTakeFirst()
          ),
          (r) => r !== undefined
        ),
      board: Effect.map(
        query(db, (x) =>
          x
            .selectFrom("dao_board_seats as s")
            .innerJoin("members as m", "m.id", "s.member_id")
            .select(["s.seat", "s.member_id", "m.first_name", "m.last_name", "s.appointed_at"])
            .orderBy("s.seat")
            .execute()
        ),
        (rows) => rows.map((r): BoardSeat => ({ seat: Number(r.seat), memberId: Number(r.member_id), name: `${r.first_name} ${r.last_name}`.trim(), appointedAt: new Date(r.appointed_at) }))
      ),
      setSeat: (seat, memberId, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("dao_board_seats")
              .values({ seat, member_id: memberId, appointed_at: at })
              .onConflict((oc) => oc.column("seat").doUpdateSet({ member_id: memberId, appointed_at: at }))
              .execute()
          )
        ),
      clearSeat: (seat) => Effect.asVoid(query(db, (x) => x.deleteFrom("dao_board_seats").where("seat", "=", seat).execute()))
    }
  })
)
