export * from "./mailer.smtp"
