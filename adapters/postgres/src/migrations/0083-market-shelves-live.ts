import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The store's shelves are kept in memory by every API process (issue 13 §4): every change of a listing — listed,
 * bought, cancelled, expired, staff stock registered or revised, by any flow present or to come — is announced on
 * the live channel of its schema when it commits, and each process drops its encoded pages. One statement announces
 * once (a statement trigger), and PostgreSQL folds the same payload sent twice in one transaction into one.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create function market_listings_notify_shelves() returns trigger language plpgsql as $$
    begin
      perform pg_notify(
        case when current_schema() = 'public' then 'iw_live' else left('iw_live_' || current_schema(), 63) end,
        json_build_object('type', 'market')::text
      );
      return null;
    end $$;

    create trigger market_listings_notify_shelves after insert or update or delete on market_listings
      for each statement execute function market_listings_notify_shelves();
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop trigger market_listings_notify_shelves on market_listings;
    drop function market_listings_notify_shelves();
  `)
}
