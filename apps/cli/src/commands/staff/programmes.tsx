import { Argument, type Command, Option } from "commander"
import { Box, Text } from "ink"
import { GovernanceSchemas } from "@iw/contracts"
import { BOARD_SEATS } from "@iw/core/domain"
import { Heading, Sections } from "../../components/Heading"
import { PageInfo } from "../../components/PageInfo"
import { type Column, Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"

type Client = ReturnType<CommandContext["client"]>
type Day = Awaited<ReturnType<Client["programmes"]["runDay"]>>
type Status = Awaited<ReturnType<Client["programmes"]["memberStatus"]>>
type Eligibility = Status["citizen"]["eligibility"]
type Proposals = Awaited<ReturnType<Client["governance"]["proposals"]>>
type Proposal = Proposals["data"][number]
type Seat = Awaited<ReturnType<Client["governance"]["board"]>>["data"][number]

function ProposalsView({ list, t }: { list: Proposals; t: Translate }) {
  const outcome = (p: Proposal) => (p.state === "closed" ? t(p.result.passed ? "cli.programmes.dao.passed" : "cli.programmes.dao.rejected") : "—")
  const columns: ReadonlyArray<Column<Proposal>> = [
    { title: t("cli.programmes.dao.columns.id"), cell: (p) => String(p.id) },
    { title: t("cli.programmes.dao.columns.state"), cell: (p) => t(`cli.programmes.dao.states.${p.state}`) },
    { title: t("cli.programmes.dao.columns.opens"), cell: (p) => formatTime(p.opensAt) },
    { title: t("cli.programmes.dao.columns.closes"), cell: (p) => formatTime(p.closesAt) },
    { title: t("cli.programmes.dao.columns.yes"), cell: (p) => p.result.yes },
    { title: t("cli.programmes.dao.columns.no"), cell: (p) => p.result.no },
    { title: t("cli.programmes.dao.columns.abstain"), cell: (p) => p.result.abstain },
    { title: t("cli.programmes.dao.columns.voters"), cell: (p) => String(p.result.voters) },
    { title: t("cli.programmes.dao.columns.outcome"), cell: outcome },
    { title: t("cli.programmes.dao.columns.title"), cell: (p) => p.title }
  ]
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.programmes.dao.proposalsTitle")}</Heading>
      {list.data.length === 0 ? <Text dimColor>{t("cli.messages.empty")}</Text> : <Table columns={columns} rows={list.data} />}
      <PageInfo meta={list.meta} t={t} />
    </Box>
  )
}

function BoardView({ seats, boardSeats, t }: { seats: ReadonlyArray<Seat>; boardSeats: number; t: Translate }) {
  const rows = Array.from({ length: boardSeats }, (_, i) => ({ seat: i + 1, held: seats.find((s) => s.seat === i + 1) ?? null }))
  const columns: ReadonlyArray<Column<(typeof rows)[number]>> = [
    { title: t("cli.programmes.dao.columns.seat"), cell: (r) => String(r.seat) },
    { title: t("cli.programmes.dao.columns.appointed"), cell: (r) => (r.held ? formatTime(r.held.appointedAt) : "—") },
    { title: t("cli.programmes.dao.columns.member"), cell: (r) => (r.held ? `${r.held.memberId} ${r.held.name}` : t("cli.programmes.dao.vacant")) }
  ]
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.programmes.dao.boardTitle")}</Heading>
      <Table columns={columns} rows={rows} />
    </Box>
  )
}

const eligibilityLine = (e: Eligibility, t: Translate) =>
  t(e.eligible ? "cli.programmes.eligible" : "cli.programmes.notEligible", { phase: e.phase, plots: e.activatedPlots, needPlots: e.requiredPlots, buildings: e.buildings, needBuildings: e.requiredBuildings })

