import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * A member's own live topic (`member/update` over `/ws`): the database announces, on the live channel of its schema
 * (`liveChannel`), every change that moves a member's balances or a purchase's state, when the change commits. Being
 * triggers, they cover every flow that writes ledger legs or purchases, present and to come, in every API process.
 * The payload names the member; the hub delivers it only to sockets signed in as that member.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create function iw_notify_member(member_id bigint, payload json) returns void language plpgsql as $$
    begin
      perform pg_notify(
        case when current_schema() = 'public' then 'iw_live' else left('iw_live_' || current_schema(), 63) end,
        json_build_object('type', 'member', 'memberId', member_id, 'payload', payload)::text
      );
    end $$;

    create function ledger_legs_notify_members() returns trigger language plpgsql as $$
    declare m record;
    begin
      for m in
        select distinct a.owner_id from added l join ledger_accounts a on a.id = l.from_account or a.id = l.to_account
        where a.owner_kind = 'member'
      loop
        perform iw_notify_member(m.owner_id::bigint, json_build_object('kind', 'balances'));
      end loop;
      return null;
    end $$;

    create trigger ledger_legs_notify after insert on ledger_legs
      referencing new table as added for each statement execute function ledger_legs_notify_members();

    create function purchases_notify_member() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.status is distinct from old.status or new.issue is distinct from old.issue or new.tx_hash is distinct from old.tx_hash then
        perform iw_notify_member(new.member_id::bigint, json_build_object('kind', 'purchase', 'purchaseId', new.id, 'status', new.status));
      end if;
      return null;
    end $$;

    create trigger purchases_notify after insert or update on purchases
      for each row execute function purchases_notify_member();
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop trigger purchases_notify on purchases;
    drop function purchases_notify_member();
    drop trigger ledger_legs_notify on ledger_legs;
    drop function ledger_legs_notify_members();
    drop function iw_notify_member(bigint, json);
  `)
}
