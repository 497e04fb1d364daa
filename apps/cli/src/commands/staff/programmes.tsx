import { Argument, type Command, Option } from "commander"
import { Box, Text } from "ink"
import { Heading, Sections } from "../../components/Heading"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { parseId } from "../../lib/input"
import { emit } from "../../lib/output"

type Client = ReturnType<CommandContext["client"]>
type Day = Awaited<ReturnType<Client["programmes"]["runDay"]>>
type Status = Awaited<ReturnType<Client["programmes"]["memberStatus"]>>
type Eligibility = Status["citizen"]["eligibility"]

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

/** `programmes run revenue-sharing --day YYYY-MM-DD` and `programmes status MEMBER` (issue 16), with --json. */
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
}
