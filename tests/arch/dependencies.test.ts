import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

/**
 * The dependency directions of conventions.md, checked on every import of every source file
 * (the role dependency-cruiser plays in Sairyss/domain-driven-hexagon):
 *   core → effect only; contracts → effect only; adapters → core, contracts (and the database executor);
 *   the React apps → contracts, the shared UI and core's pure domain subpath (`@iw/core/domain`), never the rest of
 *   core or server adapters; apps → everything else.
 * Inside the core: one area uses another only through that area's index.ts, and areas form no cycle.
 */
const ROOT = resolve(__dirname, "../..")

const filesUnder = (dir: string): Array<string> => {
  let out: Array<string> = []
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist") continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out = out.concat(filesUnder(path))
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(path)
  }
  return out
}

const importsOf = (file: string): Array<string> => {
  const text = readFileSync(file, "utf8")
  const found: Array<string> = []
  const re = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm
  for (const m of text.matchAll(re)) found.push(m[1] ?? m[2] ?? m[3])
  return found
}

const packageOf = (spec: string) => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0])

interface Rule {
  readonly name: string
  readonly dirs: ReadonlyArray<string>
  readonly allowed: (pkg: string, spec: string) => boolean
}

/** Every adapter package, read from each adapter folder's package.json, so a new adapter is covered without editing this file. */
const SERVER_ADAPTERS = readdirSync(join(ROOT, "adapters")).map(
  (a) => (JSON.parse(readFileSync(join(ROOT, "adapters", a, "package.json"), "utf8")) as { name: string }).name
)

/** What the browser apps may take from the workspace: the contracts (with the client) and the shared UI kit. */
const BROWSER_WORKSPACE = ["@iw/contracts", "@iw/ui"]
/** The one door into core for the browser: its pure rules (core/src/domain.ts), not the root nor a deep path. */
const CORE_DOMAIN = "@iw/core/domain"

const rules: ReadonlyArray<Rule> = [
  { name: "core imports effect only", dirs: ["core/src"], allowed: (pkg) => pkg === "effect" },
  { name: "contracts import effect only", dirs: ["contracts/src"], allowed: (pkg) => pkg === "effect" },
  {
    name: "adapters import core, contracts, the database executor and libraries, never apps",
    dirs: readdirSync(join(ROOT, "adapters")).map((a) => `adapters/${a}/src`),
    allowed: (pkg) => !pkg.startsWith("@iw/") || ["@iw/core", "@iw/contracts", "@iw/postgres"].includes(pkg)
  },
  {
    name: "the React apps import contracts, shared UI and core's domain subpath, never the rest of core, server adapters or Node",
    dirs: ["apps/web/src", "apps/staff-web/src", "apps/ui/src"],
    allowed: (pkg, spec) => !pkg.startsWith("node:") && (!pkg.startsWith("@iw/") || BROWSER_WORKSPACE.includes(pkg) || spec === CORE_DOMAIN)
  },
  {
    name: "the CLI goes through the client or use-cases, not server adapters or the API's insides",
    dirs: ["apps/cli/src"],
    allowed: (pkg) => !pkg.startsWith("@iw/") || ["@iw/contracts", "@iw/core"].includes(pkg)
  }
]

/**
 * Core areas (conventions.md): a file of an area imports another area only through that area's index.ts (its public
 * face); the kernel is no area but the floor every area stands on, so its modules (all public) may be imported
 * directly, and it imports no area. Imports are paths relative to core/src, without the extension.
 */
const CORE = join(ROOT, "core/src")
interface CoreImport {
  readonly file: string
  readonly target: string
}

const coreImports = (): ReadonlyArray<CoreImport> =>
  filesUnder(CORE).flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => ({ file: relative(CORE, file), target: relative(CORE, resolve(dirname(file), spec)).replace(/\.ts$/, "") }))
  )

/** The area a path under core/src belongs to; null for core/src/index.ts, which only gathers the faces. */
const areaOf = (path: string): string | null => (path.includes("/") ? path.split("/")[0] : null)

const crossAreaViolations = (imports: ReadonlyArray<CoreImport>): ReadonlyArray<string> =>
  imports.flatMap(({ file, target }) => {
    const mine = areaOf(file)
    const theirs = areaOf(target) ?? target
    if (mine === null || theirs === mine) return []
    if (mine === "kernel") return [`${file} (kernel) imports the area ${theirs}: ${target}`]
    if (theirs === "kernel" || target === `${theirs}/index` || target === theirs) return []
    return [`${file} reaches into ${theirs} past its index.ts: ${target}`]
  })

