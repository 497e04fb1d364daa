import type { Config } from "./config"
import { DEMO_MEMBER, DEMO_STAFF } from "./seed"

/**
 * What `npm start` prints. Demo passwords are printed only for the one-command demo on the embedded database: a
 * server on DATABASE_URL (seeded only with SEED_DEMO=true) names the demo accounts but leaves their passwords to the
 * README, so they do not land in a shared log.
 */
export const bannerLines = (config: Config, server: { readonly url: string; readonly demoMemberId: number | null }): ReadonlyArray<string> => {
  const lines = [
    "",
    `Interworld is running at ${server.url}`,
    `  member site   ${server.url}/en`,
    `  back-office   ${server.url}/staff`,
    `  API           ${server.url}/api/openapi.json`,
    `  health        ${server.url}/api/health`,
    `  database      ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.pgliteDir}`}`,
    `  mail          ${config.mail.transport === "smtp" ? "SMTP" : "outbox (read it with: npm run cli -- outbox)"}`
  ]
  if (server.demoMemberId === null) return lines
  const embedded = config.databaseUrl === null
  const password = (p: string) => (embedded ? `password ${p.padEnd(18)}` : "password (README)".padEnd(27))
  return [
    ...lines,
    "",
    embedded ? "Demo accounts:" : "Demo accounts (SEED_DEMO=true; passwords in the README, not printed outside the embedded demo):",
    `  member  id ${server.demoMemberId}  ${password(DEMO_MEMBER.password)}(log in at ${server.url}/en/login)`,
    ...DEMO_STAFF.map((s) => `  staff   ${s.email.padEnd(26)} ${password(s.password)} role ${s.roles.join(", ")}`)
  ]
}
