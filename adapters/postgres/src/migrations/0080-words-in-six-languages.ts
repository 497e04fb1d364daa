import { type Kysely, sql } from "kysely"
import { DEMO_PRODUCTS } from "../seed/demo-catalogue"
import { execStatements } from "./exec-statements"

/**
 * Words members see are kept per language, English the fallback, and rendered in the reader's language:
 * - a product's name and description in the other languages (`products.translations`), the seeded packages'
 *   filled in for installs that were seeded in English only;
 * - a purchase keeps its product's name in every language it had (`purchases.product_names`);
 * - a ledger line says what it is as a code and parameters (`memo_code`, `memo_params`), not as English text. The
 *   lines written before are read back into codes: the demo opening balance, a product bought ("Starter pack × 1",
 *   the product's names taken from the purchase), a PLOT's activation points, PLOTs bought (their coordinates), and
 *   a staff member's own words (ticket grants and deductions, refunds) as a note. `memo` stays as it was written.
 *   Transfers are append-only (0003's trigger): it is set aside for this one statement of words, which moves no
 *   value, and is back before the migration commits.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table products add column translations jsonb not null default '{}'::jsonb;
    alter table purchases add column product_names jsonb not null default '{}'::jsonb;
    alter table ledger_transfers add column memo_code varchar(40);
    alter table ledger_transfers add column memo_params jsonb;
  `)
  for (const p of DEMO_PRODUCTS) {
    await sql`update products set translations = ${JSON.stringify(p.translations)}::jsonb where name = ${p.name} and translations = '{}'::jsonb`.execute(db)
  }
  await execStatements(db, `
    update purchases u set product_names = (
      select coalesce(jsonb_object_agg(t.key, t.value->>'name'), '{}'::jsonb)
      from products p, jsonb_each(p.translations) t
      where p.id = u.product_id and p.name = u.product_name and coalesce(t.value->>'name', '') <> ''
    );
    alter table ledger_transfers disable trigger ledger_transfers_append_only;
    update ledger_transfers set memo_code = 'openingBalance', memo_params = '{}'::jsonb
      where memo_code is null and code = 'openingBalance';
    update ledger_transfers t set memo_code = 'productPurchase', memo_params = jsonb_build_object(
        'product', jsonb_build_object('en', u.product_name) || u.product_names,
        'quantity', u.quantity)
      from purchases u
      where t.memo_code is null and t.code = 'ticketPurchase' and t.reference_type = 'purchase' and t.reference_id = u.id::text;
    update ledger_transfers set memo_code = 'plotActivation', memo_params = jsonb_build_object('plot', reference_id)
      where memo_code is null and code = 'pointsCredit' and reference_type = 'plot';
    update ledger_transfers set memo_code = 'plotPurchase', memo_params = jsonb_build_object('plots', memo)
      where memo_code is null and code = 'plotPurchase' and memo is not null;
    update ledger_transfers set memo_code = 'staffNote', memo_params = jsonb_build_object('text', memo)
      where memo_code is null and memo is not null;
    alter table ledger_transfers enable trigger ledger_transfers_append_only;
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table ledger_transfers drop column memo_params;
    alter table ledger_transfers drop column memo_code;
    alter table purchases drop column product_names;
    alter table products drop column translations;
  `)
}
