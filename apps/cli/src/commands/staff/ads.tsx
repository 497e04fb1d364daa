import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { AdsSchemas } from "@iw/contracts"
import { Heading, Notice, Sections } from "../../components/Heading"
import { PageInfo } from "../../components/PageInfo"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"

type Client = ReturnType<CommandContext["client"]>
type AdList = Awaited<ReturnType<Client["staffAds"]["moderationList"]>>
type Ad = AdList["data"][number]
type Credits = Awaited<ReturnType<Client["staffAds"]["credits"]>>

function AdsView({ ads, title, meta, t }: { ads: ReadonlyArray<Ad>; title: string; meta?: AdList["meta"]; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading>{title}</Heading>
      {ads.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={ads}
          columns={[
            { title: t("cli.columns.id"), cell: (a) => String(a.id) },
            { title: t("cli.columns.member"), cell: (a) => String(a.memberId) },
            { title: t("cli.ads.title"), cell: (a) => a.title },
            { title: t("cli.columns.status"), cell: (a) => t(`cli.ads.moderation.${a.moderation}`) },
            { title: t("cli.ads.version"), cell: (a) => String(a.version) },
            { title: t("cli.columns.created"), cell: (a) => formatTime(a.createdAt), minWidth: 23 }
          ]}
        />
      )}
      {meta ? <PageInfo meta={meta} t={t} /> : null}
    </Box>
  )
}

function CreditsView({ c, t }: { c: Credits; t: Translate }) {
  return (
    <Sections>
      <Heading note={t("cli.ads.balance", { balance: c.balance.decimal })}>{t("cli.ads.creditsOf", { id: c.memberId })}</Heading>
      {c.transactions.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={c.transactions}
          columns={[
            { title: t("cli.columns.id"), cell: (x) => String(x.id) },
            { title: t("cli.columns.code"), cell: (x) => x.code },
            { title: t("cli.columns.amount"), cell: (x) => x.amount.decimal },
            { title: t("cli.columns.reference"), cell: (x) => `${x.referenceType} ${x.referenceId}` },
            { title: t("cli.columns.time"), cell: (x) => formatTime(x.createdAt), minWidth: 23 }
          ]}
        />
      )}
    </Sections>
  )
}

/** `ads list`, `ads moderate ID approve|reject --reason`, `ads credits MEMBER` (issue 15), each with --json. */
export const registerAds = (program: Command, t: Translate): void => {
  const ads = program.command("ads").description(t("cli.ads.ads"))
  const states = AdsSchemas.AdModeration.literals

  ads
    .command("list")
    .description(t("cli.ads.list"))
    .addOption(new Option("--moderation <state>", t("cli.ads.moderationOption", { states: states.join(", ") })).choices(states))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ moderation?: string; page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(AdsSchemas.ModerationQuery, { moderation: opts.moderation, page: positiveOption(opts.page, "--page", ctx.t) }, ctx.lang, { moderation: "--moderation", page: "--page" })
        const list = await ctx.client().staffAds.moderationList({ query })
        emit(ctx.json, list, () => <AdsView ads={list.data} meta={list.meta} title={ctx.t("cli.ads.ads")} t={ctx.t} />)
      })
    )

  ads
    .command("moderate")
    .description(t("cli.ads.moderate"))
    .argument("<id>", t("cli.ads.adId"))
    .argument("<decision>", "approve | reject")
    .addOption(new Option("--reason <text>", t("cli.ads.reasonOption")).makeOptionMandatory())
    .action(
      action<{ reason: string }>(async (ctx, [rawId, rawDecision], opts) => {
        const id = parseId(rawId, ctx.t)
        const body = decodeInput(AdsSchemas.ModerateBody, { decision: rawDecision, reason: opts.reason }, ctx.lang, { decision: "<decision>", reason: "--reason" })
        const detail = await ctx.client().staffAds.moderate({ params: { id }, body })
        emit(ctx.json, detail, () => (
          <Sections>
            <Notice>{ctx.t("cli.ads.moderated", { id, state: ctx.t(`cli.ads.moderation.${detail.ad.moderation}`) })}</Notice>
            <AdsView ads={[detail.ad]} title={ctx.t("cli.ads.adNo", { id })} t={ctx.t} />
          </Sections>
        ))
      })
    )

  ads
    .command("credits")
    .description(t("cli.ads.credits"))
    .argument("<member>", t("cli.ads.memberId"))
    .action(
      action(async (ctx, [rawMember]) => {
        const memberId = parseId(rawMember, ctx.t)
        const c = await ctx.client().staffAds.credits({ params: { memberId } })
        emit(ctx.json, c, () => <CreditsView c={c} t={ctx.t} />)
      })
    )
}