/** Every cycle of the area graph (area A imports area B), each as `a → b → … → a`, found once. */
const areaCycles = (imports: ReadonlyArray<CoreImport>): ReadonlyArray<string> => {
  const edges = new Map<string, Set<string>>()
  for (const { file, target } of imports) {
    const a = areaOf(file)
    const b = areaOf(target) ?? target
    if (a !== null && a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b))
  }
  const cycles = new Set<string>()
  const walk = (path: ReadonlyArray<string>) => {
    for (const next of edges.get(path[path.length - 1]) ?? []) {
      const at = path.indexOf(next)
      if (at >= 0) {
        const loop = path.slice(at)
        const start = loop.indexOf([...loop].sort()[0])
        const canonical = [...loop.slice(start), ...loop.slice(0, start)]
        cycles.add([...canonical, canonical[0]].join(" → "))
      } else walk([...path, next])
    }
  }
  for (const area of edges.keys()) walk([area])
  return [...cycles].sort()
}

describe("core areas have a public face (conventions.md)", () => {
  it("one area imports another only through that area's index.ts, and the kernel imports no area", () => {
    expect(crossAreaViolations(coreImports())).toEqual([])
  })

  it("areas form no cycle", () => {
    expect(areaCycles(coreImports())).toEqual([])
  })

  it("the checks see the core's imports and fail on a violation (a check that cannot fail is a defect)", () => {
    const real = coreImports()
    expect(real).toContainEqual({ file: "land/use-cases/buy-plots.use-case.ts", target: "ledger/index" })
    expect(real).toContainEqual({ file: "land/use-cases/buy-plots.use-case.ts", target: "kernel/ports/clock.port" })
    // A deep import into another area, and the kernel reaching up into an area, are both caught; a face is not.
    expect(
      crossAreaViolations([
        { file: "land/use-cases/buy-plots.use-case.ts", target: "ledger/index" },
        { file: "land/use-cases/buy-plots.use-case.ts", target: "kernel/ports/clock.port" },
        { file: "land/use-cases/buy-plots.use-case.ts", target: "land/ports/plot.repository.port" },
        { file: "land/use-cases/buy-plots.use-case.ts", target: "ledger/ports/ledger.repository.port" },
        { file: "kernel/permissions.ts", target: "staff/index" }
      ])
    ).toEqual([
      "land/use-cases/buy-plots.use-case.ts reaches into ledger past its index.ts: ledger/ports/ledger.repository.port",
      "kernel/permissions.ts (kernel) imports the area staff: staff/index"
    ])
    // The ledger asking land for something back would close land → ledger → land; three areas close a longer loop.
    expect(areaCycles([...real, { file: "ledger/use-cases/post-transfer.ts", target: "land/index" }])).toContain("land → ledger → land")
    expect(
      areaCycles([
        { file: "a/x.ts", target: "b/index" },
        { file: "b/y.ts", target: "c/index" },
        { file: "c/z.ts", target: "a/index" }
      ])
    ).toEqual(["a → b → c → a"])
  })
})

describe("dependency directions (conventions.md)", () => {
  for (const rule of rules) {
    it(rule.name, () => {
      const violations: Array<string> = []
      for (const dir of rule.dirs) {
        const abs = join(ROOT, dir)
        let files: Array<string> = []
        try {
          files = filesUnder(abs)
        } catch {
          continue
        }
        const pkgRoot = dirname(abs)
        for (const file of files) {
          for (const spec of importsOf(file)) {
            if (spec.startsWith(".")) {
              const target = resolve(dirname(file), spec)
              if (!target.startsWith(pkgRoot + "/")) violations.push(`${relative(ROOT, file)} reaches outside its package: ${spec}`)
              continue
            }
            if (!rule.allowed(packageOf(spec), spec)) violations.push(`${relative(ROOT, file)} imports ${spec}`)
          }
        }
      }
      expect(violations).toEqual([])
    })
  }

  /**
   * bulletproof-react: features do not import each other; the app composes them. The shell (the page frame) and the
   * member home are composition points and may open the map and the top-up dialog; nothing else crosses.
   */
  const COMPOSERS: Record<string, ReadonlyArray<string>> = { shell: ["map", "balances"], landing: ["map"] }
  it("features of a React app do not import each other, but for the named composition points", () => {
    const violations: Array<string> = []
    for (const app of ["apps/web/src", "apps/staff-web/src"]) {
      const features = join(ROOT, app, "features")
      for (const file of filesUnder(features)) {
        const mine = relative(features, file).split("/")[0]
        for (const spec of importsOf(file)) {
          if (!spec.startsWith(".")) continue
          const target = resolve(dirname(file), spec)
          if (!target.startsWith(features + "/")) continue
          const theirs = relative(features, target).split("/")[0]
          if (theirs !== mine && !(COMPOSERS[mine] ?? []).includes(theirs)) violations.push(`${relative(ROOT, file)} imports feature ${theirs}`)
        }
      }
    }
    expect(violations).toEqual([])
  })

  it("the checker sees imports (a check that cannot fail is a defect)", () => {
    expect(importsOf(join(ROOT, "core/src/kernel/errors.ts"))).toContain("effect")
    expect(importsOf(join(ROOT, "apps/web/src/app/routes.tsx"))).toContain("react-router")
    expect(SERVER_ADAPTERS).toEqual(expect.arrayContaining(["@iw/postgres", "@iw/files-local", "@iw/html-sanitize", "@iw/chain-sim"]))
    const browser = rules.find((r) => r.name.startsWith("the React apps"))!
    expect(browser.allowed("@iw/files-local", "@iw/files-local")).toBe(false)
    expect(browser.allowed("node:fs", "node:fs")).toBe(false)
    expect(browser.allowed("@iw/contracts", "@iw/contracts/client")).toBe(true)
    // The browser's door into core is the domain subpath alone: not the root, not a deep path.
    expect(browser.allowed("@iw/core", "@iw/core/domain")).toBe(true)
    expect(browser.allowed("@iw/core", "@iw/core")).toBe(false)
    expect(browser.allowed("@iw/core", "@iw/core/src/land/domain/plot")).toBe(false)
  })
})

