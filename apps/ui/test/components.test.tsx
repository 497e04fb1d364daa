import { ApiError } from "@iw/contracts/client"
import { resources } from "@iw/contracts/i18n"
import { renderToStaticMarkup } from "react-dom/server"
import { beforeAll, describe, expect, it } from "vitest"
import ChartDrawing from "../src/components/ChartDrawing"
import { DataTable, FilePicker, LoadState, NewPasswordFields, Pager, createI18n, switchLanguage } from "../src"

/** The kit's components read shared words (`common.*`) from the app's i18next instance: English here. */
beforeAll(async () => {
  await switchLanguage(
    createI18n(async () => resources.en),
    "en"
  )
})

const noop = () => undefined
const html = (node: React.ReactElement) => renderToStaticMarkup(node)
type Row = { readonly id: number; readonly name: string; readonly amount: string }
const rows: ReadonlyArray<Row> = [
  { id: 1, name: "Genesis", amount: "12.5" },
  { id: 2, name: "Harbor", amount: "3" }
]
const columns = [
  { key: "name", header: "Name", rowHeader: true, cell: (r: Row) => r.name, sortBy: (r: Row) => r.name },
  { key: "amount", header: "Amount", className: "num", cell: (r: Row) => r.amount },
  { key: "actions", header: "Actions", headerHidden: true, cell: () => <button type="button">Edit</button> }
]

describe("DataTable", () => {
  it("names the table, scopes its headers, makes sortable headers buttons with aria-sort, and labels cells for stacked rows", () => {
    const out = html(<DataTable rows={rows} rowKey={(r) => r.id} caption="Districts" columns={columns} className="mine" />)
    expect(out).toContain('<table class="iw-table mine">')
    expect(out).toContain('<caption class="iw-visually-hidden">Districts</caption>')
    expect(out).toMatch(/<th scope="col" aria-sort="none"><button type="button" class="iw-table__sort">Name/)
    expect(out).toContain('<th scope="col" class="num">Amount</th>')
    expect(out).toContain('<span class="iw-visually-hidden">Actions</span>')
    expect(out).toContain('<th scope="row" data-label="Name" tabindex="-1">Genesis</th>')
    expect(out).toContain('<td class="num" data-label="Amount">12.5</td>')
    expect(out).toContain('data-label=""')
    expect(out).toContain('aria-live="polite"')
  })

  it("starts in the order it is given, or in `initialSort`, exactly by value", () => {
    const byAmount = [{ ...columns[1]!, sortBy: (r: Row) => r.amount }]
    const asc = html(<DataTable rows={rows} rowKey={(r) => r.id} caption="x" columns={byAmount} initialSort={{ column: "amount", direction: "ascending" }} />)
    expect(asc.indexOf(">3<")).toBeLessThan(asc.indexOf(">12.5<"))
    expect(asc).toContain('aria-sort="ascending"')
    expect(asc).toContain("Sorted by Amount, ascending")
    const given = html(<DataTable rows={rows} rowKey={(r) => r.id} caption="x" columns={byAmount} />)
    expect(given.indexOf(">12.5<")).toBeLessThan(given.indexOf(">3<"))
  })

  it("says what an empty table means, in a row or in place of the table", () => {
    const row = html(<DataTable rows={[]} rowKey={(r: Row) => r.id} caption="x" columns={columns} empty="Nothing yet" />)
    expect(row).toContain('<td colSpan="3" class="iw-table__empty">Nothing yet</td>')
    const block = html(<DataTable rows={[]} rowKey={(r: Row) => r.id} caption="x" columns={columns} emptyAs="block" empty={<p id="e">None</p>} />)
    expect(block.startsWith('<p id="e">None</p>')).toBe(true)
    expect(block).not.toContain("<table")
  })

  it("shows the load's spinner before the first answer, its error with Try again, and offers CSV only with rows and exportable columns", () => {
    const loading = html(<DataTable rows={[]} rowKey={(r: Row) => r.id} caption="x" columns={columns} load={{ status: "loading", data: undefined }} />)
    expect(loading).toContain('role="status"')
    expect(loading).not.toContain("<table")
    const error = new ApiError({ status: 500, code: "SERVER_ERROR", message: "Server Error", endpointId: "x" })
    const failed = html(<DataTable rows={[]} rowKey={(r: Row) => r.id} caption="x" columns={columns} load={{ status: "error", data: undefined, error, reload: noop }} />)
    expect(failed).toContain('role="alert"')
    expect(failed).toContain("Try again")
    expect(html(<DataTable rows={rows} rowKey={(r) => r.id} caption="x" columns={columns} csv="d.csv" />)).toContain("Export CSV")
    expect(html(<DataTable rows={[]} rowKey={(r: Row) => r.id} caption="x" columns={columns} csv="d.csv" />)).not.toContain("Export CSV")
    expect(html(<DataTable rows={rows} rowKey={(r) => r.id} caption="x" columns={[columns[1]!]} csv="d.csv" />)).not.toContain("Export CSV")
  })

  it("wraps the table in a labelled, focusable scroll region when asked, and puts the pager under it", () => {
    const out = html(<DataTable rows={rows} rowKey={(r) => r.id} caption="Districts" columns={columns} region pager={{ page: 2, total: 40, perPage: 15, onPage: noop }} />)
    expect(out).toContain('<div class="iw-table-wrap" tabindex="0" role="region" aria-label="Districts">')
    expect(out).toContain("Page 2 of 3")
  })
})

