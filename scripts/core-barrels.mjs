// Regenerates core/src/<area>/index.ts: every module of an area, re-exported (run after adding a use-case or port).
import { readdirSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

const src = new URL("../core/src/", import.meta.url).pathname
const walk = (dir) => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]))
const areas = readdirSync(src).filter((n) => statSync(join(src, n)).isDirectory()).sort()
for (const area of areas) {
  const files = walk(join(src, area)).filter((f) => f.endsWith(".ts") && !f.endsWith("/index.ts")).map((f) => relative(join(src, area), f)).sort()
  writeFileSync(join(src, area, "index.ts"), files.map((f) => `export * from "./${f.replace(/\.ts$/, "")}"`).join("\n") + "\n")
}
writeFileSync(join(src, "index.ts"), areas.map((a) => `export * from "./${a}/index"`).join("\n") + "\n")
console.log(`core barrels: ${areas.join(", ")}`)
