import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The land market beyond 0002 (issue 4): the world version counter every plot change takes (one row, so
 * versions commit in order), reserved areas, activations (360 days each), sales for the statistics, and mints.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table world_state (
      id smallint primary key check (id = 1),
      version bigint not null
    );
    insert into world_state (id, version) select 1, coalesce(max(version), 0) from plots;

    create table reserved_areas (
      id serial primary key,
      name varchar(64) not null,
      x0 integer not null,
      y0 integer not null,
      x1 integer not null,
      y1 integer not null,
      created_at timestamptz not null,
      check (x0 <= x1 and y0 <= y1)
    );

    create table plot_activations (
      id bigserial primary key,
      x integer not null,
      y integer not null,
      member_id bigint not null references members(id),
      activated_at timestamptz not null,
      expires_at timestamptz not null,
      transfer_id bigint,
      foreign key (x, y) references plots (x, y)
    );
    create index plot_activations_plot_idx on plot_activations (x, y, activated_at desc);
    create index plot_activations_member_idx on plot_activations (member_id, expires_at);

    create table plot_sales (
      id bigserial primary key,
      x integer not null,
      y integer not null,
      member_id bigint not null references members(id),
      level smallint not null,
      price_minor bigint not null check (price_minor >= 0),
      transfer_id bigint not null,
      sold_at timestamptz not null,
      foreign key (x, y) references plots (x, y)
    );
    create index plot_sales_sold_at_idx on plot_sales (sold_at);

    create table plot_mints (
      x integer not null,
      y integer not null,
      member_id bigint not null references members(id),
      address varchar(64) not null,
      minted_at timestamptz not null,
      primary key (x, y),
      foreign key (x, y) references plots (x, y)
    );
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `drop table plot_mints, plot_sales, plot_activations, reserved_areas, world_state`)
}