describe("Pager", () => {
  it("says the page and moves by Previous and Next, disabled at the ends; hides when one page holds everything", () => {
    const out = html(<Pager page={1} total={31} perPage={15} onPage={noop} label="Ticket pages" />)
    expect(out).toContain('aria-label="Ticket pages"')
    expect(out).toContain("Page 1 of 3")
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*data-testid="pager-prev"/)
    expect(out).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="pager-next"/)
    expect(html(<Pager page={1} total={15} perPage={15} onPage={noop} />)).toBe("")
  })

  it("with the range, says which rows show, and shows for a single page too", () => {
    const out = html(<Pager page={2} total={20} perPage={15} to={20} onPage={noop} range />)
    expect(out).toContain("16–20 of 20")
    expect(html(<Pager page={1} total={3} perPage={15} onPage={noop} range />)).toContain("1–3 of 3")
    expect(html(<Pager page={1} total={0} perPage={15} onPage={noop} range />)).toBe("")
  })
})

describe("LoadState and NewPasswordFields", () => {
  it("shows a 404 as what was not found, without Try again, and the data once there is some", () => {
    const error = new ApiError({ status: 404, code: "NOT_FOUND", message: "Not found", endpointId: "x" })
    const out = html(<LoadState load={{ status: "error", data: undefined, error }} notFound="No such event">{() => <p>data</p>}</LoadState>)
    expect(out).toContain("No such event")
    expect(out).not.toContain("Try again")
    expect(html(<LoadState load={{ status: "ok", data: 1 }}>{(n) => <p>{n}</p>}</LoadState>)).toBe("<p>1</p>")
  })

  it("asks for a new password twice, both as new-password for password managers, each with its show/hide toggle", () => {
    const out = html(
      <NewPasswordFields password="" confirmation="" onPassword={noop} onConfirmation={noop} labels={{ password: "Password", confirmation: "Again", hint: "8 or more" }} named className="row" />
    )
    expect(out.match(/autoComplete="new-password"|autocomplete="new-password"/g)).toHaveLength(2)
    expect(out).toContain('name="password"')
    expect(out).toContain('name="password_confirmation"')
    expect(out.match(/aria-label="Show password"/g)).toHaveLength(2)
    expect(out.startsWith('<div class="row">')).toBe(true)
  })
})

describe("FilePicker", () => {
  it("is a labelled drop zone whose one control is the Choose button; chosen files show with sizes and a named remove button; progress shows while uploading", () => {
    const file = new File([new Uint8Array(2048)], "screen.png", { type: "image/png" })
    const out = html(<FilePicker label="Attachments" hint="Up to 5 files" files={[file]} onChange={noop} progress={{ value: 0.5, label: "Upload progress", text: "Uploading… 50%" }} />)
    expect(out).toContain('class="iw-field__label"')
    expect(out).toContain("Attachments")
    expect(out).toMatch(/<button(?=[^>]*class="iw-btn iw-btn--secondary")(?=[^>]*aria-describedby="[^"]+-hint")[^>]*>Choose files<\/button>/)
    // The native input is in the page for the browser's dialog and tests, out of sight and out of the tab order.
    expect(out).toMatch(/<input(?=[^>]*type="file")(?=[^>]*class="iw-visually-hidden")(?=[^>]*tabindex="-1")/)
    expect(out).toContain('aria-label="Remove screen.png"')
    expect(out).toContain('data-testid="upload-progress"')
    expect(out).toContain('role="progressbar"')
  })
})

describe("ChartDrawing", () => {
  const draw = (ys: ReadonlyArray<number>) => {
    const points = ys.map((y, i) => ({ x: i, y }))
    const out = html(
      <ChartDrawing series={[{ name: "Purchases", points }]} kind="bar" xs={points.map((p) => p.x)} xLabelOf={new Map(points.map((p) => [p.x, `d${p.x}`]))} formatY={(v) => String(Math.round(v))} width={640} height={220} labelledBy="t" descId="d" summary="" />
    )
    return [...out.matchAll(/<text x="50"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
  }
  it("labels a count axis with whole numbers, each once, also for an empty period", () => {
    expect(draw([0, 0, 0])).toEqual(["0", "1"])
    expect(draw([0, 2, 1])).toEqual(["0", "1", "2"])
    const many = draw([0, 40, 7])
    expect(new Set(many).size).toBe(many.length)
  })
  it("keeps fractional ticks for amounts with fractions", () => {
    expect(draw([0, 0.5, 1]).length).toBeGreaterThan(2)
  })
})
