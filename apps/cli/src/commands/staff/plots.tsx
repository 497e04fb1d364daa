import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { LandSchemas, cstDays } from "@iw/contracts"
import { ApiError } from "@iw/contracts/client"
import { Heading, Notice, Sections } from "../../components/Heading"
import { KeyValue } from "../../components/KeyValue"
import { Table } from "../../components/Table"
import type { Cell } from "../../components/cell"
import { type CommandContext, action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { decodeInput } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"
import { orNone } from "./views"

type Client = ReturnType<CommandContext["client"]>
type SalesReport = Awaited<ReturnType<Client["land"]["sales"]>>
type DistrictList = Awaited<ReturnType<Client["land"]["staffDistricts"]>>
type ReservedAreaList = Awaited<ReturnType<Client["land"]["staffReservedAreas"]>>
type StaffPlot = Awaited<ReturnType<Client["land"]["staffPlot"]>>
type Area = { x0: number; y0: number; x1: number; y1: number }

const KINDS = LandSchemas.PlotKind.literals
const ACTIONS = LandSchemas.AreaAction.literals
const AREA_OPTIONS = { x0: "--x0", y0: "--y0", x1: "--x1", y1: "--y1" } as const
/** The contract's field names as the options a person typed, for the server's 422 answers. */
const FIELD_NAMES: Record<string, string> = { ...AREA_OPTIONS, area: "--x0 --y0 --x1 --y1", level: "--level", price: "--price", kind: "--kind", "district.name": "--district", name: "--name" }

/** A coordinate typed on the command line: a whole number, possibly negative. */
const parseCoordinate = (raw: string | undefined, name: string, t: Translate): number => {
  const s = (raw ?? "").trim()
  const n = Number(s)
  if (!/^-?\d+$/.test(s) || !Number.isSafeInteger(n)) throw new CliError(t("cli.plots.errors.badCoordinate", { name, value: raw ?? "" }))
  return n
}

/** `x,y` (spaces allowed after the comma), as `plots show 12,34` takes it. */
const parsePoint = (raw: string, t: Translate): { x: number; y: number } => {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(raw)
  if (!m) throw new CliError(t("cli.plots.errors.badPoint", { value: raw }))
  return { x: Number(m[1]), y: Number(m[2]) }
}

/** The four corners from --x0 --y0 --x1 --y1, in order, so that a person may give any two opposite corners. */
const parseArea = (opts: Record<string, string | undefined>, t: Translate): Area => {
  const [x0, y0, x1, y1] = (["x0", "y0", "x1", "y1"] as const).map((k) => parseCoordinate(opts[k], AREA_OPTIONS[k], t))
  return { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) }
}

const areaText = (a: Area) => `${a.x0},${a.y0} – ${a.x1},${a.y1}`
const cellCount = (a: Area) => (a.x1 - a.x0 + 1) * (a.y1 - a.y0 + 1)

/** A positive whole number typed as an id (`plots unreserve 3`, `plots district edit 3`). */
const parseId = (raw: string | undefined, name: string, t: Translate): number => {
  const s = (raw ?? "").trim()
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) throw new CliError(t("cli.plots.errors.badId", { name, value: raw ?? "" }))
  return Number(s)
}

/** A time as the product shows it (spec §9 Displayed times: CST, the one definition in contracts/src/cst.ts). */

const STATE_COLOR: Record<string, string> = { available: "green", reserved: "yellow", unavailable: "gray", temporarily_unavailable: "gray", none: "gray" }
const stateCell = (state: string, t: Translate): Cell => ({ text: t(`cli.plots.states.${state}`), color: STATE_COLOR[state] ?? "cyan" })

