import { type Kysely, sql } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The ledger keeps its balances by itself, and the jobs and purchases get what they were missing.
 *
 * - Conservation by construction: a balance in `ledger_accounts` is no longer written by the application. Inserting
 *   legs applies them: one statement-level trigger adds each account's net change of the inserted legs (so a
 *   transfer's legs, inserted in one statement, land as one change per account, and the CHECK `balance >= 0 except
 *   issuance` judges the transfer as a whole). Another trigger refuses every other change of a balance, and any
 *   account that opens at anything but zero. So every balance is exactly the sum of its legs, and every leg moves
 *   its amount from one account of its asset to another: each asset sums to zero.
 * - `ledger_checkpoints`: named positions of periodic jobs (how far chain deposits were collected).
 * - `purchases.issue`: why an incomplete purchase needs action (invoice expired, payment late or not as invoiced).
 * - The simulated chain numbers deposits in commit order (`height`), so a cursor over them never skips one.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const drift = await sql<{ n: string }>`
    select count(*)::text as n from ledger_accounts a
    left join (select to_account as id, sum(amount) s from ledger_legs group by 1) i on i.id = a.id
    left join (select from_account as id, sum(amount) s from ledger_legs group by 1) o on o.id = a.id
    where a.balance <> coalesce(i.s, 0) - coalesce(o.s, 0)`.execute(db)
  if (Number(drift.rows[0]?.n ?? 0) > 0) throw new Error(`${drift.rows[0]!.n} ledger accounts disagree with their legs; they must agree before the database keeps the balances`)

  await execStatements(db, `
    create function ledger_apply_legs() returns trigger language plpgsql as $$
    begin
      update ledger_accounts a set balance = a.balance + d.delta
      from (
        select account, sum(delta) as delta
        from (
          select from_account as account, -amount as delta from new_legs
          union all
          select to_account as account, amount as delta from new_legs
        ) moves
        group by account
      ) d
      where a.id = d.account and d.delta <> 0;
      return null;
    end;
    $$;

    create trigger ledger_legs_apply after insert on ledger_legs
      referencing new table as new_legs
      for each statement execute function ledger_apply_legs();

    create function ledger_guard_accounts() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.balance <> 0 then
          raise exception 'a ledger account opens at zero' using errcode = 'P0001';
        end if;
      elsif new.owner_kind <> old.owner_kind or new.owner_id <> old.owner_id or new.asset <> old.asset or new.pocket <> old.pocket or new.may_go_negative <> old.may_go_negative then
        raise exception 'a ledger account keeps its owner, asset and pocket' using errcode = 'P0001';
      elsif new.balance <> old.balance and pg_trigger_depth() < 2 then
        raise exception 'a ledger balance changes only through legs' using errcode = 'P0001';
      end if;
      return new;
    end;
    $$;

    create trigger ledger_accounts_guard before insert or update on ledger_accounts
      for each row execute function ledger_guard_accounts();

    create table ledger_checkpoints (
      name varchar(64) primary key,
      value text not null,
      updated_at timestamptz not null
    );

    alter table purchases add column issue varchar(16);
    alter table purchases add constraint purchases_issue_check
      check (issue is null or (issue in ('invoice_expired','late','amount','recipient','currency') and status in ('incomplete','rejected')));
    create index purchases_open_invoices_idx on purchases (invoice_expires_at) where status = 'incomplete' and tx_hash is null and issue is null;

    create table chain_sim_state (
      id integer primary key check (id = 1),
      height bigint not null
    );
    alter table chain_sim_transactions add column height bigint;
    update chain_sim_transactions t set height = s.n
      from (select tx_hash, row_number() over (order by created_at, tx_hash) as n from chain_sim_transactions where kind = 'deposit') s
      where s.tx_hash = t.tx_hash;
    insert into chain_sim_state (id, height) select 1, coalesce(max(height), 0) from chain_sim_transactions;
    alter table chain_sim_transactions add constraint chain_sim_deposit_height check (kind <> 'deposit' or height is not null);
    create unique index chain_sim_transactions_height_key on chain_sim_transactions (height) where height is not null;
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop index chain_sim_transactions_height_key;
    alter table chain_sim_transactions drop constraint chain_sim_deposit_height;
    alter table chain_sim_transactions drop column height;
    drop table chain_sim_state;
    drop index purchases_open_invoices_idx;
    alter table purchases drop constraint purchases_issue_check;
    alter table purchases drop column issue;
    drop table ledger_checkpoints;
    drop trigger ledger_accounts_guard on ledger_accounts;
    drop function ledger_guard_accounts();
    drop trigger ledger_legs_apply on ledger_legs;
    drop function ledger_apply_legs()
  `)
}
