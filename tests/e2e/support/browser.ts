import { spawnSync } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { type BrowserContext, type Page, chromium } from "playwright-core"
import { inject, onTestFailed } from "vitest"

const ROOT = resolve(__dirname, "../../..")

export const app = () => inject("e2e")

export interface Viewport {
  readonly width: number
  readonly height: number
}

export const DESKTOP: Viewport = { width: 1400, height: 900 }
export const NARROW: Viewport = { width: 1100, height: 800 }
export const MOBILE: Viewport = { width: 390, height: 844 }

/**
 * Debian's Chromium with the flags this machine needs (no network beyond localhost) and a fresh profile
 * directory per browser; playwright takes the directory as userDataDir rather than as a flag. `script: false` opens it
 * with JavaScript off, as a page that must paint from HTML and CSS alone is checked.
 */
export const openPage = async (viewport: Viewport = DESKTOP, options: { readonly script?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: Array<string> }> => {
  const opened = await launch(viewport, options.script ?? true)
  // Opened inside a test: if the test fails, the page as it was is kept in test-results/e2e.
  try {
    onTestFailed(async ({ task }) => {
      // The test may have closed its browser already.
      await shot(opened.page, `failed-${task.name.slice(0, 40).replace(/\W+/g, "-")}`).catch(() => undefined)
    })
  } catch {
    // Outside a test (a hook): nothing to attach the screenshot to.
  }
  return opened
}

const launch = async (viewport: Viewport, script: boolean): Promise<{ context: BrowserContext; page: Page; errors: Array<string> }> => {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "iw-chromium-")), {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    viewport,
    javaScriptEnabled: script,
    locale: "en-US",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  })
  const page = context.pages()[0] ?? (await context.newPage())
  const errors: Array<string> = []
  page.on("pageerror", (e) => errors.push(e.message))
  // A Content-Security-Policy violation is an error of the page too (issue 11 §1.5): every suite that expects no
  // errors also expects none.
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) errors.push(`CSP: ${m.text()}`)
  })
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`))
  })
  return { context, page, errors }
}

export const shot = (page: Page, name: string) => page.screenshot({ path: join(ROOT, "test-results/e2e", `${name}.png`), fullPage: true })

/** The demo accounts `npm start` seeds. */
export const DEMO_MEMBER = { id: "100001", password: "Demo#2026pass" } as const
export const DEMO_STAFF = {
  admin: { email: "admin@interworld.local", password: "Admin#2026pass" },
  support: { email: "support@interworld.local", password: "Support#2026pass" }
} as const

/** Logs a member in, marks the onboarding prompts as seen (the foundation suite covers them) and opens `/en/{path}`. */
export const logInMember = async (page: Page, path: string, member: { readonly id: string; readonly password: string } = DEMO_MEMBER) => {
  await page.goto(`${app().url}/en/login`)
  await page.getByTestId("login-username").fill(member.id)
  await page.getByTestId("login-password").fill(member.password)
  await page.getByTestId("login-submit").click()
  await page.waitForURL((u) => !u.pathname.endsWith("/login"))
  await page.evaluate((key) => window.localStorage.setItem(key, "done"), "iw.prompts")
  await page.goto(`${app().url}/en/${path}`)
}

/** Logs staff in at /staff/login and waits until the back-office has let them past it. */
export const logInStaff = async (page: Page, who: keyof typeof DEMO_STAFF = "admin") => {
  await page.goto(`${app().url}/staff/login`)
  await page.getByTestId("staff-email").fill(DEMO_STAFF[who].email)
  await page.getByTestId("staff-password").fill(DEMO_STAFF[who].password)
  await page.getByTestId("staff-login-submit").click()
  await page.waitForURL((u) => !u.pathname.endsWith("/login"))
}

/** Runs the staff CLI as a user would, and answers its JSON output. */
export const cli = <A = unknown>(...args: Array<string>): A => {
  const r = spawnSync(process.execPath, ["apps/cli/bin/cli.js", ...args, "--url", app().url, "--json"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: app().dataDir },
    encoding: "utf8"
  })
  if (r.status !== 0) throw new Error(`cli ${args.join(" ")} failed: ${r.stderr}`)
  return JSON.parse(r.stdout) as A
}

/** The newest four-digit code sent to a destination, read with `cli outbox`. */
export const codeFromOutbox = (recipient: string): string => {
  const out = cli<{ data: Array<{ body: string }> }>("outbox", "--to", recipient, "--limit", "1")
  const m = /\b(\d{4})\b/.exec(out.data[0]?.body ?? "")
  if (!m) throw new Error(`no code for ${recipient}`)
  return m[1]
}
