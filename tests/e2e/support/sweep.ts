import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"

/**
 * One page's checks for the browser sweep (issue 18 "Done means"): axe-core with no serious or critical violation,
 * no horizontal overflow on a phone, no console warning or error, and every time shown in CST.
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** The phone width of the spec's layout checks (issue 18: 375 px). */
export const PHONE = { width: 375, height: 812 } as const
export const WIDE = { width: 1400, height: 900 } as const

/** Collects the page's console warnings and errors (CSP violations are console errors) and uncaught errors. */
export const listen = (page: Page): Array<string> => {
  const noise: Array<string> = []
  page.on("console", (m) => {
    // Chromium's own GPU driver chatter under software WebGL is not the product's.
    if (m.text().includes("GL Driver Message")) return
    // The sweep signs the one demo member in from several browsers at once (the language runs go side by side), more
    // than a member's 8 beats a minute allow: the tracker refusing the extra beats (429, dropped by design) is expected.
    if (m.text().includes("status of 429") && m.location().url.includes("/api/member/common/tracker")) return
    if (m.type() === "warning" || m.type() === "error") noise.push(`console.${m.type()}: ${m.text()}`)
  })
  page.on("pageerror", (e) => noise.push(`pageerror: ${e.message}`))
  return noise
}

/** Waits until the page has settled: no request for a moment, no loading indicator, fonts ready. */
export const settle = async (page: Page) => {
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined)
  // The prerendered landing (issue 18 §8) is checked once the app has taken it over.
  await page.waitForFunction(() => document.querySelector("[data-prerendered]") === null, null, { timeout: 15_000 }).catch(() => undefined)
  await page
    .waitForFunction(() => document.querySelector("[aria-busy=true], .iw-loadstate--loading, .iw-spinner") === null, null, { timeout: 10_000 })
    .catch(() => undefined)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

interface AxeResult {
  readonly violations: ReadonlyArray<{ readonly id: string; readonly impact: string | null; readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<unknown>; readonly failureSummary?: string }> }>
}

/**
 * The axe rules whose outcome depends on the words of a language: names that must contain the visible text, names
 * that a missing translation leaves empty, the page's language and title. The rest (contrast, roles, structure) come
 * from the markup and the styles, which every language shares, so English checks them.
 */
export const LANGUAGE_RULES = [
  "label-content-name-mismatch",
  "button-name",
  "link-name",
  "label",
  "image-alt",
  "aria-command-name",
  "aria-input-field-name",
  "select-name",
  "document-title",
  "html-has-lang",
  "html-lang-valid",
  "valid-lang"
] as const

/** Which checks a page gets: all of them, or those a language can change (`LANGUAGE_RULES`, overflow, CST, console). */
export type SweepScope = "all" | "language"

/** axe-core's serious and critical violations, with label-in-name (WCAG 2.5.3, an axe "experimental" rule) switched on. */
export const axeViolations = async (page: Page, scope: SweepScope = "all"): Promise<Array<string>> => {
  await page.evaluate(AXE)
  const result = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }).axe.run(document, {
        ...(only ? { runOnly: { type: "rule", values: only } } : {}),
        rules: { "label-content-name-mismatch": { enabled: true } },
        resultTypes: ["violations"]
      }),
    scope === "language" ? [...LANGUAGE_RULES] : null
  )
  return (result as AxeResult).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `axe ${v.id} (${v.impact}) on ${v.nodes.length} node(s): ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(" ")}`)
}

/** What sticks out to the right of the viewport (the page scrolls sideways), by the widest elements. */
export const overflow = (page: Page): Promise<Array<string>> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    const culprits = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((e) => e.getBoundingClientRect().right > width + 1 && e.getClientRects().length > 0)
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === "string" ? `.${e.className.split(" ").join(".")}` : ""}`)
    return [`overflow: ${document.documentElement.scrollWidth}px wide at ${width}px (${culprits.join(", ")})`]
  })

/**
 * Times shown are CST (spec §9): any visible text with a clock time (`14:05`) says "CST" in the same element or its
 * parent, and nothing speaks of UTC days.
 */
export const nonCstTimes = (page: Page): Promise<Array<string>> =>
  page.evaluate(() => {
    const found: Array<string> = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? ""
      const el = n.parentElement
      if (!el || el.closest("script,style,input,textarea,[contenteditable=true],[data-not-a-time]")) continue
      if (el.getClientRects().length === 0) continue
      if (/\bUTC\b(?![−-]6)/.test(text)) found.push(`UTC shown: "${text.trim().slice(0, 80)}"`)
      if (!/(?<![\d:])\d{1,2}:\d{2}(?![\d:]?\d)/.test(text)) continue
      const around = `${el.textContent ?? ""} ${el.parentElement?.textContent ?? ""}`
      if (!around.includes("CST")) found.push(`time without CST: "${text.trim().slice(0, 80)}"`)
    }
    return found
  })

/** Every check of one page, as a list of findings labelled with where they were found. */
export const checkPage = async (
  page: Page,
  where: string,
  noise: Array<string>,
  opts: { readonly phone: boolean; readonly scope?: SweepScope }
): Promise<Array<string>> => {
  await settle(page)
  const found = [...(await axeViolations(page, opts.scope)), ...(await nonCstTimes(page)), ...(opts.phone ? await overflow(page) : []), ...noise.splice(0)]
  return found.map((f) => `${where}: ${f}`)
}
