import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { LedgerSchemas } from "@iw/contracts"
import { Heading, Notice, Sections } from "../../components/Heading"
import { KeyValue } from "../../components/KeyValue"
import { PageInfo } from "../../components/PageInfo"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"
import { holding, referenceText, signedAmount } from "./ledger-views"
import { orNone } from "./views"

type Client = ReturnType<CommandContext["client"]>
type BalanceSheet = Awaited<ReturnType<Client["ledger"]["memberBalances"]>>
type History = Awaited<ReturnType<Client["ledger"]["memberHistory"]>>
type Totals = Awaited<ReturnType<Client["ledger"]["totals"]>>

/** Exit code of `ledger totals` when a check fails, so scripts and monitors can tell it from an error (1). */
export const NOT_BALANCED_EXIT = 2

const MATERIALS: Record<string, string> = { "1": "mineral_1", "2": "mineral_2", "3": "mineral_3", "4": "mineral_4", "5": "mineral_5", "6": "wood_6", "7": "wood_7", "8": "wood_8" }

function BalanceView({ sheet, t }: { sheet: BalanceSheet; t: Translate }) {
  const materials = [...Object.entries(sheet.minerals), ...Object.entries(sheet.wood)].map(
    ([id, v]) => [t(`cli.assets.${MATERIALS[id] ?? id}`), v.decimal] as const
  )
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.headings.balances", { id: sheet.memberId })}</Heading>
      <KeyValue
        entries={[
          [t("cli.balances.abey"), { text: sheet.balance.decimal, bold: true }],
          [t("cli.balances.abeyOrdinary"), sheet.balanceOrdinary.decimal],
          [t("cli.balances.abeyBonus"), sheet.balanceBonus.decimal],
          [t("cli.balances.systemWallet"), sheet.systemWallet.decimal],
          [t("cli.assets.itw"), sheet.itw.decimal],
          [t("cli.assets.tickets"), { text: sheet.tickets.decimal, bold: true }],
          [t("cli.balances.ticketsExpiry"), orNone(sheet.ticketsClosestExpiration ? formatTime(sheet.ticketsClosestExpiration) : null, t)],
          [t("cli.assets.ap"), sheet.points.decimal],
          ...materials,
          [t("cli.assets.coins"), sheet.coins.decimal],
          [t("cli.assets.adnet"), sheet.adnetCredits.decimal]
        ]}
      />
    </Box>
  )
}

function HistoryView({ history, memberId, asset, t }: { history: History; memberId: number; asset: string | undefined; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading note={asset}>{t("cli.headings.ledgerHistory", { id: memberId })}</Heading>
      {history.data.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={history.data}
          columns={[
            { title: t("cli.columns.transfer"), cell: (l) => String(l.transferId) },
            { title: t("cli.columns.time"), cell: (l) => formatTime(l.createdAt), minWidth: 23 },
            { title: t("cli.columns.code"), cell: (l) => l.code },
            { title: t("cli.columns.asset"), cell: (l) => holding(l.asset, l.pocket) },
            { title: t("cli.columns.amount"), cell: (l) => signedAmount(l.amount.decimal) },
            { title: t("cli.columns.reference"), cell: (l) => referenceText(l.reference), maxWidth: 30 },
            { title: t("cli.columns.memo"), cell: (l) => orNone(l.memo, t) }
          ]}
        />
      )}
      <PageInfo meta={history.meta} t={t} />
    </Box>
  )
}

function TotalsView({ totals, t }: { totals: Totals; t: Translate }) {
  return (
    <Sections>
      <Box flexDirection="column">
        <Heading>{t("cli.headings.ledgerTotals")}</Heading>
        {totals.totals.length === 0 ? (
          <Text dimColor>{t("cli.messages.empty")}</Text>
        ) : (
          <Table
            rows={totals.totals}
            columns={[
              // The asset's name in the reader's language, with the code staff type in commands (`--asset abey`).
              { title: t("cli.columns.asset"), cell: (x) => `${t(`cli.assets.${x.asset}`)} (${x.asset})` },
              { title: t("cli.columns.issued"), cell: (x) => x.issued.decimal },
              { title: t("cli.columns.accounts"), cell: (x) => String(x.accounts) },
              { title: t("cli.columns.sum"), cell: (x) => (x.sum === "0" ? { text: "0", color: "green" } : { text: x.sum, color: "red", bold: true }) },
              { title: t("cli.columns.negative"), cell: (x) => (x.negative === 0 ? { text: "0", color: "green" } : { text: String(x.negative), color: "red", bold: true }) }
            ]}
          />
        )}
      </Box>
      {totals.balanced ? <Notice>{t("cli.messages.balanced", { assets: totals.totals.length })}</Notice> : <Notice tone="warning">{t("cli.messages.notBalanced")}</Notice>}
    </Sections>
  )
}

/** `ledger balance|history|totals`: a member's balances and movements, and the ledger's own health (issue 3 §5). */
export const registerLedger = (program: Command, t: Translate): void => {
  const ledger = program.command("ledger").description(t("cli.commands.ledger"))

  ledger
    .command("balance")
    .description(t("cli.commands.ledgerBalance"))
    .argument("<member>", t("cli.args.memberId"))
    .action(
      action(async (ctx, [rawId]) => {
        const memberId = parseId(rawId, ctx.t)
        const sheet = await ctx.client().ledger.memberBalances({ params: { memberId } })
        emit(ctx.json, sheet, () => <BalanceView sheet={sheet} t={ctx.t} />)
      })
    )

  ledger
    .command("history")
    .description(t("cli.commands.ledgerHistory"))
    .argument("<member>", t("cli.args.memberId"))
    .addOption(new Option("--asset <asset>", t("cli.options.asset", { assets: LedgerSchemas.Asset.literals.join(", ") })).choices(LedgerSchemas.Asset.literals))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ asset?: string; page?: string }>(async (ctx, [rawId], opts) => {
        const memberId = parseId(rawId, ctx.t)
        const query = decodeInput(LedgerSchemas.LedgerHistoryQuery, { asset: opts.asset, page: positiveOption(opts.page, "--page", ctx.t) }, ctx.lang, {
          asset: "--asset",
          page: "--page"
        })
        const history = await ctx.client().ledger.memberHistory({ params: { memberId }, query })
        emit(ctx.json, history, () => <HistoryView history={history} memberId={memberId} asset={opts.asset} t={ctx.t} />)
      })
    )

  ledger
    .command("totals")
    .description(t("cli.commands.ledgerTotals"))
    .action(
      action(async (ctx) => {
        const totals = await ctx.client().ledger.totals()
        emit(ctx.json, totals, () => <TotalsView totals={totals} t={ctx.t} />)
        if (!totals.balanced) process.exitCode = NOT_BALANCED_EXIT
      })
    )
}
