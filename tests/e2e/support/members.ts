import { readFileSync } from "node:fs"
import { join } from "node:path"
import { api } from "@iw/contracts"
import { type Client, makeClient } from "@iw/contracts/client"
import { app } from "./browser"

/** An API client on the running product, as a member (their token), staff (the ops token) or nobody. */
export const clientWith = (token: string | null, lang = "en"): Client<typeof api> => makeClient(api, { baseUrl: app().url, token: () => token, lang: () => lang })

/** The ops token the product writes into its data folder at start: staff calls set a scene up without the UI. */
export const opsClient = (): Client<typeof api> => clientWith(readFileSync(join(app().dataDir, "ops-token"), "utf8").trim())

export const MEMBER_PASSWORD = "Str0ng!pass"
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

export interface RegisteredMember {
  readonly memberId: number
  /** As the login form takes it (`logInMember(page, path, member)`). */
  readonly id: string
  readonly password: string
  readonly token: string
  readonly client: Client<typeof api>
}

/**
 * A new member registered through the e-mail code (read from the outbox), with legal info saved and, when `abey` is
 * given, that much deposited (simulated chain) and topped up into the balance.
 */
export const registerMember = async (name: string, opts: { readonly abey?: number } = {}): Promise<RegisteredMember> => {
  const ops = opsClient()
  const anon = clientWith(null)
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  await anon.identity.sendEmailCode({ query: { email } })
  const list = await ops.staff.outbox({ query: { recipient: email, perPage: 1 } })
  const code = /\b(\d{4})\b/.exec(list.data[0]?.body ?? "")?.[1] ?? ""
  const { token } = await anon.identity.checkEmailCode({ query: { email, code } })
  const r = await anon.identity.register({ body: { token, lang: "en", name, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD } })
  const client = clientWith(r.accessToken)
  await client.wallet.saveLegalInfo({ body: LEGAL })
  if (opts.abey) {
    await ops.ledger.simulateDeposit({ body: { memberId: r.memberId, amount: opts.abey } })
    await client.ledger.topUp({ body: { amount: opts.abey } })
  }
  return { memberId: r.memberId, id: String(r.memberId), password: MEMBER_PASSWORD, token: r.accessToken, client }
}
