import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The ledger, linked wallets, legal information, products, purchases and the simulated chain.
 *
 * The database enforces the ledger's invariants on its own:
 * - no account but `issuance` goes below zero (CHECK);
 * - every leg moves a positive amount between two different accounts of the same asset (CHECK, composite FKs),
 *   so each leg conserves the asset's total;
 * - an idempotency key names one transfer (UNIQUE), a transaction hash one purchase (UNIQUE);
 * - transfers and legs are append-only: UPDATE and DELETE raise (trigger);
 * - a lot never holds more than it was given, nor less than nothing (CHECK).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table ledger_accounts (
      id bigserial primary key,
      owner_kind varchar(8) not null check (owner_kind in ('member','system')),
      owner_id varchar(32) not null,
      asset varchar(16) not null,
      pocket varchar(8) not null default 'main' check (pocket in ('main','bonus','wallet')),
      balance bigint not null default 0,
      may_go_negative boolean not null default false,
      check (may_go_negative or balance >= 0),
      check (may_go_negative = (owner_kind = 'system' and owner_id = 'issuance')),
      check (pocket = 'main' or asset = 'abey'),
      unique (owner_kind, owner_id, asset, pocket),
      unique (id, asset)
    );

    create table ledger_transfers (
      id bigserial primary key,
      code varchar(40) not null,
      reference_type varchar(32) not null,
      reference_id varchar(64) not null,
      idempotency_key varchar(200) not null unique,
      fingerprint text not null,
      memo varchar(500),
      created_at timestamptz not null
    );
    create index ledger_transfers_reference_idx on ledger_transfers (reference_type, reference_id);

    create table ledger_legs (
      id bigserial primary key,
      transfer_id bigint not null references ledger_transfers(id),
      asset varchar(16) not null,
      from_account bigint not null,
      to_account bigint not null,
      amount bigint not null check (amount > 0),
      check (from_account <> to_account),
      foreign key (from_account, asset) references ledger_accounts(id, asset),
      foreign key (to_account, asset) references ledger_accounts(id, asset)
    );
    create index ledger_legs_from_idx on ledger_legs (from_account, transfer_id);
    create index ledger_legs_to_idx on ledger_legs (to_account, transfer_id);
    create index ledger_legs_transfer_idx on ledger_legs (transfer_id);

    create table ledger_lots (
      id bigserial primary key,
      account_id bigint not null references ledger_accounts(id),
      transfer_id bigint not null references ledger_transfers(id),
      amount bigint not null check (amount > 0),
      remaining bigint not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      check (remaining >= 0 and remaining <= amount),
      check (expires_at > created_at)
    );
    create index ledger_lots_account_idx on ledger_lots (account_id, expires_at) where remaining > 0;

    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger % is append-only', tg_table_name using errcode = 'P0001';
    end;
    $$;

    create trigger ledger_transfers_append_only before update or delete on ledger_transfers
      for each row execute function ledger_append_only();

    create trigger ledger_legs_append_only before update or delete on ledger_legs
      for each row execute function ledger_append_only();

    create table linked_wallets (
      member_id bigint primary key references members(id),
      address varchar(64),
      status varchar(12) not null check (status in ('absent','added','confirmed')),
      added_at timestamptz,
      confirmed_at timestamptz,
      check ((status = 'absent') = (address is null))
    );
    create unique index linked_wallets_address_key on linked_wallets (lower(address)) where address is not null;

    create table legal_info (
      member_id bigint primary key references members(id),
      full_name varchar(128) not null,
      birth_date date not null,
      country char(2) not null,
      address varchar(256) not null,
      verified_at timestamptz
    );

    create table products (
      id serial primary key,
      kind varchar(12) not null check (kind in ('tickets','shop')),
      name varchar(80) not null,
      description varchar(500) not null default '',
      tickets bigint not null default 0 check (tickets >= 0),
      price_cents bigint not null check (price_cents > 0),
      active boolean not null default true,
      sort integer not null default 0
    );

    create table purchases (
      id bigserial primary key,
      member_id bigint not null references members(id),
      product_id integer not null references products(id),
      product_name varchar(80) not null,
      quantity integer not null check (quantity between 1 and 100),
      tickets bigint not null check (tickets >= 0),
      currency varchar(8) not null,
      amount bigint not null check (amount > 0),
      address varchar(64) not null,
      status varchar(12) not null check (status in ('incomplete','pending','approved','rejected','refunded')),
      tx_hash varchar(66) unique,
      invoice_expires_at timestamptz not null,
      review_note varchar(500),
      transfer_id bigint references ledger_transfers(id),
      refund_transfer_id bigint references ledger_transfers(id),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (status not in ('approved','refunded') or transfer_id is not null),
      check (status <> 'refunded' or refund_transfer_id is not null),
      check (status = 'incomplete' or tx_hash is not null or status = 'rejected')
    );
    create index purchases_member_idx on purchases (member_id, id desc);
    create index purchases_status_idx on purchases (status, id);

    create table chain_sim_transactions (
      tx_hash varchar(66) primary key,
      kind varchar(12) not null check (kind in ('payment','deposit')),
      to_address varchar(64) not null,
      currency varchar(8) not null,
      amount bigint not null check (amount > 0),
      member_id bigint references members(id),
      created_at timestamptz not null,
      confirmed_at timestamptz
    );
    create index chain_sim_deposits_idx on chain_sim_transactions (kind, created_at) where kind = 'deposit';

    create table chain_sim_addresses (
      address varchar(64) primary key,
      member_id bigint references members(id),
      purpose varchar(12) not null check (purpose in ('deposit','receiving'))
    );
    create unique index chain_sim_addresses_member_key on chain_sim_addresses (member_id) where member_id is not null;
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop table chain_sim_addresses, chain_sim_transactions, purchases, products, legal_info, linked_wallets, ledger_lots, ledger_legs, ledger_transfers, ledger_accounts;
    drop function ledger_append_only()
  `)
}
