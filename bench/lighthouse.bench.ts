import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import lighthouse from "lighthouse"
import { freePort, startBuiltProduct } from "../tests/support/built-product"
import { chromium } from "playwright-core"

/**
 * `npm run bench:lighthouse` (issue 18 §8): Lighthouse's mobile run with its default throttling in Debian's Chromium
 * against the built product (`npm run build` first), on the landing page, the log-in page and a signed-in member's
 * map. Prints each page's category scores, LCP, TBT, CLS, the compressed script requested before the page's first paint
 * (on the observed timeline) and all it loaded, and the load average; docs/benchmarks.md keeps them.
 * `LH_URL` points it at a running product instead of starting one.
 */
const ROOT = resolve(new URL(".", import.meta.url).pathname, "..")
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/**
 * Lighthouse slows the CPU 4× to stand for a phone on a fast desktop (benchmarkIndex ~1000–2000); on a machine that is
 * itself slow or shared its docs calibrate the multiplier down. `LH_CPU_SLOWDOWN=1` does that; the default is Lighthouse's.
 */
const CPU_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined

const startProduct = async (): Promise<{ url: string; stop: () => Promise<void> }> =>
  process.env.LH_URL ? { url: process.env.LH_URL, stop: async () => undefined } : startBuiltProduct()

interface Row {
  readonly page: string
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly seo: number
  readonly lcpMs: number
  readonly cls: number
  readonly scriptKb: number
  /** Compressed script requested before the first contentful paint (observed): what the page waited for to paint. */
  readonly beforePaintKb: number
  readonly totalBlockingMs: number
  /** Lighthouse's measure of the machine's speed at the time (about 1000+ on a quiet desktop; lower is slower). */
  readonly benchmarkIndex: number
}

const main = async () => {
  const product = await startProduct()
  const debugPort = await freePort()
  const profile = mkdtempSync(join(tmpdir(), "iw-lh-chromium-"))
  const browser = spawn(CHROMIUM, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" })
  await new Promise((r) => setTimeout(r, 1500))
  const rows: Array<Row> = []
  try {
    const audit = async (page: string, path: string, signedIn: boolean) => {
      const result = await lighthouse(`${product.url}${path}`, {
        port: debugPort,
        output: "json",
        logLevel: "error",
        disableStorageReset: signedIn,
        ...(CPU_SLOWDOWN === undefined ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } as never })
      })
      const lhr = result!.lhr
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
      const network = lhr.audits["network-requests"]?.details as
        | { items?: Array<{ resourceType?: string; transferSize?: number; rendererStartTime?: number }>; debugData?: { networkStartTimeTs?: number } }
        | undefined
      const requests = network?.items ?? []
      const observed = (lhr.audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaintTs?: number }> } | undefined)?.items?.[0]
      // The first paint on the observed (unthrottled) timeline, in ms after the first request, as the requests' times are.
      const paintAt = ((observed?.observedFirstContentfulPaintTs ?? 0) - (network?.debugData?.networkStartTimeTs ?? 0)) / 1000
      const kb = (rs: typeof requests) => Math.round(rs.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024)
      rows.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        scriptKb: kb(requests),
        beforePaintKb: kb(requests.filter((r) => (r.rendererStartTime ?? Infinity) < paintAt)),
        totalBlockingMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0)
      })
    }
    await audit("landing `/en`", "/en", false)
    await audit("log-in `/en/login`", "/en/login", false)
    // A member signs in through the page itself; Lighthouse then keeps the browser's storage (the session).
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`)
    const page = await cdp.contexts()[0]!.newPage()
    await page.goto(`${product.url}/en/login`)
    await page.getByTestId("login-username").fill("100001")
    await page.getByTestId("login-password").fill("Demo#2026pass")
    await page.getByTestId("login-submit").click()
    await page.waitForURL((u) => !u.pathname.endsWith("/login"))
    await page.evaluate(() => window.localStorage.setItem("iw.prompts", "done"))
    await page.close()
    await audit("signed-in map `/en`", "/en", true)
  } finally {
    // Chromium writes its profile until it has exited: removing it before then failed the run (ENOTEMPTY) and lost the table.
    const exited = new Promise((r) => (browser.exitCode !== null ? r(undefined) : browser.once("exit", r)))
    browser.kill("SIGTERM")
    await exited
    await product.stop()
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
  console.log(`CPU slowdown: ${CPU_SLOWDOWN ?? "4 (Lighthouse's default)"}`)
  console.log(`load average: ${loadavg().map((l) => l.toFixed(1)).join(", ")}; Lighthouse benchmarkIndex per page: ${rows.map((r) => r.benchmarkIndex).join(", ")}`)
  console.log("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | script before first paint | script in all (compressed) |")
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.totalBlockingMs} ms | ${r.cls} | ${r.beforePaintKb} kB | ${r.scriptKb} kB |`
    )
}

await main()
