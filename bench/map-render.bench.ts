import { mkdtempSync, writeFileSync } from "node:fs"
import { cpus, totalmem, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { build } from "esbuild"
import { chromium } from "playwright-core"

/**
 * Client benchmark (issue 4 §7): time to the first full paint of a 166,464-plot world (408 × 408, The Sandbox's
 * size) in headless Chromium, the map's batched renderer against a naive one pixi Graphics per plot, in the same
 * run. Each mode runs in a fresh page, alternating, RUNS times; the table gives medians.
 *
 *   npx tsx bench/map-render.bench.ts            (RUNS=5 SIDE=408 to change)
 */
const RUNS = Number(process.env.RUNS ?? 5)
const SIDE = Number(process.env.SIDE ?? 408)
const root = resolve(new URL(".", import.meta.url).pathname, "..")
const dir = mkdtempSync(join(tmpdir(), "iw-map-bench-"))

type Result = { mode: string; plots: number; firstPaint: number; nextFrame: number; renderer: string; heapMb: number | null; error?: string }

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

const main = async () => {
  await build({
    entryPoints: [join(root, "bench/map-render/page.ts")],
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    outfile: join(dir, "page.js"),
    logLevel: "error",
    define: { "process.env.NODE_ENV": '"production"' }
  })
  writeFileSync(join(dir, "index.html"), `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#000"><script src="./page.js"></script>`)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--enable-precise-memory-info"]
  })
  const results: Record<string, Array<Result>> = { batched: [], naive: [] }
  for (let i = 0; i < RUNS; i++) {
    for (const mode of i % 2 === 0 ? ["batched", "naive"] : ["naive", "batched"]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      if (process.env.VERBOSE) page.on("console", (m) => process.stderr.write(`  ${mode}: ${m.text()}\n`))
      await page.goto(`file://${dir}/index.html?mode=${mode}&side=${SIDE}`)
      await page.waitForFunction(() => window.__result !== undefined, null, { timeout: 600_000 })
      const r = (await page.evaluate(() => window.__result)) as Result
      if (r.error) throw new Error(`${mode}: ${r.error}`)
      results[mode]!.push(r)
      process.stderr.write(`${mode} run ${i + 1}: first paint ${r.firstPaint.toFixed(0)} ms, next frame ${r.nextFrame.toFixed(1)} ms (${r.renderer})\n`)
      await context.close()
    }
  }
  await browser.close()
  const row = (mode: string) => {
    const rs = results[mode]!
    return { first: median(rs.map((r) => r.firstPaint)), next: median(rs.map((r) => r.nextFrame)), heap: median(rs.map((r) => r.heapMb ?? 0)), renderer: rs[0]!.renderer, plots: rs[0]!.plots }
  }
  const b = row("batched")
  const n = row("naive")
  const cpu = cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "?"
  console.log(`\n${new Date().toISOString().slice(0, 10)} · \`npx tsx bench/map-render.bench.ts\` · ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium headless (--disable-gpu: ${b.renderer})\n`)
  console.log(`| renderer (${b.plots.toLocaleString("en")} plots, median of ${RUNS}) | first full paint ms | next frame after a pan ms | JS heap MB |`)
  console.log("|---|---:|---:|---:|")
  console.log(`| batched: one texture, one pixel per plot (apps/web map-renderer.ts) | ${b.first.toFixed(0)} | ${b.next.toFixed(1)} | ${b.heap} |`)
  console.log(`| naive: one pixi Graphics per plot | ${n.first.toFixed(0)} | ${n.next.toFixed(1)} | ${n.heap} |`)
  console.log(`\nFirst paint: batched is ${(n.first / b.first).toFixed(1)}× faster (goal ≥ 10×). Next frame: ${(n.next / b.next).toFixed(1)}× faster.`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
