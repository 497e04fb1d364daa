import { Notifier, OutboxReader, Transactor } from "@iw/core"
import { Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres } from "../support/database"
import { kyselyEnv } from "../support/ports"
import { identityPortSuites } from "./identity-ports.suite"
import { ledgerModelSuite } from "./ledger-model.suite"

describe(`Kysely adapters on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => identityPortSuites("kysely", kyselyEnv))

describe("outbox adapter", () => {
  let env: Awaited<ReturnType<typeof kyselyEnv>>
  beforeAll(async () => {
    env = await kyselyEnv()
  })
  afterAll(async () => {
    await env?.close()
  })

  it("stores each message rendered in its language, and lists by recipient, newest first", async () => {
    await env.run(Notifier.use((n) => n.send({ channel: "email", to: "Ada@Example.com", template: "verification-code", params: { code: "1234", minutes: 10 }, lang: "en" })))
    await env.run(Notifier.use((n) => n.send({ channel: "sms", to: "8613800000000", template: "verification-code", params: { code: "5678", minutes: 10 }, lang: "en" })))
    const mine = await env.run(OutboxReader.use((o) => o.list({ recipient: "ada@example.com", limit: 10, offset: 0 })))
    expect(mine.total).toBe(1)
    expect(mine.rows[0]).toMatchObject({ channel: "email", subject: "Your Interworld verification code", template: "verification-code" })
    expect(mine.rows[0].body).toContain("1234")
    const all = await env.run(OutboxReader.use((o) => o.list({ limit: 10, offset: 0 })))
    expect(all.rows.map((r) => r.channel)).toEqual(["sms", "email"])
    expect(all.rows[0].subject).toBeNull()
  })

  it("is transactional: a message sent in a unit of work that fails is never stored", async () => {
    const exit = await env.runExit(
      Transactor.use((tx) =>
        tx.transaction(
          Effect.flatMap(
            Notifier.use((n) => n.send({ channel: "email", to: "ghost@example.com", template: "verification-code", params: { code: "0000", minutes: 10 }, lang: "en" })),
            () => Effect.fail("rolled back")
          )
        )
      )
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect((await env.run(OutboxReader.use((o) => o.list({ recipient: "ghost@example.com", limit: 10, offset: 0 })))).total).toBe(0)
  })
})

describe("Kysely ledger", () => ledgerModelSuite("kysely", kyselyEnv, onRealPostgres() ? 30 : 15))
