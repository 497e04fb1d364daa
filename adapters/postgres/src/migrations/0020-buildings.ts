import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Buildings (spec §3, §5, §7): the catalogue of templates, the buildings members own, one row per PLOT a building
 * stands on (its primary key (x, y) means two buildings can never share a PLOT, whatever races past the checks), the
 * placements keyed by four coordinates with isRemoved, and the purchase and exchange histories. The catalogue starts
 * with one template of each size (prices in ABEY minor units, 8 decimals), which staff change on product-registration.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table building_templates (
      id serial primary key,
      name varchar(64) not null,
      size varchar(3) not null check (size in ('1x1', '2x1', '2x2', '3x3', '4x4', '5x5')),
      price_minor bigint not null check (price_minor >= 0),
      ticket_price bigint check (ticket_price >= 0),
      exchangeable_to integer[] not null default '{}',
      premium_3d boolean not null default false,
      virtual boolean not null default false,
      active boolean not null default true,
      image varchar(300)
    );

    create table buildings (
      id serial primary key,
      member_id integer not null references members (id),
      template_id integer not null references building_templates (id),
      size varchar(3) not null,
      direction varchar(10) not null check (direction in ('horizontal', 'vertical')),
      start_x integer,
      start_y integer,
      end_x integer,
      end_y integer,
      minted boolean not null default false,
      minted_at timestamptz,
      mint_address varchar(64),
      purchased_at timestamptz not null,
      check ((start_x is null) = (end_y is null))
    );
    create index buildings_member_idx on buildings (member_id);
    create index buildings_placed_idx on buildings (start_x, start_y) where start_x is not null;

    create table building_plots (
      x integer not null,
      y integer not null,
      building_id integer not null references buildings (id),
      primary key (x, y)
    );
    create index building_plots_building_idx on building_plots (building_id);

    create table building_placements (
      id serial primary key,
      building_id integer not null references buildings (id),
      member_id integer not null,
      start_x integer not null,
      start_y integer not null,
      end_x integer not null,
      end_y integer not null,
      is_removed boolean not null default false,
      placed_at timestamptz not null,
      removed_at timestamptz
    );
    create index building_placements_building_idx on building_placements (building_id, id);

    create table building_purchases (
      id serial primary key,
      building_id integer not null references buildings (id),
      member_id integer not null,
      template_id integer not null,
      payment_option varchar(20) not null,
      asset varchar(10) not null,
      amount_minor bigint not null,
      transfer_id bigint,
      purchased_at timestamptz not null
    );
    create index building_purchases_member_idx on building_purchases (member_id, id);

    create table building_exchanges (
      id serial primary key,
      building_id integer not null references buildings (id),
      member_id integer not null,
      from_template_id integer not null,
      to_template_id integer not null,
      kind varchar(10) not null,
      amount_minor bigint not null,
      transfer_id bigint,
      exchanged_at timestamptz not null
    );
    create index building_exchanges_member_idx on building_exchanges (member_id, id);

    insert into building_templates (id, name, size, price_minor, ticket_price, exchangeable_to, premium_3d, virtual) values
      (1, 'Cottage', '1x1', 10000000000, 50, '{2}', false, false),
      (2, 'Townhouse', '2x1', 25000000000, null, '{1,3}', false, false),
      (3, 'Villa', '2x2', 60000000000, null, '{2,4}', false, false),
      (4, 'Tower', '3x3', 150000000000, null, '{3,5}', false, true),
      (5, 'Plaza Hall', '4x4', 300000000000, null, '{4,6}', false, false),
      (6, 'Skyscraper', '5x5', 500000000000, null, '{5}', true, false);
    select setval('building_templates_id_seq', 6);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop table building_exchanges;
    drop table building_purchases;
    drop table building_placements;
    drop table building_plots;
    drop table buildings;
    drop table building_templates;
  `)
}
