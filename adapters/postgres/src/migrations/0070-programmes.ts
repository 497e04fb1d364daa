import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Revenue sharing (spec §4 "calculation in progress, paid"; §9 "checked daily from 2023"): one row per CST day run
 * (its primary key lets one of two runners create it) and one share per qualified member of the day (the primary key
 * (day, member_id) keeps one), each paid once through the ledger (`transfer_id`).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table revenue_sharing_days (
      day varchar(10) primary key check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      income bigint not null check (income >= 0),
      pool bigint not null check (pool >= 0),
      qualified integer not null check (qualified >= 0),
      paid_total bigint not null default 0 check (paid_total >= 0 and paid_total <= pool),
      state varchar(16) not null default 'calculating' check (state in ('calculating', 'paid')),
      runs integer not null default 0,
      created_at timestamptz not null,
      paid_at timestamptz
    );

    create table revenue_sharing_shares (
      day varchar(10) not null references revenue_sharing_days (day),
      member_id integer not null references members (id),
      amount bigint not null check (amount >= 0),
      state varchar(16) not null default 'calculating' check (state in ('calculating', 'paid')),
      transfer_id bigint,
      paid_at timestamptz,
      primary key (day, member_id)
    );
    create index revenue_sharing_shares_member on revenue_sharing_shares (member_id, day desc);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `drop table revenue_sharing_shares; drop table revenue_sharing_days;`)
}
