// Takes a screenshot of a page in Debian's Chromium: node scripts/screenshot.mjs <url> <out.png> [width] [height] [localStorageJSON]
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"

const [url, out, width = "1400", height = "900", storage] = process.argv.slice(2)
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [localStorageJSON]")
  process.exit(2)
}
// A fresh profile directory each run (playwright takes it as userDataDir rather than as a flag).
const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "iw-shot-")), {
  executablePath: "/usr/bin/chromium",
  headless: true,
  viewport: { width: Number(width), height: Number(height) },
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
})
const page = await browser.newPage()
page.on("pageerror", (e) => console.error("pageerror:", e.message))
page.on("console", (m) => m.type() === "error" && console.error("console:", m.text()))
if (storage) {
  await page.goto(new URL(url).origin + "/en/about")
  await page.evaluate((s) => Object.entries(JSON.parse(s)).forEach(([k, v]) => localStorage.setItem(k, String(v))), storage)
}
await page.goto(url, { waitUntil: "networkidle" })
await page.waitForTimeout(500)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
console.log(out)
