import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestServer } from "./server"

const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

/** The test-only game day offset (TEST_GAME_DAY_OFFSET_FILE): a file the server reads on every call. */
export const gameDayFile = () => {
  const file = join(mkdtempSync(join(tmpdir(), "iw-games-")), "day-offset")
  writeFileSync(file, "0")
  return { file, advanceTo: (days: number) => writeFileSync(file, String(days)) }
}

/** A member with ABEY and the level-1 PLOTs `plots` bought (no activation needed for the games). */
export const gamer = async (s: TestServer, staff: ReturnType<TestServer["clientWith"]>, tag: string, plots: ReadonlyArray<{ x: number; y: number }>) => {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  const client = s.clientWith(r.accessToken)
  await client.wallet.saveLegalInfo({ body: LEGAL })
  await staff.ledger.simulateDeposit({ body: { memberId: r.memberId, amount: 100_000 } })
  await client.ledger.topUp({ body: { amount: 100_000 } })
  if (plots.length > 0) await client.land.purchase({ body: { plots: [...plots] } })
  return { id: r.memberId, client, email, password: "Str0ng!pass", token: r.accessToken }
}