/** `plots show x,y`: everything staff need about one plot (GET staff/plot-registration/plot). */
function PlotView({ detail, t }: { detail: StaffPlot; t: Translate }) {
  const { plot, district, owner, activation, mint, reservedAreas } = detail
  const activationText = !activation
    ? t("cli.plots.activation.none")
    : activation.activeNow
      ? t("cli.plots.activation.activeUntil", { date: formatTime(activation.expiresAt) })
      : t("cli.plots.activation.expired", { date: formatTime(activation.expiresAt) })
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.plots.headingPlot", { x: plot.x, y: plot.y })}</Heading>
      <KeyValue
        entries={[
          [t("cli.plots.fields.state"), stateCell(plot.status, t)],
          [t("cli.plots.fields.kind"), t(`cli.plots.kinds.${plot.kind}`)],
          [t("cli.plots.fields.level"), plot.kind === "land" ? String(plot.level) : "—"],
          [t("cli.plots.fields.price"), { text: `${plot.price.decimal} ABEY`, bold: true }],
          [t("cli.plots.fields.name"), orNone(plot.name, t)],
          [t("cli.plots.fields.district"), district ? `${district.name} (#${district.id})` : "—"],
          [t("cli.plots.fields.owner"), owner === null ? "—" : owner.name ? `${owner.id} · ${owner.name}` : String(owner.id)],
          [t("cli.plots.fields.purchased"), plot.purchaseDate ? formatTime(plot.purchaseDate) : "—"],
          [t("cli.plots.fields.activation"), { text: activationText, color: activation?.activeNow ? "green" : undefined }],
          [t("cli.plots.fields.minted"), mint ? t("cli.plots.mintedTo", { address: mint.address, date: formatTime(mint.mintedAt) }) : plot.minted ? t("cli.plots.yes") : t("cli.plots.no")],
          [t("cli.plots.fields.reservedAreas"), reservedAreas.length === 0 ? "—" : reservedAreas.map((a) => `${a.name} (#${a.id})`).join(", ")]
        ]}
      />
    </Box>
  )
}

function SalesView({ report, t }: { report: SalesReport; t: Translate }) {
  const days = report.days.filter((d) => d.count > 0)
  return (
    <Sections>
      <Box flexDirection="column">
        <Heading note={`${formatTime(report.from).slice(0, 10)} – ${formatTime(report.to).slice(0, 10)}`}>{t("cli.plots.headingSales")}</Heading>
        <KeyValue
          entries={[
            [t("cli.plots.fields.sold"), String(report.count)],
            [t("cli.plots.fields.amount"), { text: `${report.amount.decimal} ABEY`, bold: true }],
            [t("cli.plots.fields.buyers"), String(report.buyers)]
          ]}
        />
      </Box>
      {days.length === 0 ? (
        <Text dimColor>{t("cli.plots.noSales")}</Text>
      ) : (
        <Table
          rows={days}
          columns={[
            { title: t("cli.plots.columns.day"), cell: (d) => d.day },
            { title: t("cli.plots.columns.sold"), cell: (d) => String(d.count) },
            { title: t("cli.plots.columns.amount"), cell: (d) => `${d.amount.decimal} ABEY` }
          ]}
        />
      )}
      {report.byLevel.length > 0 ? (
        <Table
          rows={report.byLevel}
          columns={[
            { title: t("cli.plots.columns.level"), cell: (l) => String(l.level) },
            { title: t("cli.plots.columns.sold"), cell: (l) => String(l.count) },
            { title: t("cli.plots.columns.amount"), cell: (l) => `${l.amount.decimal} ABEY` }
          ]}
        />
      ) : null}
    </Sections>
  )
}

const count = (n: number) => n.toLocaleString("en-US")

function DistrictsView({ list, t }: { list: DistrictList; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading note={t("cli.plots.countNote", { count: list.data.length })}>{t("cli.plots.headingDistricts")}</Heading>
      {list.data.length === 0 ? (
        <Text dimColor>{t("cli.plots.noDistricts")}</Text>
      ) : (
        <Table
          rows={list.data}
          columns={[
            { title: t("cli.columns.id"), cell: (d) => String(d.id) },
            { title: t("cli.columns.name"), cell: (d) => ({ text: d.name, bold: true }), maxWidth: 32 },
            { title: t("cli.plots.columns.area"), cell: (d) => areaText(d) },
            { title: t("cli.plots.columns.plots"), cell: (d) => count(d.plots) },
            { title: t("cli.plots.columns.available"), cell: (d) => ({ text: count(d.available), color: d.available > 0 ? "green" : "gray" }) },
            { title: t("cli.plots.columns.thumbnail"), cell: (d) => orNone(d.thumbnail, t) }
          ]}
        />
      )}
    </Box>
  )
}