const dayLine = (d: Day, t: Translate) =>
  t("cli.programmes.dayLine", { day: d.day, state: t(d.state === "paid" ? "cli.programmes.paid" : "cli.programmes.calculating"), pool: d.pool.decimal, qualified: d.qualified, paid: d.paidTotal.decimal, runs: d.runs })

function StatusView({ s, t }: { s: Status; t: Translate }) {
  const visible = (v: boolean) => t(v ? "cli.programmes.shown" : "cli.programmes.hidden")
  return (
    <Sections>
      <Box flexDirection="column">
        <Heading note={t("cli.messages.memberNote", { id: s.memberId })}>{t("cli.programmes.citizen")}</Heading>
        <Text>{eligibilityLine(s.citizen.eligibility, t)}</Text>
        {s.citizen.level ? <Text>{t("cli.programmes.level", { level: s.citizen.level.level })}</Text> : null}
      </Box>
      <Box flexDirection="column">
        <Heading>{t("cli.programmes.founders")}</Heading>
        <Text>{s.founders.founder ? t("cli.programmes.founderYes", { phase: s.founders.founderPhase ?? 1, visible: visible(s.founders.visible) }) : t("cli.programmes.founderNo", { visible: visible(s.founders.visible) })}</Text>
      </Box>
      <Box flexDirection="column">
        <Heading>{t("cli.programmes.revenue")}</Heading>
        <Text>
          {t("cli.programmes.paidTotal", {
            amount: s.revenueSharing.totalPaid.decimal,
            shares: s.revenueSharing.shares,
            today: t(s.revenueSharing.todayState === "calculating" ? "cli.programmes.calculating" : s.revenueSharing.todayState === "paid" ? "cli.programmes.paid" : "cli.programmes.notToday")
          })}
        </Text>
      </Box>
    </Sections>
  )
}

/**
 * `programmes run revenue-sharing --day YYYY-MM-DD`, `programmes status MEMBER`, `programmes dao proposals [--page n]`
 * and `programmes dao board` (issue 16), with --json.
 */
export const registerProgrammes = (program: Command, t: Translate): void => {
  const programmes = program.command("programmes").description(t("cli.programmes.command"))
  programmes
    .command("run")
    .description(t("cli.programmes.run"))
    .addArgument(new Argument("<programme>", t("cli.programmes.revenueSharing")).choices(["revenue-sharing"]))
    .addOption(new Option("--day <day>", t("cli.programmes.dayOption")).makeOptionMandatory())
    .action(
      action<{ day: string }>(async (ctx, _args, opts) => {
        const day = await ctx.client().programmes.runDay({ body: { day: opts.day.trim() } })
        emit(ctx.json, day, () => <Text>{dayLine(day, ctx.t)}</Text>)
      })
    )
  programmes
    .command("status")
    .description(t("cli.programmes.status"))
    .argument("<member>", t("cli.options.member"))
    .action(
      action(async (ctx, [rawMember]) => {
        const id = parseId(rawMember, ctx.t)
        const s = await ctx.client().programmes.memberStatus({ params: { id } })
        emit(ctx.json, s, () => <StatusView s={s} t={ctx.t} />)
      })
    )
  const dao = programmes.command("dao").description(t("cli.programmes.dao.dao"))
  dao
    .command("proposals")
    .description(t("cli.programmes.dao.proposals"))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(GovernanceSchemas.DaoQuery, { page: positiveOption(opts.page, "--page", ctx.t) }, ctx.lang, { page: "--page" })
        const list = await ctx.client().governance.proposals({ query })
        emit(ctx.json, list, () => <ProposalsView list={list} t={ctx.t} />)
      })
    )
  dao
    .command("board")
    .description(t("cli.programmes.dao.board"))
    .action(
      action(async (ctx) => {
        const board = await ctx.client().governance.board()
        emit(ctx.json, board, () => <BoardView seats={board.data} boardSeats={BOARD_SEATS} t={ctx.t} />)
      })
    )
}
