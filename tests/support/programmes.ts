import { cstDayOf } from "@iw/contracts"
import { type Kysely, sql } from "kysely"
import { gamer } from "./games"
import type { TestServer } from "./server"

/** Yesterday's CST day: over, so it may be run. */
export const yesterday = () => cstDayOf(new Date(Date.now() - 86_400_000))

/**
 * A member who holds what the points programme asks in phase 4 (3 activated owned PLOTs and a building), bought and
 * activated through the API, with `activate` of the 3 PLOTs at (x0..x0+2, y0) activated.
 */
export const citizen = async (s: TestServer, staff: ReturnType<TestServer["clientWith"]>, tag: string, x0: number, y0: number, options: { readonly activate?: number; readonly building?: boolean } = {}) => {
  const plots = [0, 1, 2].map((dx) => ({ x: x0 + dx, y: y0 }))
  const m = await gamer(s, staff, tag, plots)
  for (const p of plots.slice(0, options.activate ?? 3)) await m.client.land.activate({ body: p })
  if (options.building ?? true) await m.client.buildings.buy({ body: { templatesId: 1 } })
  return { ...m, plots }
}

/**
 * Moves what these members did a day back (activations and buildings two days, their payments into the platform's
 * revenue one day), so yesterday's CST day saw them hold it and earned from them: the day job reads the past.
 */
// biome-ignore lint: the test database handle is untyped here
export const backdate = async (db: Kysely<any>, memberIds: ReadonlyArray<number>) => {
  const ids = sql.join(memberIds.map((id) => sql`${id}`))
  await sql`update plot_activations set activated_at = activated_at - interval '2 days', expires_at = expires_at - interval '2 days' where member_id in (${ids})`.execute(db)
  await sql`update buildings set purchased_at = purchased_at - interval '2 days' where member_id in (${ids})`.execute(db)
  // The ledger is append-only (a trigger refuses updates): a test that moves the past lifts it for this one update.
  await sql`alter table ledger_transfers disable trigger ledger_transfers_append_only`.execute(db)
  await sql`update ledger_transfers set created_at = created_at - interval '1 day'
    where id in (select l.transfer_id from ledger_legs l join ledger_accounts a on a.id = l.from_account where a.owner_kind = 'member' and a.owner_id in (${sql.join(memberIds.map((id) => sql`${String(id)}`))}))
      and id in (select l.transfer_id from ledger_legs l join ledger_accounts a on a.id = l.to_account where a.owner_kind = 'system' and a.owner_id = 'revenue')`.execute(db)
  await sql`alter table ledger_transfers enable trigger ledger_transfers_append_only`.execute(db)
}
