import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The DAO (spec §1, §9): proposals, votes (the primary key (proposal_id, member_id) is the one vote per member and
 * proposal, even when two arrive at once; the voting power is kept as cast) and the 5 seats of the Security Advisory
 * Board (one seat per member).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table dao_proposals (
      id serial primary key,
      title varchar(200) not null,
      body text not null,
      opens_at timestamptz not null,
      closes_at timestamptz not null check (closes_at > opens_at),
      created_by integer not null,
      created_at timestamptz not null
    );

    create table dao_votes (
      proposal_id integer not null references dao_proposals (id),
      member_id integer not null references members (id),
      choice varchar(8) not null check (choice in ('yes', 'no', 'abstain')),
      power bigint not null check (power > 0),
      cast_at timestamptz not null,
      primary key (proposal_id, member_id)
    );

    create table dao_board_seats (
      seat smallint primary key check (seat between 1 and 5),
      member_id integer not null unique references members (id),
      appointed_at timestamptz not null
    );
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `drop table dao_board_seats; drop table dao_votes; drop table dao_proposals;`)
}
