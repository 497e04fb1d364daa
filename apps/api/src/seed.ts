import { chmodSync, mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Clock, MemberRepository, PasswordHasher, StaffRepository, type StaffRole, startSession } from "@iw/core"
import { Effect } from "effect"

/** The demo accounts `npm start` creates on an empty database, printed at start (README "Demo accounts"). */
export const DEMO_MEMBER = { email: "demo@interworld.local", password: "Demo#2026pass", name: "Demo Member" } as const
export const DEMO_STAFF: ReadonlyArray<{ email: string; password: string; roles: ReadonlyArray<StaffRole>; name: string }> = [
  { email: "admin@interworld.local", password: "Admin#2026pass", roles: ["admin"], name: "Ada Admin" },
  { email: "support@interworld.local", password: "Support#2026pass", roles: ["back-office"], name: "Sam Support" },
  { email: "models@interworld.local", password: "Models#2026pass", roles: ["3d-models"], name: "Mo Models" }
]

/** The built-in account the terminal CLI acts as; its token lives in the data folder, readable only by its owner. */
export const OPS_EMAIL = "ops@interworld.local"

/** Creates the demo member and one staff account per role, if they do not exist. Answers the demo member's id. */
export const seedDemoAccounts = Effect.gen(function* () {
  const now = yield* Clock.use((c) => c.now)
  const hasher = yield* PasswordHasher
  const members = yield* MemberRepository
  const existing = yield* members.findByEmail(DEMO_MEMBER.email)
  const member =
    existing ??
    (yield* members
      .create({
        firstName: DEMO_MEMBER.name,
        lastName: "",
        email: DEMO_MEMBER.email,
        phone: null,
        phoneCountry: null,
        lang: "en",
        referrerId: null,
        hearAboutUs: "",
        passwordHash: yield* hasher.hash(DEMO_MEMBER.password),
        openDate: now,
        createdAt: now
      })
      .pipe(Effect.orDie))
  const staff = yield* StaffRepository
  for (const s of DEMO_STAFF) {
    if ((yield* staff.findByEmail(s.email)) !== null) continue
    const [firstName, lastName] = s.name.split(" ")
    yield* staff.create({ email: s.email, firstName, lastName, roles: s.roles, passwordHash: yield* hasher.hash(s.password), createdAt: now })
  }
  return member.id
})

/**
 * Makes sure the ops account exists and writes a fresh 30-day staff token for it to `<dataDir>/ops-token`.
 * The CLI on this machine reads that file, so whoever may read the data folder may run back-office commands.
 */
export const issueOpsToken = (dataDir: string) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const staff = yield* StaffRepository
    let ops = yield* staff.findByEmail(OPS_EMAIL)
    if (ops === null) {
      const password = crypto.randomUUID() + crypto.randomUUID()
      ops = yield* staff.create({
        email: OPS_EMAIL,
        firstName: "Ops",
        lastName: "CLI",
        roles: ["admin"],
        passwordHash: yield* PasswordHasher.use((h) => h.hash(password)),
        createdAt: now
      })
    }
    const { accessToken } = yield* startSession("staff", ops.id, { seconds: 30 * 86400 })
    mkdirSync(dataDir, { recursive: true })
    const file = join(dataDir, "ops-token")
    writeFileSync(file, `${accessToken}\n`, { mode: 0o600 })
    chmodSync(file, 0o600)
    return file
  })

/** The e-mails of demo accounts that exist in the database (a production server refuses to start while any does). */
export const demoAccountsPresent = Effect.gen(function* () {
  const found: Array<string> = []
  if ((yield* MemberRepository.use((m) => m.findByEmail(DEMO_MEMBER.email))) !== null) found.push(DEMO_MEMBER.email)
  for (const s of DEMO_STAFF) if ((yield* StaffRepository.use((r) => r.findByEmail(s.email))) !== null) found.push(s.email)
  return found
})
