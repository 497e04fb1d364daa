import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The community store and assets (issue 13): assets members own (spec §3 Asset types) and their sharings by member
 * ID; listings (spec §3 Listing) with their states; and every sale, for the histories and price history. Minerals and
 * wood in escrow live in the ledger's `escrow` account; an asset in escrow has state `listed`. The browse index serves
 * the store's shelves: active listings by category, newest first.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table assets (
      id serial primary key,
      owner_id integer not null references members (id),
      type varchar(24) not null check (type in ('car', 'car-skin', 'boat', 'jetski', 'motorcycle', 'helicopter', 'premium-building', 'building-size', 'furniture-set')),
      name varchar(64) not null,
      state varchar(8) not null default 'held' check (state in ('held', 'listed', 'rented')),
      created_at timestamptz not null
    );
    create index assets_owner_idx on assets (owner_id);

    create table asset_shares (
      id serial primary key,
      asset_id integer not null references assets (id),
      from_member_id integer not null references members (id),
      to_member_id integer not null references members (id),
      shared_at timestamptz not null,
      ended_at timestamptz
    );
    create index asset_shares_asset_idx on asset_shares (asset_id);
    create index asset_shares_to_idx on asset_shares (to_member_id) where ended_at is null;
    create unique index asset_shares_open_idx on asset_shares (asset_id) where ended_at is null;

    create table market_listings (
      id serial primary key,
      owner_id integer not null references members (id),
      category varchar(24) not null,
      item_kind varchar(8) not null check (item_kind in ('asset', 'resource')),
      asset_id integer references assets (id),
      resource varchar(16),
      item_key varchar(40) not null,
      item_name varchar(64) not null,
      amount integer not null check (amount > 0),
      quantity integer not null check (quantity >= 0 and quantity <= amount),
      unit_price bigint not null check (unit_price > 0),
      fee_bp integer not null check (fee_bp between 0 and 10000),
      state varchar(10) not null default 'active' check (state in ('active', 'sold', 'expired', 'cancelled')),
      expires_at timestamptz not null,
      created_at timestamptz not null,
      closed_at timestamptz,
      close_reason varchar(500),
      check ((item_kind = 'asset') = (asset_id is not null)),
      check ((item_kind = 'resource') = (resource is not null))
    );
    create index market_listings_browse_idx on market_listings (category, id desc) where state = 'active';
    create index market_listings_active_idx on market_listings (id desc) where state = 'active';
    create index market_listings_expiry_idx on market_listings (expires_at) where state = 'active';
    create index market_listings_owner_idx on market_listings (owner_id, id desc);
    create unique index market_listings_asset_active_idx on market_listings (asset_id) where state = 'active' and asset_id is not null;

    create table market_sales (
      id serial primary key,
      listing_id integer not null references market_listings (id),
      category varchar(24) not null,
      item_key varchar(40) not null,
      item_name varchar(64) not null,
      seller_id integer not null references members (id),
      buyer_id integer not null references members (id),
      quantity integer not null check (quantity > 0),
      unit_price bigint not null,
      price bigint not null,
      fee bigint not null check (fee >= 0 and fee <= price),
      transfer_id bigint,
      at timestamptz not null
    );
    create index market_sales_seller_idx on market_sales (seller_id, id desc);
    create index market_sales_buyer_idx on market_sales (buyer_id, id desc);
    create index market_sales_item_idx on market_sales (item_key, at);
    create index market_sales_at_idx on market_sales (at);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `drop table market_sales; drop table market_listings; drop table asset_shares; drop table assets;`)
}