function ReservedAreasView({ list, t }: { list: ReservedAreaList; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading note={t("cli.plots.countNote", { count: list.data.length })}>{t("cli.plots.headingReserved")}</Heading>
      {list.data.length === 0 ? (
        <Text dimColor>{t("cli.plots.noReserved")}</Text>
      ) : (
        <Table
          rows={list.data}
          columns={[
            { title: t("cli.columns.id"), cell: (a) => String(a.id) },
            { title: t("cli.columns.name"), cell: (a) => ({ text: a.name, bold: true }), maxWidth: 32 },
            { title: t("cli.plots.columns.area"), cell: (a) => areaText(a) },
            { title: t("cli.plots.columns.plots"), cell: (a) => count(a.plots) },
            { title: t("cli.plots.columns.reservedAt"), cell: (a) => formatTime(a.createdAt), minWidth: 23 }
          ]}
        />
      )}
    </Box>
  )
}


/** `plots register|reserve|unreserve|suspend|resume|withdraw|release|district edit|district delete|districts|reserved|show|sales`: the land back-office (spec §2 /staff/plot-registration, /staff/statistics/plot-sales). */
export const registerPlots = (program: Command, t: Translate): void => {
  const plots = program.command("plots").description(t("cli.plots.commands.plots"))
  const areaOptions = (c: Command) =>
    c
      .addOption(new Option("--x0 <x>", t("cli.plots.options.x0")).makeOptionMandatory())
      .addOption(new Option("--y0 <y>", t("cli.plots.options.y0")).makeOptionMandatory())
      .addOption(new Option("--x1 <x>", t("cli.plots.options.x1")).makeOptionMandatory())
      .addOption(new Option("--y1 <y>", t("cli.plots.options.y1")).makeOptionMandatory())

  areaOptions(plots.command("register").description(t("cli.plots.commands.register")))
    .addOption(new Option("--level <n>", t("cli.plots.options.level")).makeOptionMandatory())
    .addOption(new Option("--price <abey>", t("cli.plots.options.price")).makeOptionMandatory())
    .addOption(new Option("--kind <kind>", t("cli.plots.options.kind", { kinds: KINDS.join(", ") })).choices(KINDS).default("land"))
    .addOption(new Option("--district <name>", t("cli.plots.options.district")))
    .addOption(new Option("--thumbnail <url>", t("cli.plots.options.thumbnail")))
    .action(
      action<{ x0: string; y0: string; x1: string; y1: string; level: string; price: string; kind: string; district?: string; thumbnail?: string }>(async (ctx, _args, opts) => {
        const area = parseArea(opts, ctx.t)
        const level = opts.level.trim()
        if (!/^[1-4]$/.test(level)) throw new CliError(ctx.t("cli.plots.errors.badLevel", { value: opts.level }))
        const price = opts.price.trim()
        if (!/^\d{1,12}(\.\d{1,8})?$/.test(price)) throw new CliError(ctx.t("cli.plots.errors.badPrice", { value: opts.price }))
        if (opts.thumbnail !== undefined && opts.district === undefined) throw new CliError(ctx.t("cli.plots.errors.thumbnailNeedsDistrict"))
        const district = opts.district === undefined ? undefined : { name: opts.district.trim(), ...(opts.thumbnail ? { thumbnail: opts.thumbnail.trim() } : {}) }
        const body = decodeInput(LandSchemas.RegisterPlotsBody, { area, level: Number(level), price, kind: opts.kind, district }, ctx.lang, FIELD_NAMES)
        const result = await ctx.client().land.register({ body })
        const message =
          result.districtId === null
            ? ctx.t("cli.plots.registered", { count: result.count, area: areaText(area), level, price })
            : ctx.t("cli.plots.registeredDistrict", { count: result.count, area: areaText(area), level, price, name: district?.name ?? "", id: result.districtId })
        emit(ctx.json, { ...result, area, level: Number(level), price, kind: opts.kind }, () => (
          <Sections>
            <Notice>{message}</Notice>
            <Text dimColor>{ctx.t("cli.plots.versionNote", { version: result.version })}</Text>
          </Sections>
        ))
      })
    )

  areaOptions(plots.command("reserve").description(t("cli.plots.commands.reserve")))
    .addOption(new Option("--name <name>", t("cli.plots.options.name")).makeOptionMandatory())
    .action(
      action<{ x0: string; y0: string; x1: string; y1: string; name: string }>(async (ctx, _args, opts) => {
        const area = parseArea(opts, ctx.t)
        if (opts.name.trim() === "") throw new CliError(ctx.t("cli.plots.errors.nameRequired"))
        const body = decodeInput(LandSchemas.ReserveAreaBody, { area, name: opts.name.trim() }, ctx.lang, FIELD_NAMES)
        const result = await ctx.client().land.reserve({ body })
        emit(ctx.json, result, () => (
          <Sections>
            <Notice>{ctx.t("cli.plots.reserved", { name: result.area.name, id: result.area.id, area: areaText(result.area), count: result.count, cells: cellCount(result.area) })}</Notice>
            <Text dimColor>{ctx.t("cli.plots.versionNote", { version: result.version })}</Text>
          </Sections>
        ))
      })
    )

  plots
    .command("unreserve")
    .description(t("cli.plots.commands.unreserve"))
    .argument("<id>", t("cli.plots.args.reservedId"))
    .action(
      action(async (ctx, [raw]) => {
        const id = parseId(raw, "<id>", ctx.t)
        const result = await ctx.client().land.unreserve({ params: { id } })
        emit(ctx.json, result, () => (
          <Sections>
            <Notice>{ctx.t("cli.plots.unreserved", { name: result.area.name, id: result.area.id, area: areaText(result.area), count: result.count })}</Notice>
            <Text dimColor>{ctx.t("cli.plots.versionNote", { version: result.version })}</Text>
          </Sections>
        ))
      })
    )

  for (const act of ACTIONS) {
    areaOptions(plots.command(act).description(t(`cli.plots.commands.${act}`))).action(
      action<{ x0: string; y0: string; x1: string; y1: string }>(async (ctx, _args, opts) => {
        const area = parseArea(opts, ctx.t)
        const body = decodeInput(LandSchemas.AreaAvailabilityBody, { area, action: act }, ctx.lang, FIELD_NAMES)
        const result = await ctx.client().land.availability({ body })
        emit(ctx.json, { ...result, area }, () => (
          <Sections>
            <Notice>{ctx.t("cli.plots.availabilityDone", { action: ctx.t(`cli.plots.actions.${act}`), count: result.count, unchanged: result.unchanged, area: areaText(area) })}</Notice>
            <Text dimColor>{ctx.t("cli.plots.versionNote", { version: result.version })}</Text>
          </Sections>
        ))
      })
    )
  }

  const district = plots.command("district").description(t("cli.plots.commands.district"))
  district
    .command("edit")
    .description(t("cli.plots.commands.districtEdit"))
    .argument("<id>", t("cli.plots.args.districtId"))
    .addOption(new Option("--name <name>", t("cli.plots.options.districtName")))
    .addOption(new Option("--thumbnail <url>", t("cli.plots.options.districtThumbnail")))
    .addOption(new Option("--no-thumbnail", t("cli.plots.options.noThumbnail")))
    .action(
      action<{ name?: string; thumbnail?: string | false }>(async (ctx, [raw], opts) => {
        const id = parseId(raw, "<id>", ctx.t)
        // --thumbnail <url> gives a string, --no-thumbnail false, neither leaves it undefined (keep the thumbnail).
        const thumbnail = typeof opts.thumbnail === "string" ? opts.thumbnail.trim() : opts.thumbnail === false ? null : undefined
        if (opts.name === undefined && thumbnail === undefined) throw new CliError(ctx.t("cli.plots.errors.editNothing"))
        if (opts.name !== undefined && opts.name.trim() === "") throw new CliError(ctx.t("cli.plots.errors.nameRequired"))
        const body = decodeInput(LandSchemas.EditDistrictBody, { ...(opts.name !== undefined ? { name: opts.name.trim() } : {}), ...(thumbnail !== undefined ? { thumbnail } : {}) }, ctx.lang, { name: "--name", thumbnail: "--thumbnail" })
        const d = await ctx.client().land.editDistrict({ params: { id }, body })
        emit(ctx.json, d, () => <Notice>{ctx.t("cli.plots.districtEdited", { id: d.id, name: d.name, thumbnail: d.thumbnail ?? "—" })}</Notice>)
      })
    )
  district
    .command("delete")
    .description(t("cli.plots.commands.districtDelete"))
    .argument("<id>", t("cli.plots.args.districtId"))
    .action(
      action(async (ctx, [raw]) => {
        const id = parseId(raw, "<id>", ctx.t)
        const result = await ctx.client().land.deleteDistrict({ params: { id } })
        emit(ctx.json, result, () => <Notice>{ctx.t("cli.plots.districtDeleted", { id: result.id, name: result.name, plots: result.plots })}</Notice>)
      })
    )

  plots
    .command("districts")
    .description(t("cli.plots.commands.districts"))
    .action(
      action(async (ctx) => {
        const list = await ctx.client().land.staffDistricts()
        emit(ctx.json, list, () => <DistrictsView list={list} t={ctx.t} />)
      })
    )

  plots
    .command("reserved")
    .description(t("cli.plots.commands.reservedAreas"))
    .action(
      action(async (ctx) => {
        const list = await ctx.client().land.staffReservedAreas()
        emit(ctx.json, list, () => <ReservedAreasView list={list} t={ctx.t} />)
      })
    )

  plots
    .command("show")
    .description(t("cli.plots.commands.show"))
    .argument("<x,y>", t("cli.plots.args.point"))
    .action(
      action(async (ctx, [raw]) => {
        const { x, y } = parsePoint(raw ?? "", ctx.t)
        const detail = await ctx
          .client()
          .land.staffPlot({ query: { x, y } })
          .catch((e: unknown) => {
            throw e instanceof ApiError && e.status === 404 ? new CliError(ctx.t("cli.plots.errors.noPlot", { x, y })) : e
          })
        emit(ctx.json, detail, () => <PlotView detail={detail} t={ctx.t} />)
      })
    )

  plots
    .command("sales")
    .description(t("cli.plots.commands.sales"))
    .addOption(new Option("--from <date>", t("cli.plots.options.from")))
    .addOption(new Option("--to <date>", t("cli.plots.options.to")))
    .action(
      action<{ from?: string; to?: string }>(async (ctx, _args, opts) => {
        for (const [name, v] of [["--from", opts.from], ["--to", opts.to]] as const) {
          if (v !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(v.trim())) throw new CliError(ctx.t("cli.plots.errors.badDate", { name, value: v }))
        }
        // CST calendar days (spec §9): from the first day's 00:00 to the end of the last.
        const days = { from: opts.from === undefined ? undefined : cstDays(opts.from, opts.from)?.from, to: opts.to === undefined ? undefined : cstDays(opts.to, opts.to)?.to }
        const query = decodeInput(LandSchemas.SalesQuery, days, ctx.lang, { from: "--from", to: "--to" })
        const report = await ctx.client().land.sales({ query })
        emit(ctx.json, report, () => <SalesView report={report} t={ctx.t} />)
      })
    )
}
