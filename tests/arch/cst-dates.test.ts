import { readFileSync, readdirSync, statSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Spec §9 "Displayed times: CST": every date the web apps and the CLI show goes through the one CST formatter
 * (contracts/src/cst.ts, worded for people by apps/ui/src/format.ts and, in the terminal, apps/cli/src/lib/text.ts).
 * A component that formats a date any other way (the browser's zone, its locale format, UTC) fails here.
 */
const ROOT = resolve(__dirname, "../..")
const SCANNED = ["apps/web/src", "apps/staff-web/src", "apps/ui/src", "apps/cli/src"]
/** The formatters themselves. */
const FORMATTERS = new Set(["apps/ui/src/format.ts", "apps/cli/src/lib/text.ts"])

const RULES: ReadonlyArray<{ readonly name: string; readonly pattern: RegExp }> = [
  { name: "Intl.DateTimeFormat (a zone and format of its own)", pattern: /\bIntl\.DateTimeFormat\b/ },
  { name: "Date#toLocale{Date,Time}String (the machine's zone)", pattern: /\.toLocale(Date|Time)String\(/ },
  { name: "Date#to{Date,Time,UTC,GMT}String", pattern: /\.to(Date|Time|UTC|GMT)String\(/ },
  { name: "a date's local fields (getHours, getDate, getFullYear, …)", pattern: /\.get(UTC)?(Hours|Minutes|Seconds|Date|Day|Month|FullYear)\(\)/ },
  { name: "a date turned into text by toLocaleString or toString", pattern: /(new Date\([^)]*\)|\w*(At|Date|date|Time|time))\)?\.to(Locale)?String\(/ },
  { name: "a date library beside the formatter", pattern: /from "(dayjs|date-fns|moment|luxon)/ }
]

/** What in one source file formats a date outside the formatter, line by line. */
export const offences = (source: string): Array<string> =>
  source.split("\n").flatMap((line, i) => RULES.filter((r) => r.pattern.test(line)).map((r) => `${i + 1}: ${r.name}: ${line.trim()}`))

const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })

describe("dates are shown in CST through the one formatter (spec §9)", () => {
  it("no component of web, staff-web, the UI kit or the CLI formats a date another way", () => {
    const found = SCANNED.flatMap((dir) => files(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((path) => !FORMATTERS.has(path))
      .flatMap((path) => offences(readFileSync(join(ROOT, path), "utf8")).map((o) => `${path}:${o}`))
    expect(found).toEqual([])
  })

  it("the scan finds each way of formatting a date that is not the formatter (it can fail)", () => {
    const bad = [
      "const s = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(d)",
      "<td>{new Date(r.at).toLocaleDateString()}</td>",
      "const t = when.toLocaleTimeString()",
      "const u = d.toUTCString()",
      "const y = new Date().getFullYear()",
      "const h = d.getUTCHours()",
      "cell: (r) => r.createdAt.toLocaleString()",
      "`${new Date(x).toString()}`",
      'import dayjs from "dayjs"'
    ]
    for (const line of bad) expect(offences(line), line).toHaveLength(1)
    // Numbers keep their grouping; machine-readable instants stay allowed.
    for (const line of ["count.toLocaleString('en-US')", "<time dateTime={d.toISOString()}>", "formatDateTime(r.createdAt, lang)"]) expect(offences(line), line).toEqual([])
  })
})
