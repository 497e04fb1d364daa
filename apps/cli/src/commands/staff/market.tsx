import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { MarketSchemas } from "@iw/contracts"
import { Heading, Notice, Sections } from "../../components/Heading"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"

type Client = ReturnType<CommandContext["client"]>
type ListingList = Awaited<ReturnType<Client["market"]["staffListings"]>>
type Listing = ListingList["data"][number]
type MemberMarket = Awaited<ReturnType<Client["market"]["staffMember"]>>

const itemOf = (l: Listing, t: Translate) => (l.resource ? t(`cli.market.resource.${l.resource}`) : l.name)

function ListingTable({ rows, t }: { rows: ReadonlyArray<Listing>; t: Translate }) {
  return rows.length === 0 ? (
    <Text dimColor>{t("cli.messages.empty")}</Text>
  ) : (
    <Table
      rows={rows}
      columns={[
        { title: t("cli.columns.id"), cell: (l) => String(l.id) },
        { title: t("cli.market.seller"), cell: (l) => (l.ownerId === null ? t("cli.market.house") : String(l.ownerId)) },
        { title: t("cli.market.item"), cell: (l) => itemOf(l, t), maxWidth: 24 },
        { title: t("cli.market.quantity"), cell: (l) => `${l.quantity}/${l.amount}` },
        { title: t("cli.market.unitPrice"), cell: (l) => l.unitPrice.decimal },
        { title: t("cli.market.state"), cell: (l) => t(`cli.market.listingState.${l.state}`) },
        { title: t("cli.market.expiry"), cell: (l) => formatTime(l.expiry), minWidth: 19 }
      ]}
    />
  )
}

function MemberMarketView({ data, member, t }: { data: MemberMarket; member: number; t: Translate }) {
  return (
    <Sections>
      <Box flexDirection="column">
        <Heading note={t("cli.messages.memberNote", { id: member })}>{t("cli.market.assets")}</Heading>
        {data.assets.length === 0 ? (
          <Text dimColor>{t("cli.messages.empty")}</Text>
        ) : (
          <Table
            rows={data.assets}
            columns={[
              { title: t("cli.columns.id"), cell: (a) => String(a.id) },
              { title: t("cli.market.name"), cell: (a) => a.name, maxWidth: 24 },
              { title: t("cli.market.type"), cell: (a) => t(`cli.market.assetType.${a.type}`) },
              { title: t("cli.market.state"), cell: (a) => t(`cli.market.assetState.${a.state}`) },
              { title: t("cli.columns.created"), cell: (a) => formatTime(a.createdAt), minWidth: 19 }
            ]}
          />
        )}
      </Box>
      <Box flexDirection="column">
        <Heading>{t("cli.market.myListings")}</Heading>
        <ListingTable rows={data.listings} t={t} />
      </Box>
    </Sections>
  )
}

const STATES = ["active", "sold", "expired", "cancelled"] as const

/** `market listings [--category C] [--state S] [--page N]`, `market cancel ID --reason …` and `assets show MEMBER` (issue 13 §3). */
export const registerMarket = (program: Command, t: Translate): void => {
  const market = program.command("market").description(t("cli.market.market"))
  market
    .command("listings")
    .description(t("cli.market.listings"))
    .addOption(new Option("--category <category>", t("cli.market.category")))
    .addOption(new Option("--state <state>", t("cli.market.stateOption")).choices([...STATES]))
    .addOption(new Option("--page <n>", t("cli.market.page")))
    .action(
      action<{ category?: string; state?: string; page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(
          MarketSchemas.StaffListingsQuery,
          { ...(opts.category ? { category: opts.category } : {}), ...(opts.state ? { state: opts.state } : {}), ...(opts.page ? { page: opts.page } : {}) },
          ctx.lang,
          { category: "--category", state: "--state", page: "--page" }
        )
        const list = await ctx.client().market.staffListings({ query: query as never })
        emit(ctx.json, list, () => (
          <Box flexDirection="column">
            <Heading note={`${list.meta.to}/${list.meta.total}`}>{t("cli.market.listingsHeading")}</Heading>
            <ListingTable rows={list.data} t={ctx.t} />
          </Box>
        ))
      })
    )
  market
    .command("cancel")
    .description(t("cli.market.cancel"))
    .argument("<id>", t("cli.market.listingId"))
    .addOption(new Option("--reason <text>", t("cli.market.reason")).makeOptionMandatory())
    .action(
      action<{ reason: string }>(async (ctx, [rawId], opts) => {
        const id = parseId(rawId, ctx.t)
        const body = decodeInput(MarketSchemas.StaffCancelBody, { reason: opts.reason.trim() }, ctx.lang, { reason: "--reason" })
        if (body.reason === "") throw new CliError(ctx.t("cli.errors.reasonRequired"))
        const cancelled = await ctx.client().market.staffCancel({ params: { id }, body })
        emit(ctx.json, cancelled, () => (
          <Sections>
            <Notice>{ctx.t("cli.market.cancelled")}</Notice>
            <ListingTable rows={[cancelled]} t={ctx.t} />
          </Sections>
        ))
      })
    )
  const assets = program.command("assets").description(t("cli.market.assetsCommand"))
  assets
    .command("show")
    .description(t("cli.market.assetsShow"))
    .argument("<member>", t("cli.market.memberId"))
    .action(
      action(async (ctx, [rawId]) => {
        const id = parseId(rawId, ctx.t)
        const data = await ctx.client().market.staffMember({ params: { id } })
        emit(ctx.json, data, () => <MemberMarketView data={data} member={id} t={ctx.t} />)
      })
    )
}
