import { renderMessage } from "@iw/contracts/i18n"
import { Notifier, OutboxReader } from "@iw/core"
import { Clock } from "@iw/core"
import { Db, query } from "@iw/postgres"
import { Effect, Layer } from "effect"

/**
 * The default SMS and e-mail transport: every message is rendered in its language and stored in the
 * `outbox_messages` table, inside the caller's unit of work. Nothing leaves the machine; `cli outbox` reads it.
 */
export const NotifierOutbox = Layer.effect(
  Notifier,
  Effect.gen(function* () {
    const db = yield* Db
    const clock = yield* Clock
    return {
      send: (m) =>
        Effect.gen(function* () {
          const { subject, body } = renderMessage(m.template, m.params, m.lang)
          const now = yield* clock.now
          yield* query(db, (x) =>
            x
              .insertInto("outbox_messages")
              .values({ channel: m.channel, recipient: m.to.toLowerCase(), subject: m.channel === "email" ? subject : null, body, template: m.template, created_at: now })
              .execute()
          )
        })
    }
  })
)

export const OutboxReaderKysely = Layer.effect(
  OutboxReader,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      list: (q) =>
        query(db, async (x) => {
          let base = x.selectFrom("outbox_messages")
          if (q.recipient) base = base.where("recipient", "=", q.recipient)
          const [rows, count] = await Promise.all([
            base.select(["id", "channel", "recipient", "subject", "body", "template", "created_at"]).orderBy("id", "desc").limit(q.limit).offset(q.offset).execute(),
            base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
          ])
          return {
            total: Number(count.n),
            rows: rows.map((r) => ({
              id: Number(r.id),
              channel: r.channel as "sms" | "email",
              recipient: r.recipient,
              subject: r.subject,
              body: r.body,
              template: r.template,
              createdAt: r.created_at
            }))
          }
        })
    }
  })
)
