import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Buildings minted through the chain adapter (issue 12): the simulated chain keeps each minted token once
 * (collection, token id) with the address it went to, and a building remembers its mint's transaction.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table chain_sim_nfts (
      tx_hash varchar(66) primary key,
      collection varchar(32) not null,
      token_id varchar(64) not null,
      to_address varchar(64) not null,
      created_at timestamptz not null,
      unique (collection, token_id)
    );
    alter table buildings add column mint_tx varchar(66);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table buildings drop column mint_tx;
    drop table chain_sim_nfts;
  `)
}
