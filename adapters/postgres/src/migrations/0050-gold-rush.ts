import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Gold Rush (spec §4 Mining, §7, §9 Shovel): one shovel per member (durability as of its last active CST day; the
 * rust of idle days is computed on read, so no daily batch), mining sessions (the mining history, with the stored
 * roll of each draw; a partial unique index keeps one open session per PLOT whatever races), and redemptions.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table gold_rush_shovels (
      member_id integer primary key references members (id),
      durability integer not null check (durability >= 0),
      active_day integer not null,
      updated_at timestamptz not null
    );

    create table gold_rush_sessions (
      id serial primary key,
      member_id integer not null references members (id),
      x integer not null,
      y integer not null,
      started_at timestamptz not null,
      ready_at timestamptz not null,
      finished_at timestamptz,
      mineral smallint check (mineral between 1 and 5),
      roll integer,
      transfer_id bigint
    );
    create unique index gold_rush_sessions_open_plot on gold_rush_sessions (x, y) where finished_at is null;
    create index gold_rush_sessions_member on gold_rush_sessions (member_id, id desc);

    create table gold_rush_redemptions (
      id serial primary key,
      member_id integer not null references members (id),
      lines text not null,
      coins bigint not null check (coins > 0),
      abey_minor bigint not null check (abey_minor > 0),
      transfer_id bigint,
      created_at timestamptz not null
    );
    create index gold_rush_redemptions_member on gold_rush_redemptions (member_id, id desc);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `drop table gold_rush_redemptions; drop table gold_rush_sessions; drop table gold_rush_shovels;`)
}
