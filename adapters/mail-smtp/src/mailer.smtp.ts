import { renderMessage } from "@iw/contracts/i18n"
import { Notifier } from "@iw/core"
import { Effect, Layer } from "effect"
import nodemailer from "nodemailer"

export interface SmtpSettings {
  /** e.g. `smtp://user:pass@mail.example.com:587` or `smtps://…:465`. */
  readonly url: string
  readonly from: string
}

/**
 * Sends e-mail through an SMTP server with nodemailer. SMS has no SMTP form, so SMS goes to `smsFallback`
 * (the outbox). A send failure is a defect: the caller's unit of work rolls back and the member can retry.
 */
export const NotifierSmtp = (settings: SmtpSettings) =>
  Layer.effect(
    Notifier,
    Effect.gen(function* () {
      const sms = yield* Notifier
      const transport = nodemailer.createTransport(settings.url)
      return {
        send: (m) =>
          m.channel === "sms"
            ? sms.send(m)
            : Effect.promise(async () => {
                const { subject, body } = renderMessage(m.template, m.params, m.lang)
                await transport.sendMail({ from: settings.from, to: m.to, subject, text: body })
              })
      }
    })
  )
