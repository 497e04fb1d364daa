import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type CellValue, compareValues, csvField, nextSort, sortRows, toCsv } from "../src/table"

/** Exact decimal strings as the API sends amounts: an optional minus, digits, an optional fraction. */
const decimal = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.nat(8)).map(([neg, minor, scale]) => {
  const digits = minor.toString().padStart(scale + 1, "0")
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  return neg && minor !== 0n ? `-${text}` : text
})
/** The exact value of such a string, scaled to 8 decimals, for checking the order. */
const minorOf = (d: string): bigint => {
  const [i, f = ""] = d.replace("-", "").split(".")
  const v = BigInt(i + f.padEnd(8, "0"))
  return d.startsWith("-") ? -v : v
}

/** A small RFC 4180 reader, to check that what toCsv writes reads back as the same cells. */
const readCsv = (text: string): Array<Array<string>> => {
  const rows: Array<Array<string>> = [[]]
  let cell = ""
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++
      else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ",") rows[rows.length - 1]!.push(cell), (cell = "")
    else if (c === "\r" && text[i + 1] === "\n") rows[rows.length - 1]!.push(cell), (cell = ""), rows.push([]), i++
    else cell += c
  }
  rows.pop()
  return rows
}

describe("DataTable's order", () => {
  it("orders exact decimal strings by amount, never through floating point", () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const want = minorOf(a) < minorOf(b) ? -1 : minorOf(a) > minorOf(b) ? 1 : 0
        expect(Math.sign(compareValues(a, b))).toBe(want)
      })
    )
    // 0.1 + 0.2 would not survive a float; 10 comes after 9.
    expect(compareValues("100000000000000000.00000001", "100000000000000000")).toBe(1)
    expect(compareValues("file 10", "file 9")).toBeGreaterThan(0)
  })

  it("sorts stably: a permutation of the rows, ordered by the column, equal values in their first order, missing values last", () => {
    const row = fc.record({ id: fc.nat(), v: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }) })
    fc.assert(
      fc.property(fc.uniqueArray(row, { maxLength: 30, selector: (r) => r.id }), fc.constantFrom("ascending" as const, "descending" as const), (rows, direction) => {
        const sorted = sortRows(rows, (r) => r.v, direction)
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...rows].sort((a, b) => a.id - b.id))
        const present = sorted.filter((r) => r.v !== null)
        expect(sorted.slice(present.length).every((r) => r.v === null)).toBe(true)
        for (let i = 1; i < present.length; i++) {
          const [p, q] = [present[i - 1]!, present[i]!]
          const d = direction === "ascending" ? q.v! - p.v! : p.v! - q.v!
          expect(d).toBeGreaterThanOrEqual(0)
          if (d === 0) expect(rows.indexOf(p)).toBeLessThan(rows.indexOf(q))
        }
      })
    )
    const rows = [{ v: 2 }, { v: 1 }]
    expect(sortRows(rows, undefined, "ascending")).toBe(rows)
  })

  it("cycles a header through ascending, descending and the server's order", () => {
    expect(nextSort(null, "a")).toEqual({ column: "a", direction: "ascending" })
    expect(nextSort({ column: "a", direction: "ascending" }, "a")).toEqual({ column: "a", direction: "descending" })
    expect(nextSort({ column: "a", direction: "descending" }, "a")).toBeNull()
    expect(nextSort({ column: "a", direction: "descending" }, "b")).toEqual({ column: "b", direction: "ascending" })
  })
})

describe("DataTable's CSV export", () => {
  it("reads back as the same cells, whatever they hold (commas, quotes, line breaks, other scripts)", () => {
    const text = fc.string({ unit: "grapheme", maxLength: 20 }).filter((s) => !/^[=+\-@\t\r]/.test(s))
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), fc.array(fc.array(text, { minLength: 4, maxLength: 4 }), { maxLength: 5 }), (header, rows) => {
        const cells = rows.map((r) => r.slice(0, header.length))
        const csv = toCsv(header, cells)
        expect(csv.startsWith("\uFEFF")).toBe(true)
        expect(readCsv(csv.slice(1))).toEqual([header, ...cells])
      })
    )
  })

  it("keeps spreadsheet formulas from running, but not negative numbers; dates are CST", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)")
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvField("-12.50")).toBe("-12.50")
    expect(csvField(-3)).toBe("-3")
    expect(csvField(null)).toBe("")
    expect(csvField(new Date("2026-01-02T06:30:00Z"))).toBe("2026-01-02 00:30 CST")
    const values: ReadonlyArray<CellValue> = [1n, true, undefined]
    expect(values.map(csvField)).toEqual(["1", "true", ""])
  })
})
