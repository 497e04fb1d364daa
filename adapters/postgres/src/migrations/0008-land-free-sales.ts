import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * A free PLOT (price 0) is still sold: it moves no ABEY, so there is no ledger transfer, but the plot-sales
 * statistics must count it. `plot_sales.transfer_id` may therefore be null.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `alter table plot_sales alter column transfer_id drop not null`)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    delete from plot_sales where transfer_id is null;
    alter table plot_sales alter column transfer_id set not null;
  `)
}
