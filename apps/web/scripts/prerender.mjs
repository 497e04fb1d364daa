// The build's prerender of the landing page (issue 18 §8), after `vite build` and `vite build --ssr src/prerender.tsx`:
// writes dist/prerendered/landing.<lang>.html for the six languages, which the server sends for `/{lang}`. Each is the
// built index.html with the landing drawn inside #root, the landing's stylesheets linked, and the app's script taken out
// of the critical path: /boot.js (blocking, about 1 kB) loads it after the page has loaded and painted, or at once for a member.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const WEB = join(dirname(fileURLToPath(import.meta.url)), "..")
const DIST = join(WEB, "dist")
const SSR = join(DIST, ".ssr")
const LANGS = ["en", "cn", "tc", "jp", "kr", "ru"]

// No window while prerendering: an empty local storage (a visitor) and media queries that match nothing.
const memory = () => {
  const m = new Map()
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, String(v)), removeItem: (k) => void m.delete(k), clear: () => m.clear() }
}
globalThis.localStorage ??= memory()
globalThis.sessionStorage ??= memory()
globalThis.window ??= {
  localStorage: globalThis.localStorage,
  sessionStorage: globalThis.sessionStorage,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  matchMedia: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined })
}

const manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8"))
/** The stylesheets a module and everything it imports statically bring (what Vite would link when it loads). */
const cssOf = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return []
  seen.add(key)
  const entry = manifest[key]
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((k) => cssOf(k, seen))]
}
const index = readFileSync(join(DIST, "index.html"), "utf8")
const landingCss = [...new Set(cssOf("src/features/landing/components/LandingPage.tsx"))].filter((href) => !index.includes(`/${href}"`))
if (landingCss.length === 0) throw new Error("prerender: no stylesheet found for the landing page in the manifest")
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index)
if (!entry) throw new Error("prerender: no module script in dist/index.html")
const preloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])
const head = index
  .replace(entry[0], `<script src="/boot.js" data-app="${entry[1]}" data-preload="${preloads.join(" ")}"></script>`)
  .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
  .replace("</head>", `${landingCss.map((href) => `  <link rel="stylesheet" href="/${href}">\n`).join("")}  </head>`)

const { renderLanding } = await import(pathToFileURL(join(SSR, "prerender.js")).href)
mkdirSync(join(DIST, "prerendered"), { recursive: true })
for (const lang of LANGS) {
  const { html, htmlLang } = await renderLanding(lang)
  if (/<script/i.test(html)) throw new Error(`prerender /${lang}: the markup carries a script (the CSP allows none inline)`)
  const page = head
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`)
    .replace('<div id="root"></div>', `<div id="root"><div data-prerendered>${html}</div></div>`)
  writeFileSync(join(DIST, "prerendered", `landing.${lang}.html`), page)
}
rmSync(SSR, { recursive: true, force: true })
console.log(`prerendered the landing page in ${LANGS.length} languages (dist/prerendered)`)
