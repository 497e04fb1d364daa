import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Lumber Yard (spec §4 Lumber, §7, §9 Tree): trees at positions of PLOTs (a partial unique index keeps one growing
 * tree per position), growth with the CST day of the last watering (so watering twice a day counts once, and growth
 * needs no daily batch), the inventory of seeds, and the history.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table lumber_trees (
      id serial primary key,
      member_id integer not null references members (id),
      x integer not null,
      y integer not null,
      position smallint not null check (position >= 0),
      wood smallint not null check (wood between 6 and 8),
      growth smallint not null default 0 check (growth between 0 and 10),
      last_watered_day integer,
      planted_at timestamptz not null,
      harvested_at timestamptz
    );
    create unique index lumber_trees_open_position on lumber_trees (x, y, position) where harvested_at is null;
    create index lumber_trees_member on lumber_trees (member_id);

    create table lumber_inventory (
      member_id integer not null references members (id),
      item varchar(32) not null,
      quantity integer not null check (quantity >= 0),
      primary key (member_id, item)
    );

    create table lumber_history (
      id serial primary key,
      member_id integer not null references members (id),
      action varchar(16) not null,
      tree_id integer,
      details text not null,
      created_at timestamptz not null
    );
    create index lumber_history_member on lumber_history (member_id, id desc);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `drop table lumber_history; drop table lumber_inventory; drop table lumber_trees;`)
}
