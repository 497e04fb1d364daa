// The build's prerender (issue 18 §8), after `vite build` and `vite build --ssr src/prerender.tsx`: writes
// dist/prerendered/<page>.<lang>.html (the landing and the log-in, six languages each), which the server sends for
// `/{lang}` and `/{lang}/login`. Each is the built index.html with the page drawn inside #root, its stylesheets linked, and the app's script taken out
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
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index)
if (!entry) throw new Error("prerender: no module script in dist/index.html")
const preloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])
/** The built index.html with the app's script out of the critical path (boot.js) and the page's stylesheets linked. */
const headFor = (module) => {
  const css = [...new Set(cssOf(module))].filter((href) => !index.includes(`/${href}"`))
  if (css.length === 0) throw new Error(`prerender: no stylesheet found for ${module} in the manifest`)
  return index
    .replace(entry[0], `<script src="/boot.js" data-app="${entry[1]}" data-preload="${preloads.join(" ")}"></script>`)
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
    .replace("</head>", `${css.map((href) => `  <link rel="stylesheet" href="/${href}">\n`).join("")}  </head>`)
}

const { renderPage, PRERENDERED } = await import(pathToFileURL(join(SSR, "prerender.js")).href)
mkdirSync(join(DIST, "prerendered"), { recursive: true })
for (const { rest, name, module } of PRERENDERED) {
  const head = headFor(module)
  for (const lang of LANGS) {
    const { html, htmlLang } = await renderPage(lang, rest)
    if (/<script/i.test(html)) throw new Error(`prerender /${lang}${rest}: the markup carries a script (the CSP allows none inline)`)
    if (!/data-cst-year="\d{4}"/.test(html)) throw new Error(`prerender /${lang}${rest}: no footer year for the server to fill in`)
    const page = head
      .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`)
      .replace('<div id="root"></div>', `<div id="root"><div data-prerendered>${html}</div></div>`)
    writeFileSync(join(DIST, "prerendered", `${name}.${lang}.html`), page)
  }
}
rmSync(SSR, { recursive: true, force: true })
console.log(`prerendered ${PRERENDERED.map((p) => p.name).join(", ")} in ${LANGS.length} languages (dist/prerendered)`)
