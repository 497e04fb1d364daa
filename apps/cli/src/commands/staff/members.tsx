import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { IdParams, MemberSearchQuery, StatusChangeBody } from "@iw/contracts"
import { KeyValue } from "../../components/KeyValue"
import { Heading, Notice, Sections } from "../../components/Heading"
import { PageInfo } from "../../components/PageInfo"
import { statusCell } from "../../components/Status"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"
import { auditColumns, fullName, langName, orNone } from "./views"

type Client = ReturnType<CommandContext["client"]>
type MemberDetail = Awaited<ReturnType<Client["staff"]["showMember"]>>
type MemberSummary = Awaited<ReturnType<Client["staff"]["blockMember"]>>
type MemberList = Awaited<ReturnType<Client["staff"]["listMembers"]>>

const memberParams = (raw: string, ctx: CommandContext): typeof IdParams.Type => ({ id: parseId(raw, ctx.t) })

function MemberView({ detail, t }: { detail: MemberDetail; t: Translate }) {
  const m = detail.member
  const phone = m.phone ? `${m.phone}${m.phoneCountry ? ` (${m.phoneCountry})` : ""}` : null
  return (
    <Sections>
      <Box flexDirection="column">
        <Heading>{t("cli.headings.member", { id: m.id })}</Heading>
        <KeyValue
          entries={[
            [t("cli.fields.memberId"), { text: String(m.id), bold: true }],
            [t("cli.fields.name"), orNone(fullName(m), t)],
            [t("cli.fields.email"), orNone(m.email, t)],
            [t("cli.fields.phone"), orNone(phone, t)],
            [t("cli.fields.lang"), langName(m.lang)],
            [t("cli.fields.status"), statusCell(m.status, t)],
            [t("cli.fields.roles"), orNone(m.roles.join(", "), t)],
            [t("cli.fields.wallet"), orNone(m.address, t)],
            [t("cli.fields.balance"), m.balance.decimal],
            [t("cli.fields.opened"), formatTime(m.openDate)],
            [t("cli.fields.created"), formatTime(m.createdAt)],
            [t("cli.fields.updated"), formatTime(m.updatedAt)]
          ]}
        />
      </Box>
      <Box flexDirection="column">
        <Heading>{t("cli.headings.history")}</Heading>
        {detail.history.length === 0 ? <Text dimColor>{t("cli.messages.noHistory")}</Text> : <Table columns={auditColumns(t, false)} rows={detail.history} />}
      </Box>
    </Sections>
  )
}

function StatusChanged({ member, message, t }: { member: MemberSummary; message: string; t: Translate }) {
  return (
    <Sections>
      <Notice>{message}</Notice>
      <KeyValue
        entries={[
          [t("cli.fields.memberId"), String(member.id)],
          [t("cli.fields.name"), orNone(fullName(member), t)],
          [t("cli.fields.status"), statusCell(member.status, t)]
        ]}
      />
    </Sections>
  )
}

function MemberListView({ list, t }: { list: MemberList; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.headings.members")}</Heading>
      {list.data.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={list.data}
          columns={[
            { title: t("cli.columns.id"), cell: (m) => String(m.id), minWidth: 8 },
            { title: t("cli.columns.name"), cell: (m) => orNone(fullName(m), t) },
            { title: t("cli.columns.email"), cell: (m) => orNone(m.email, t) },
            { title: t("cli.columns.phone"), cell: (m) => orNone(m.phone, t) },
            { title: t("cli.columns.lang"), cell: (m) => m.lang },
            { title: t("cli.columns.status"), cell: (m) => statusCell(m.status, t) },
            { title: t("cli.columns.created"), cell: (m) => formatTime(m.createdAt), minWidth: 23 }
          ]}
        />
      )}
      <PageInfo meta={list.meta} t={t} />
    </Box>
  )
}

const changeStatus = (to: "block" | "unblock") =>
  action<{ reason?: string }>(async (ctx, [rawId], opts) => {
    const params = memberParams(rawId, ctx)
    const body = decodeInput(StatusChangeBody, { reason: opts.reason }, ctx.lang, { reason: "--reason" })
    const staff = ctx.client().staff
    const member = to === "block" ? await staff.blockMember({ params, body }) : await staff.unblockMember({ params, body })
    const message = ctx.t(to === "block" ? "cli.messages.blocked" : "cli.messages.unblocked", { id: member.id })
    emit(ctx.json, member, () => <StatusChanged member={member} message={message} t={ctx.t} />)
  })

/** `members show|block|unblock|list`: the back-office member pages (spec §2 /staff/member). */
export const registerMembers = (program: Command, t: Translate): void => {
  const members = program.command("members").description(t("cli.commands.members"))

  members
    .command("show")
    .description(t("cli.commands.membersShow"))
    .argument("<id>", t("cli.args.memberId"))
    .action(
      action(async (ctx, [rawId]) => {
        const params = memberParams(rawId, ctx)
        const detail = await ctx.client().staff.showMember({ params })
        emit(ctx.json, detail, () => <MemberView detail={detail} t={ctx.t} />)
      })
    )

  members
    .command("block")
    .description(t("cli.commands.membersBlock"))
    .argument("<id>", t("cli.args.memberId"))
    .addOption(new Option("--reason <text>", t("cli.options.reason")))
    .action(changeStatus("block"))

  members
    .command("unblock")
    .description(t("cli.commands.membersUnblock"))
    .argument("<id>", t("cli.args.memberId"))
    .addOption(new Option("--reason <text>", t("cli.options.reason")))
    .action(changeStatus("unblock"))

  members
    .command("list")
    .description(t("cli.commands.membersList"))
    .addOption(new Option("--query <text>", t("cli.options.query")))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ query?: string; page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(MemberSearchQuery, { q: opts.query, page: positiveOption(opts.page, "--page", ctx.t) }, ctx.lang, { q: "--query", page: "--page" })
        const list = await ctx.client().staff.listMembers({ query })
        emit(ctx.json, list, () => <MemberListView list={list} t={ctx.t} />)
      })
    )
}
