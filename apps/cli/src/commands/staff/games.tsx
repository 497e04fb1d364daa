import { randomUUID } from "node:crypto"
import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { Heading, Notice, Sections } from "../../components/Heading"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { parseId } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"

type Client = ReturnType<CommandContext["client"]>
type Games = Awaited<ReturnType<Client["lumberYard"]["staffMemberGames"]>>

const RESOURCES = ["mineral-1", "mineral-2", "mineral-3", "mineral-4", "mineral-5", "wood-6", "wood-7", "wood-8"] as const
const MAX_AMOUNT = 1_000_000

function GamesView({ games, message, t }: { games: Games; message?: string; t: Translate }) {
  const resources = [...Object.entries(games.minerals).map(([id, v]) => ({ resource: `mineral-${id}`, amount: v.decimal })), ...Object.entries(games.wood).map(([id, v]) => ({ resource: `wood-${id}`, amount: v.decimal }))]
  return (
    <Sections>
      {message ? <Notice>{message}</Notice> : null}
      <Box flexDirection="column">
        <Heading note={t("cli.messages.memberNote", { id: games.memberId })}>{t("cli.games.shovel")}</Heading>
        <Text>{games.shovel === null ? t("cli.games.noShovel") : t("cli.games.shovelLine", { durability: games.shovel.durability, canDig: t(games.shovel.canDig ? "cli.messages.yes" : "cli.messages.no") })}</Text>
      </Box>
      <Box flexDirection="column">
        <Heading>{t("cli.games.resources")}</Heading>
        <Table rows={resources} columns={[{ title: t("cli.games.resource"), cell: (r) => r.resource }, { title: t("cli.columns.amount"), cell: (r) => r.amount }]} />
      </Box>
      <Box flexDirection="column">
        <Heading>{t("cli.games.trees")}</Heading>
        {games.trees.length === 0 ? (
          <Text dimColor>{t("cli.messages.empty")}</Text>
        ) : (
          <Table
            rows={games.trees}
            columns={[
              { title: t("cli.columns.id"), cell: (tr) => String(tr.id) },
              { title: "PLOT", cell: (tr) => `${tr.plotId.x},${tr.plotId.y}#${tr.position}` },
              { title: t("cli.games.resource"), cell: (tr) => `wood-${tr.wood}` },
              { title: t("cli.games.growth"), cell: (tr) => `${tr.state.growth}/10` }
            ]}
          />
        )}
      </Box>
      <Box flexDirection="column">
        <Heading>{t("cli.games.mining")}</Heading>
        {games.mining.length === 0 ? (
          <Text dimColor>{t("cli.messages.empty")}</Text>
        ) : (
          <Table
            rows={games.mining}
            columns={[
              { title: t("cli.columns.id"), cell: (m) => String(m.id) },
              { title: "PLOT", cell: (m) => `${m.plotId.x},${m.plotId.y}` },
              { title: t("cli.columns.created"), cell: (m) => formatTime(m.startedAt), minWidth: 19 },
              { title: t("cli.games.resource"), cell: (m) => (m.mineral === null ? "…" : `mineral-${m.mineral}`) }
            ]}
          />
        )}
      </Box>
    </Sections>
  )
}

const adjust = (direction: "grant" | "deduct") =>
  action<{ resource: string; amount: string; reason: string; key?: string }>(async (ctx, [rawMember], opts) => {
    const id = parseId(rawMember, ctx.t)
    const amountText = opts.amount.trim()
    const amount = Number(amountText)
    if (!/^\d+$/.test(amountText) || amount < 1 || amount > MAX_AMOUNT) throw new CliError(ctx.t("cli.errors.badNumber", { name: "--amount", value: opts.amount }))
    if (opts.reason.trim() === "") throw new CliError(ctx.t("cli.errors.reasonRequired"))
    const idempotencyKey = opts.key ?? randomUUID()
    const api = ctx.client().lumberYard
    const result = await api.staffAdjustResource({ params: { id }, body: { direction, resource: opts.resource, amount, reason: opts.reason.trim() } }, { idempotencyKey })
    const games = await api.staffMemberGames({ params: { id } })
    const message = ctx.t(direction === "grant" ? "cli.games.granted" : "cli.games.deducted", { amount, resource: opts.resource, id })
    emit(ctx.json, { ...result, idempotencyKey }, () => <GamesView games={games} message={message} t={ctx.t} />)
  })

/** `games show MEMBER`, `games grant|deduct MEMBER --resource wood-6 --amount 5 --reason …` (issue 14 §4). */
export const registerGames = (program: Command, t: Translate): void => {
  const games = program.command("games").description(t("cli.games.command"))
  games
    .command("show")
    .description(t("cli.games.show"))
    .argument("<member>", t("cli.options.member"))
    .action(
      action(async (ctx, [rawMember]) => {
        const id = parseId(rawMember, ctx.t)
        const data = await ctx.client().lumberYard.staffMemberGames({ params: { id } })
        emit(ctx.json, data, () => <GamesView games={data} t={ctx.t} />)
      })
    )
  for (const direction of ["grant", "deduct"] as const) {
    games
      .command(direction)
      .description(t(direction === "grant" ? "cli.games.grant" : "cli.games.deduct"))
      .argument("<member>", t("cli.options.member"))
      .addOption(new Option("--resource <name>", t("cli.games.resourceOption")).choices(RESOURCES).makeOptionMandatory())
      .addOption(new Option("--amount <n>", t("cli.games.amountOption")).makeOptionMandatory())
      .addOption(new Option("--reason <text>", t("cli.options.reason")).makeOptionMandatory())
      .addOption(new Option("--key <key>", t("cli.options.key")))
      .action(adjust(direction))
  }
}
