import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { BuildingsSchemas } from "@iw/contracts"
import { Heading, Notice, Sections } from "../../components/Heading"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"

type Client = ReturnType<CommandContext["client"]>
type BuildingList = Awaited<ReturnType<Client["buildings"]["staffMemberBuildings"]>>
type TemplateList = Awaited<ReturnType<Client["buildings"]["staffTemplates"]>>
type Area = { readonly startX: number; readonly startY: number; readonly endX: number; readonly endY: number }

const areaText = (a: Area | null) => (a === null ? "—" : `${a.startX},${a.startY}:${a.endX},${a.endY}`)
const yesNo = (v: boolean, t: Translate) => t(v ? "cli.messages.yes" : "cli.messages.no")

function BuildingListView({ list, member, message, t }: { list: BuildingList; member: number; message?: string; t: Translate }) {
  return (
    <Sections>
      {message ? <Notice>{message}</Notice> : null}
      <Box flexDirection="column">
        <Heading note={t("cli.messages.memberNote", { id: member })}>{t("cli.headings.buildings")}</Heading>
        {list.data.length === 0 ? (
          <Text dimColor>{t("cli.messages.empty")}</Text>
        ) : (
          <Table
            rows={list.data}
            columns={[
              { title: t("cli.columns.id"), cell: (b) => String(b.id) },
              { title: t("cli.columns.name"), cell: (b) => b.name, maxWidth: 24 },
              { title: t("cli.columns.size"), cell: (b) => b.size },
              { title: t("cli.columns.placed"), cell: (b) => yesNo(b.placed, t) },
              { title: t("cli.columns.area"), cell: (b) => areaText(b.area) },
              { title: t("cli.columns.created"), cell: (b) => formatTime(b.purchasedAt), minWidth: 19 }
            ]}
          />
        )}
      </Box>
    </Sections>
  )
}

function TemplateListView({ list, t }: { list: TemplateList; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.headings.products")}</Heading>
      <Table
        rows={list.data}
        columns={[
          { title: t("cli.columns.id"), cell: (p) => String(p.id) },
          { title: t("cli.columns.name"), cell: (p) => p.name, maxWidth: 24 },
          { title: t("cli.columns.size"), cell: (p) => p.size },
          { title: t("cli.columns.price"), cell: (p) => `${p.price.decimal} ABEY` },
          { title: t("cli.columns.tickets"), cell: (p) => (p.ticketPrice === null ? "—" : String(p.ticketPrice)) },
          { title: t("cli.columns.exchange"), cell: (p) => p.exchangeableTo.map((id) => `#${id}`).join(" ") || "—" },
          { title: t("cli.columns.onSale"), cell: (p) => yesNo(p.active, t) }
        ]}
      />
    </Box>
  )
}

/** `buildings list --member ID`, `buildings remove ID --reason …` (issue 12 §4). */
export const registerBuildings = (program: Command, t: Translate): void => {
  const buildings = program.command("buildings").description(t("cli.commands.buildings"))
  buildings
    .command("list")
    .description(t("cli.commands.buildingsList"))
    .addOption(new Option("--member <id>", t("cli.options.member")).makeOptionMandatory())
    .action(
      action<{ member: string }>(async (ctx, _args, opts) => {
        const id = parseId(opts.member, ctx.t)
        const list = await ctx.client().buildings.staffMemberBuildings({ params: { id } })
        emit(ctx.json, list, () => <BuildingListView list={list} member={id} t={ctx.t} />)
      })
    )
  buildings
    .command("remove")
    .description(t("cli.commands.buildingsRemove"))
    .argument("<id>", t("cli.args.buildingId"))
    .addOption(new Option("--reason <text>", t("cli.options.buildingReason")).makeOptionMandatory())
    .action(
      action<{ reason: string }>(async (ctx, [rawId], opts) => {
        const id = parseId(rawId, ctx.t)
        const body = decodeInput(BuildingsSchemas.StaffRemoveBody, { reason: opts.reason.trim() }, ctx.lang, { reason: "--reason" })
        if (body.reason === "") throw new CliError(ctx.t("cli.errors.reasonRequired"))
        const api = ctx.client().buildings
        const removed = await api.staffRemove({ params: { id }, body })
        const list = await api.staffMemberBuildings({ params: { id: removed.building.memberId } })
        const message = ctx.t("cli.messages.buildingRemoved", { id, area: areaText(removed.area) })
        emit(ctx.json, removed, () => <BuildingListView list={list} member={removed.building.memberId} message={message} t={ctx.t} />)
      })
    )
}

/** `products list`: the building templates of product-registration. */
export const registerProducts = (program: Command, t: Translate): void => {
  const products = program.command("products").description(t("cli.commands.products"))
  products
    .command("list")
    .description(t("cli.commands.productsList"))
    .action(
      action(async (ctx) => {
        const list = await ctx.client().buildings.staffTemplates()
        emit(ctx.json, list, () => <TemplateListView list={list} t={ctx.t} />)
      })
    )
}
