import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { CreateStaffBody, ListQuery, StaffRole } from "@iw/contracts"
import { KeyValue } from "../../components/KeyValue"
import { Heading, Notice, Sections } from "../../components/Heading"
import { PageInfo } from "../../components/PageInfo"
import { statusCell } from "../../components/Status"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { decodeInput, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { generatePassword } from "../../lib/password"
import { formatTime } from "../../lib/text"
import { fullName, orNone } from "./views"

type Client = ReturnType<CommandContext["client"]>
type StaffMember = Awaited<ReturnType<Client["staff"]["createStaff"]>>
type StaffList = Awaited<ReturnType<Client["staff"]["listStaff"]>>

interface CreateOptions {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly role: ReadonlyArray<string>
  readonly password?: string
}

function CreatedView({ staff, password, t }: { staff: StaffMember; password: string | undefined; t: Translate }) {
  return (
    <Sections>
      <Notice>{t("cli.messages.staffCreated", { email: staff.email })}</Notice>
      <Box flexDirection="column">
        <Heading>{t("cli.headings.newStaff")}</Heading>
        <KeyValue
          entries={[
            [t("cli.columns.id"), String(staff.id)],
            [t("cli.fields.email"), staff.email],
            [t("cli.fields.name"), orNone(fullName(staff), t)],
            [t("cli.fields.roles"), staff.roles.join(", ")],
            [t("cli.fields.status"), statusCell(staff.status, t)],
            [t("cli.fields.created"), formatTime(staff.createdAt)],
            [t("cli.fields.password"), password === undefined ? { text: t("cli.messages.passwordGiven"), dim: true } : { text: password, bold: true, color: "yellow" }]
          ]}
        />
      </Box>
      {password !== undefined ? <Notice tone="warning">{t("cli.messages.passwordOnce")}</Notice> : null}
    </Sections>
  )
}

function StaffListView({ list, t }: { list: StaffList; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.headings.staff")}</Heading>
      {list.data.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={list.data}
          columns={[
            { title: t("cli.columns.id"), cell: (s) => String(s.id) },
            { title: t("cli.columns.email"), cell: (s) => s.email },
            { title: t("cli.columns.name"), cell: (s) => orNone(fullName(s), t) },
            { title: t("cli.columns.roles"), cell: (s) => s.roles.join(", ") },
            { title: t("cli.columns.status"), cell: (s) => statusCell(s.status, t) },
            { title: t("cli.columns.created"), cell: (s) => formatTime(s.createdAt), minWidth: 23 }
          ]}
        />
      )}
      <PageInfo meta={list.meta} t={t} />
    </Box>
  )
}

/** `staff create|list`: staff accounts (spec §2 /staff/management). */
export const registerStaff = (program: Command, t: Translate): void => {
  const staff = program.command("staff").description(t("cli.commands.staff"))

  staff
    .command("create")
    .description(t("cli.commands.staffCreate"))
    .addOption(new Option("--email <e>", t("cli.options.email")).makeOptionMandatory())
    .addOption(new Option("--first-name <f>", t("cli.options.firstName")).makeOptionMandatory())
    .addOption(new Option("--last-name <l>", t("cli.options.lastName")).makeOptionMandatory())
    .addOption(new Option("--role <role...>", t("cli.options.role", { roles: StaffRole.literals.join(", ") })).choices(StaffRole.literals).makeOptionMandatory())
    .addOption(new Option("--password <p>", t("cli.options.password")))
    .action(
      action<CreateOptions>(async (ctx, _args, opts) => {
        const generated = opts.password === undefined ? generatePassword() : undefined
        const password = opts.password ?? generated!
        const body = decodeInput(
          CreateStaffBody,
          { email: opts.email, firstName: opts.firstName, lastName: opts.lastName, roles: [...new Set(opts.role)], password, password_confirmation: password },
          ctx.lang,
          { email: "--email", firstName: "--first-name", lastName: "--last-name", roles: "--role", password: "--password" }
        )
        const created = await ctx.client().staff.createStaff({ body })
        const result = generated === undefined ? created : { ...created, generatedPassword: generated }
        emit(ctx.json, result, () => <CreatedView staff={created} password={generated} t={ctx.t} />)
      })
    )

  staff
    .command("list")
    .description(t("cli.commands.staffList"))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(ListQuery, { page: positiveOption(opts.page, "--page", ctx.t) }, ctx.lang, { page: "--page" })
        const list = await ctx.client().staff.listStaff({ query })
        emit(ctx.json, list, () => <StaffListView list={list} t={ctx.t} />)
      })
    )
}
