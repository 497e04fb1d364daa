// Records the landing hero's background video (spec §1) from the animated world drawing (IsoWorldCanvas), in Debian's
// Chromium: `npm run build` first, then `npm run render:hero-video`. Writes apps/web/public/assets-static/video/
// hero.webm (VP9) and hero-poster.jpg, its first frame (`POSTER_ONLY=1` redraws the poster from the existing video). The landing page plays the video and falls back to the live drawing, so the
// recording is made with the video request refused.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { extname, join, resolve } from "node:path"
import { chromium } from "playwright-core"

const ROOT = resolve(import.meta.dirname, "..")
const DIST = join(ROOT, "apps/web/dist")
const OUT = join(ROOT, "apps/web/public/assets-static/video")
const SECONDS = Number(process.env.SECONDS ?? 14)
const BITS_PER_SECOND = Number(process.env.BITS ?? 700_000)
const SIZE = { width: 1280, height: 720 }

if (!existsSync(join(DIST, "index.html"))) {
  console.error("apps/web/dist is missing: run `npm run build` first.")
  process.exit(1)
}

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".woff2": "font/woff2" }
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)
  const file = join(DIST, path)
  const found = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile() ? file : join(DIST, "index.html")
  if (path.startsWith("/api/")) {
    res.writeHead(404, { "content-type": "application/json" }).end('{"code":"NOT_FOUND"}')
    return
  }
  res.writeHead(200, { "content-type": TYPES[extname(found)] ?? "application/octet-stream" })
  createReadStream(found).pipe(res)
})
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "iw-hero-")), {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  viewport: SIZE,
  deviceScaleFactor: 1,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
})
/**
 * The poster is the video's first frame, drawn from the file (not a screenshot of the page, which caught the hero's words
 * over the drawing): the landing paints it first, and the video that follows starts from the same picture (issue 18 §8).
 */
const writePoster = async () => {
  const page = await context.newPage()
  await page.goto(`${url}/assets-static/video/`)
  const dataUrl = await page.evaluate(async (src) => {
    const video = document.createElement("video")
    video.muted = true
    video.src = src
    await new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve()
      video.onerror = () => reject(new Error("the video does not play"))
    })
    const canvas = document.createElement("canvas")
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    canvas.getContext("2d")!.drawImage(video, 0, 0)
    return canvas.toDataURL("image/jpeg", 0.6)
  }, `${url}/assets-static/video/hero.webm`)
  await page.close()
  writeFileSync(join(OUT, "hero-poster.jpg"), Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"))
}

try {
  if (process.env.POSTER_ONLY === "1") {
    await writePoster()
    console.log(`hero-poster.jpg written to ${OUT} from the first frame of hero.webm`)
  } else await record()
} finally {
  await context.close()
  server.close()
}

async function record() {
  const page = context.pages()[0] ?? (await context.newPage())
  await page.route("**/assets-static/video/**", (route) => route.abort())
  // MediaRecorder writes no duration into the file; fix-webm-duration adds it, so the browser can loop the video.
  await page.addInitScript({ path: createRequire(import.meta.url).resolve("fix-webm-duration") })
  await page.goto(`${url}/en`)
  const canvas = page.locator("canvas.iw-hero__media")
  await canvas.waitFor()
  await page.waitForTimeout(1500)
  mkdirSync(OUT, { recursive: true })
  const base64 = await page.evaluate(
    async ({ seconds, bits }) => {
      const el = document.querySelector("canvas.iw-hero__media") as HTMLCanvasElement
      const stream = el.captureStream(30)
      const type = MediaRecorder.isTypeSupported("video/webm;codecs=vp9") ? "video/webm;codecs=vp9" : "video/webm"
      const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: bits })
      const parts: Array<Blob> = []
      recorder.ondataavailable = (e) => e.data.size > 0 && parts.push(e.data)
      const done = new Promise<void>((r) => (recorder.onstop = () => r()))
      const started = performance.now()
      recorder.start(1000)
      await new Promise((r) => setTimeout(r, seconds * 1000))
      recorder.stop()
      await done
      const fix = (window as unknown as { ysFixWebmDuration: (b: Blob, ms: number, o: { logger: false }) => Promise<Blob> }).ysFixWebmDuration
      const fixed = await fix(new Blob(parts, { type }), performance.now() - started, { logger: false })
      const bytes = new Uint8Array(await fixed.arrayBuffer())
      let text = ""
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(text)
    },
    { seconds: SECONDS, bits: BITS_PER_SECOND }
  )
  const video = Buffer.from(base64, "base64")
  writeFileSync(join(OUT, "hero.webm"), video)
  await writePoster()
  console.log(`hero.webm: ${SECONDS} s, ${(video.length / 1024).toFixed(0)} kB; hero-poster.jpg written to ${OUT}`)
}
