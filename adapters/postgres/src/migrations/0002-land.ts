import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/** Districts and plots of the world map (spec §3 PLOT). Prices are ABEY minor units (8 decimals). */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table districts (
      id serial primary key,
      name varchar(64) not null,
      x0 integer not null,
      y0 integer not null,
      x1 integer not null,
      y1 integer not null,
      thumbnail text,
      check (x0 <= x1 and y0 <= y1)
    );

    create table plots (
      x integer not null,
      y integer not null,
      district_id integer references districts(id),
      kind varchar(8) not null default 'land' check (kind in ('land','road','plaza')),
      level smallint not null check (level between 1 and 4),
      size smallint not null default 1 check (size > 0),
      price_minor bigint not null check (price_minor >= 0),
      status varchar(24) not null default 'available',
      owner_id bigint references members(id),
      name varchar(64),
      image text,
      minted boolean not null default false,
      purchased_at timestamptz,
      version bigint not null default 0,
      primary key (x, y)
    );
    create index plots_owner_idx on plots (owner_id) where owner_id is not null;
    create index plots_version_idx on plots (version);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `drop table plots, districts`)
}