/** The file a relative import names (`./x` is `./x.ts` or `./x/index.ts`). */
const resolveModule = (from: string, spec: string): string => {
  const base = resolve(dirname(from), spec)
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), base]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  throw new Error(`${relative(ROOT, from)}: cannot resolve ${spec}`)
}

/** Every module `entry` reaches through relative imports, itself included (type-only imports too). */
/** Imports that bring code along: `import type` / `export type` lines are erased by the compiler and pull nothing into a bundle. */
const valueImportsOf = (file: string): Array<string> => {
  const typeOnly = new Set<string>()
  for (const m of readFileSync(file, "utf8").matchAll(/^\s*(?:import|export)\s+type\s[^'"`;]*?from\s*["']([^"']+)["']/gm)) typeOnly.add(m[1])
  return importsOf(file).filter((spec) => !typeOnly.has(spec))
}

const reachable = (entry: string): Array<string> => {
  const seen = new Set<string>([entry])
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const spec of valueImportsOf(file)) {
      if (!spec.startsWith(".")) continue
      const target = resolveModule(file, spec)
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return [...seen]
}

/** What the modules `entry` reaches import from outside themselves: any package, Effect included. */
const packageImports = (entry: string): Array<string> =>
  reachable(entry).flatMap((file) => valueImportsOf(file).filter((spec) => !spec.startsWith(".")).map((spec) => `${relative(ROOT, file)} imports ${spec}`))

const DOMAIN_ENTRY = join(ROOT, "core/src/domain.ts")
/** The kernel basics the domain rules use: amounts, field errors, languages, paging and time, all plain functions and data. */
const KERNEL_BASICS = ["amount", "field-errors", "lang", "paging", "roles", "time"].map((m) => `core/src/kernel/${m}.ts`)
/**
 * Domain files that compose other areas' faces (and so their Effect services) and serve the server alone: the member
 * profile is assembled from identity, ledger and wallet, and the browser reads it as the `GET member` answer.
 */
const SERVER_ONLY_DOMAIN = ["core/src/profile/domain/member-profile.ts"]
const isDomainFile = (file: string) => /^core\/src\/[^/]+\/domain\/[^/]+\.ts$/.test(relative(ROOT, file))

describe("core's domain subpath (@iw/core/domain), the browser's one door into core", () => {
  it("is exported by core's package.json", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "core/package.json"), "utf8")) as { exports: Record<string, string> }
    expect(pkg.exports["./domain"]).toBe("./src/domain.ts")
  })

  it("reaches only pure modules: domain files and kernel basics that import no package, Effect included", () => {
    expect(packageImports(DOMAIN_ENTRY)).toEqual([])
    const others = reachable(DOMAIN_ENTRY).filter((f) => f !== DOMAIN_ENTRY && !isDomainFile(f) && !KERNEL_BASICS.includes(relative(ROOT, f)))
    expect(others.map((f) => relative(ROOT, f))).toEqual([])
  })

  it("holds every area's domain files, so a new rule is the browser's too", () => {
    const areas = readdirSync(join(ROOT, "core/src")).filter((a) => existsSync(join(ROOT, "core/src", a, "domain")))
    const all = areas.flatMap((a) => filesUnder(join(ROOT, "core/src", a, "domain")))
    const held = new Set(reachable(DOMAIN_ENTRY))
    expect(all.filter((f) => !held.has(f)).map((f) => relative(ROOT, f)).filter((f) => !SERVER_ONLY_DOMAIN.includes(f))).toEqual([])
    expect(all.length).toBeGreaterThan(20)
  })

  it("the purity check sees Effect, ports and use-cases (a check that cannot fail is a defect)", () => {
    expect(packageImports(join(ROOT, "core/src/kernel/errors.ts"))).toContain("core/src/kernel/errors.ts imports effect")
    const useCase = join(ROOT, "core/src/land/use-cases/activate-plot.use-case.ts")
    expect(packageImports(useCase).some((line) => line.endsWith("imports effect"))).toBe(true)
    expect(reachable(useCase).some((f) => !isDomainFile(f) && !KERNEL_BASICS.includes(relative(ROOT, f)))).toBe(true)
    expect(isDomainFile(join(ROOT, "core/src/land/domain/plot.ts"))).toBe(true)
  })
})
