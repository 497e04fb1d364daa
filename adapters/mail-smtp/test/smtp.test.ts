import type { AddressInfo } from "node:net"
import { Notifier, type OutgoingMessage } from "@iw/core"
import { NotifierSmtp } from "@iw/mail-smtp"
import { Effect, Layer } from "effect"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

interface Received {
  from: string
  to: Array<string>
  raw: string
}

let server: SMTPServer
let port = 0
const received: Array<Received> = []

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = ""
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")))
      stream.on("end", () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  port = (server.server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const sms: Array<OutgoingMessage> = []
const layer = () =>
  NotifierSmtp({ url: `smtp://127.0.0.1:${port}`, from: "Interworld <no-reply@interworld.test>" }).pipe(
    Layer.provide(Layer.succeed(Notifier)({ send: (m) => Effect.sync(() => void sms.push(m)) }))
  )
const send = (m: OutgoingMessage) => Effect.runPromise(Effect.provide(Notifier.use((n) => n.send(m)), layer()))

const decode = (raw: string) => {
  // The body may be quoted-printable or base64; the test decodes the common forms.
  const qp = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)))
  return Buffer.from(qp, "latin1").toString("utf8")
}

describe("SMTP e-mail adapter (nodemailer) against a local SMTP server", () => {
  it("delivers a code e-mail rendered in the recipient's language", async () => {
    await send({ channel: "email", to: "member@example.com", template: "verification-code", params: { code: "4821", minutes: 10 }, lang: "en" })
    const mail = received.at(-1)!
    expect(mail.to).toEqual(["member@example.com"])
    expect(mail.from).toBe("no-reply@interworld.test")
    expect(mail.raw).toMatch(/Subject: Your Interworld verification code/)
    expect(decode(mail.raw)).toContain("4821")
  })

  it("sends SMS to the fallback transport, not to SMTP", async () => {
    const before = received.length
    await send({ channel: "sms", to: "8613812345678", template: "verification-code", params: { code: "1111", minutes: 10 }, lang: "cn" })
    expect(received.length).toBe(before)
    expect(sms.at(-1)).toMatchObject({ to: "8613812345678", channel: "sms" })
  })

  it("a refused delivery is a failure the caller sees, not a silent loss", async () => {
    const down = NotifierSmtp({ url: "smtp://127.0.0.1:1", from: "x@y.z" }).pipe(Layer.provide(Layer.succeed(Notifier)({ send: () => Effect.void })))
    const exit = await Effect.runPromiseExit(Effect.provide(Notifier.use((n) => n.send({ channel: "email", to: "a@b.co", template: "verification-code", params: { code: "1", minutes: 1 }, lang: "en" })), down))
    expect(exit._tag).toBe("Failure")
  })
})
