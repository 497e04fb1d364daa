import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Ads and AdNet (issue 15): ad files, ads with versions and moderation events, the members' AdNet accounts (a row
 * each credit movement locks) and credit history (each entry names its ledger transfer), package purchases, building
 * owners' opt-in, placements, ad-days (one row per ad and CST day: the display job's claim, unique so two processes
 * settle a day once), displays per building, daily rollups, owners' payouts. CST days are text YYYY-MM-DD.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table ad_files (
      id serial primary key,
      member_id integer not null references members (id),
      kind text not null check (kind in ('image', 'media')),
      name text not null,
      mime text not null,
      size integer not null,
      storage_key text not null,
      created_at timestamptz not null
    );

    create table ads (
      id serial primary key,
      member_id integer not null references members (id),
      title text not null,
      image_id integer not null references ad_files (id),
      category_id smallint not null check (category_id between 1 and 16),
      description text not null default '',
      site_url text,
      media_url text,
      media_id integer references ad_files (id),
      version integer not null default 1,
      moderation text not null default 'pending' check (moderation in ('pending', 'approved', 'rejected')),
      moderation_reason text,
      archived boolean not null default false,
      in_network boolean not null default false,
      is_template boolean not null default false,
      impressions bigint not null default 0,
      views bigint not null default 0,
      clicks bigint not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      placed_at timestamptz,
      removed_at timestamptz,
      deleted_at timestamptz
    );
    create index ads_member on ads (member_id, created_at desc) where deleted_at is null;

    create table ad_versions (
      ad_id integer not null references ads (id),
      version integer not null,
      title text not null,
      image_id integer not null,
      category_id smallint not null,
      description text not null,
      site_url text,
      media_url text,
      media_id integer,
      created_at timestamptz not null,
      primary key (ad_id, version)
    );

    create table ad_moderation_events (
      id serial primary key,
      ad_id integer not null references ads (id),
      action text not null check (action in ('created', 'edited', 'approved', 'rejected')),
      version integer not null,
      staff_id integer,
      reason text,
      created_at timestamptz not null
    );
    create index ad_moderation_events_ad on ad_moderation_events (ad_id, id);

    create table ad_accounts (
      member_id integer primary key references members (id),
      created_at timestamptz not null
    );

    create table ad_credit_entries (
      id bigserial primary key,
      member_id integer not null references members (id),
      code text not null check (code in ('packagePurchase', 'packageRefund', 'packageRefundCancel', 'expired', 'deductByImpressions', 'deductByViews', 'deductByClicks', 'deductByPlacement', 'adPlacementRefund', 'deductByAccountTransfer', 'accountTransferIncome')),
      amount bigint not null check (amount <> 0),
      transfer_id bigint,
      reference_type text not null,
      reference_id text not null,
      memo text,
      created_at timestamptz not null
    );
    create index ad_credit_entries_member on ad_credit_entries (member_id, id desc);
    create unique index ad_credit_entries_transfer on ad_credit_entries (transfer_id) where transfer_id is not null;

    create table adnet_purchases (
      id serial primary key,
      member_id integer not null references members (id),
      code text not null,
      credits bigint not null,
      price_minor bigint not null,
      bv_cents bigint not null,
      transfer_id bigint unique,
      refunded_credits bigint not null default 0,
      refunded_at timestamptz,
      expires_at timestamptz,
      created_at timestamptz not null
    );
    create index adnet_purchases_member on adnet_purchases (member_id);
    create index adnet_purchases_created on adnet_purchases (created_at);

    create table ad_network_buildings (
      building_id integer primary key,
      member_id integer not null references members (id),
      enabled boolean not null,
      changed_at timestamptz not null,
      effective_at timestamptz not null
    );

    create table ad_placements (
      id serial primary key,
      ad_id integer not null references ads (id),
      member_id integer not null references members (id),
      building_id integer not null,
      from_day text not null,
      to_day text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      daily_price bigint not null,
      created_at timestamptz not null,
      removed_at timestamptz,
      check (to_day >= from_day)
    );
    create index ad_placements_days on ad_placements (from_day, to_day) where removed_at is null;
    create index ad_placements_member on ad_placements (member_id, ad_id);

    create table ad_days (
      ad_id integer not null references ads (id),
      day text not null,
      outcome text,
      processed_at timestamptz,
      primary key (ad_id, day)
    );

    create table ad_displays (
      ad_id integer not null references ads (id),
      building_id integer not null,
      day text not null,
      member_id integer not null,
      status text not null check (status in ('planned', 'displayed', 'displaying', 'skipped')),
      skip_reason text check (skip_reason in ('buildingRemoved', 'adRemoved', 'gatewayUnavailable', 'internalError')),
      cost bigint not null default 0,
      impressions integer not null default 0,
      views integer not null default 0,
      clicks integer not null default 0,
      primary key (ad_id, building_id, day)
    );
    create index ad_displays_member on ad_displays (member_id, day);
    create index ad_displays_day on ad_displays (day);

    create table ad_stats_daily (
      ad_id integer not null,
      building_id integer not null,
      day text not null,
      member_id integer not null,
      impressions bigint not null default 0,
      views bigint not null default 0,
      clicks bigint not null default 0,
      cost bigint not null default 0,
      primary key (ad_id, building_id, day)
    );
    create index ad_stats_daily_member on ad_stats_daily (member_id, day);
    create index ad_stats_daily_day on ad_stats_daily (day);

    create table ad_stats_meta (
      id smallint primary key check (id = 1),
      updated_at timestamptz not null
    );

    create table adnet_payouts (
      day text primary key,
      bv_cents bigint not null,
      pool_cents bigint not null,
      owners integer not null,
      created_at timestamptz not null
    );

    create table adnet_earnings (
      day text not null,
      building_id integer not null,
      owner_id integer not null,
      cents bigint not null,
      abey_minor bigint not null,
      transfer_id bigint,
      primary key (day, building_id)
    );
    create index adnet_earnings_owner on adnet_earnings (owner_id);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(
    db,
    `drop table adnet_earnings; drop table adnet_payouts; drop table ad_stats_meta; drop table ad_stats_daily; drop table ad_displays; drop table ad_days; drop table ad_placements; drop table ad_network_buildings; drop table adnet_purchases; drop table ad_credit_entries; drop table ad_accounts; drop table ad_moderation_events; drop table ad_versions; drop table ads; drop table ad_files;`
  )
}
