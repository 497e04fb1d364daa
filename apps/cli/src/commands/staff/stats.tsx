import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { ActivitySchemas } from "@iw/contracts"
import { type LangCode, hasKey, translate } from "@iw/contracts/i18n"
import { Heading } from "../../components/Heading"
import { type Column, Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { decodeInput } from "../../lib/input"
import { emit } from "../../lib/output"

type Client = ReturnType<CommandContext["client"]>
type Row = Record<string, string | number>

/** A code's words in the reader's language when the catalogue has them (`backoffice.transferCodes.*`, `cli.assets.*`), else the code. */
const worded = (lang: LangCode, key: string, code: string) => (hasKey(lang, key) ? translate(lang, key) : code)

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
const csvField = (v: string | number) => (typeof v === "string" && /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v))
/** A CSV document: the header line, then one line per row, CRLF line ends. */
export const toCsv = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  [header, ...rows].map((line) => line.map(csvField).join(",")).join("\r\n") + "\r\n"

/** Each report: how to ask for it and its rows as named columns (the CSV header and the table's). */
const REPORTS = {
  sales: {
    header: ["day", "productId", "product", "purchases", "quantity", "amount", "currency"],
    call: (c: Client, q: { from?: string; to?: string }) => c.activity.sales({ query: q }),
    rows: (r: Awaited<ReturnType<Client["activity"]["sales"]>>): ReadonlyArray<Row> =>
      r.data.map((x) => ({ day: x.day, productId: x.productId, product: x.productName, purchases: x.purchases, quantity: x.quantity, amount: x.amount.decimal, currency: x.currency }))
  },
  revenue: {
    header: ["day", "source", "asset", "transfers", "amount"],
    call: (c: Client, q: { from?: string; to?: string }) => c.activity.revenue({ query: q }),
    rows: (r: Awaited<ReturnType<Client["activity"]["revenue"]>>): ReadonlyArray<Row> =>
      r.data.map((x) => ({ day: x.day, source: x.source, asset: x.asset, transfers: x.transfers, amount: x.amount.decimal }))
  },
  "users-activity": {
    header: ["day", "activeMembers", "seconds", "beats", "boxes"],
    call: (c: Client, q: { from?: string; to?: string }) => c.activity.usersActivity({ query: q }),
    rows: (r: Awaited<ReturnType<Client["activity"]["usersActivity"]>>): ReadonlyArray<Row> =>
      r.data.map((x) => ({ day: x.day, activeMembers: x.activeMembers, seconds: x.seconds, beats: x.beats, boxes: x.boxes }))
  },
  "nft-transfers": {
    header: ["day", "kind", "collection", "count"],
    call: (c: Client, q: { from?: string; to?: string }) => c.activity.nftTransfers({ query: q }),
    rows: (r: Awaited<ReturnType<Client["activity"]["nftTransfers"]>>): ReadonlyArray<Row> => r.data.map((x) => ({ day: x.day, kind: x.kind, collection: x.collection, count: x.count }))
  }
} as const
type ReportName = keyof typeof REPORTS

/** Columns whose values are codes, and the catalogue entry that words each in the table. */
const CODE_WORDS: Readonly<Record<string, (code: string) => string>> = { source: (c) => `backoffice.transferCodes.${c}`, asset: (c) => `cli.assets.${c}`, kind: (c) => `statistics.nft.kinds.${c}` }

function StatsView({ title, period, header, rows, t, lang }: { title: string; period: string; header: ReadonlyArray<string>; rows: ReadonlyArray<Row>; t: Translate; lang: LangCode }) {
  const cell = (k: string, v: string | number) => (CODE_WORDS[k] && typeof v === "string" ? worded(lang, CODE_WORDS[k](v), v) : String(v))
  const columns: ReadonlyArray<Column<Row>> = header.map((k) => ({ title: t(`cli.stats.columns.${k}`), cell: (r) => cell(k, r[k]!) }))
  return (
    <Box flexDirection="column">
      <Heading note={period}>{title}</Heading>
      {rows.length === 0 ? <Text dimColor>{t("cli.messages.empty")}</Text> : <Table columns={columns} rows={rows} />}
    </Box>
  )
}

/**
 * `stats sales|revenue|users-activity|nft-transfers [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]`: the back-office
 * statistics (spec §2 /staff/statistics/…) by CST day, as a table, as CSV (`--csv`, for a spreadsheet) or as JSON.
 */
export const registerStats = (program: Command, t: Translate): void => {
  const stats = program.command("stats").description(t("cli.stats.command"))
  for (const name of Object.keys(REPORTS) as Array<ReportName>) {
    stats
      .command(name)
      .description(t(`cli.stats.reports.${name}`))
      .addOption(new Option("--from <date>", t("cli.stats.fromOption")))
      .addOption(new Option("--to <date>", t("cli.stats.toOption")))
      .addOption(new Option("--csv", t("cli.stats.csvOption")))
      .action(
        action<{ from?: string; to?: string; csv?: boolean }>(async (ctx, _args, opts) => {
          for (const [flag, v] of [["--from", opts.from], ["--to", opts.to]] as const) {
            if (v !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(v.trim())) throw new CliError(ctx.t("cli.stats.badDate", { name: flag, value: v }))
          }
          const query = decodeInput(ActivitySchemas.StatsQuery, { from: opts.from?.trim(), to: opts.to?.trim() }, ctx.lang, { from: "--from", to: "--to" })
          const report = REPORTS[name]
          const answer = await report.call(ctx.client(), query)
          const rows = report.rows(answer as never)
          if (opts.csv) {
            // The header in the reader's language, as the back-office's export; the cells keep their codes.
            process.stdout.write(toCsv(report.header.map((k) => ctx.t(`cli.stats.columns.${k}`)), rows.map((r) => report.header.map((k) => r[k]!))))
            return
          }
          emit(ctx.json, answer, () => <StatsView title={ctx.t(`cli.stats.reports.${name}`)} period={`${answer.from} – ${answer.to} (CST)`} header={report.header} rows={rows} t={ctx.t} lang={ctx.lang} />)
        })
      )
  }
}
