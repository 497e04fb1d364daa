import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { SupportSchemas } from "@iw/contracts"
import { translate } from "@iw/contracts/i18n"
import { Heading, Notice, Sections } from "../../components/Heading"
import { KeyValue } from "../../components/KeyValue"
import { PageInfo } from "../../components/PageInfo"
import { Table } from "../../components/Table"
import type { Cell } from "../../components/cell"
import { type CommandContext, action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"
import { toCsv } from "./stats"
import { orNone } from "./views"
import { formatFileSize } from "@iw/core/domain"

type Client = ReturnType<CommandContext["client"]>
type TicketList = Awaited<ReturnType<Client["support"]["staffList"]>>
type TicketDetail = Awaited<ReturnType<Client["support"]["staffTicket"]>>
type TicketStatus = TicketDetail["ticket"]["status"]
type History = Awaited<ReturnType<Client["support"]["staffHistory"]>>
type Counters = Awaited<ReturnType<Client["support"]["counters"]>>
type Statistics = Awaited<ReturnType<Client["support"]["statistics"]>>

const STATUS_COLOR: Record<TicketStatus, string> = { open: "yellow", in_progress: "cyan", closed: "gray" }
const statusCell = (s: TicketStatus, t: Translate): Cell => ({ text: t(`cli.support.status.${s}`), color: STATUS_COLOR[s] })

/** How long the member has waited for staff, in whole hours or days; nothing when staff spoke last. */
const waited = (ticket: TicketList["data"][number], t: Translate): string => {
  if (ticket.lastReplyBy !== "member" || ticket.status === "closed") return "—"
  const hours = Math.floor((Date.now() - ticket.lastReplyAt.getTime()) / 3_600_000)
  return hours < 48 ? t("cli.support.hours", { n: hours }) : t("cli.support.days", { n: Math.floor(hours / 24) })
}

function TicketListView({ list, note, t }: { list: TicketList; note: string; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading note={note}>{t("cli.support.headingList")}</Heading>
      {list.data.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={list.data}
          columns={[
            { title: t("cli.columns.id"), cell: (x) => String(x.ticketId) },
            { title: t("cli.support.columns.subject"), cell: (x) => (x.unread ? { text: `● ${x.subject}`, bold: true } : x.subject), maxWidth: 36 },
            { title: t("cli.columns.member"), cell: (x) => `${x.memberId} ${x.memberName}`, maxWidth: 22 },
            { title: t("cli.support.columns.language"), cell: (x) => x.language },
            { title: t("cli.columns.status"), cell: (x) => statusCell(x.status, t) },
            { title: t("cli.support.columns.assignee"), cell: (x) => x.assigneeName ?? "—", maxWidth: 18 },
            { title: t("cli.support.columns.waiting"), cell: (x) => waited(x, t) }
          ]}
        />
      )}
      <PageInfo meta={list.meta} t={t} />
    </Box>
  )
}

function TicketView({ detail, message, t }: { detail: TicketDetail; message?: string; t: Translate }) {
  const x = detail.ticket
  return (
    <Sections>
      {message ? <Notice>{message}</Notice> : null}
      <Box flexDirection="column">
        <Heading>{t("cli.support.headingTicket", { id: x.ticketId, subject: x.subject })}</Heading>
        <KeyValue
          entries={[
            [t("cli.fields.status"), statusCell(x.status, t)],
            [t("cli.fields.memberId"), `${x.memberId} ${x.memberName}`],
            [t("cli.support.columns.language"), x.language],
            [t("cli.support.columns.assignee"), orNone(x.assigneeName, t)],
            [t("cli.fields.created"), formatTime(x.createdAt)],
            [t("cli.fields.updated"), formatTime(x.updatedAt)]
          ]}
        />
      </Box>
      <Box flexDirection="column">
        {detail.messages.map((m) => (
          <Box key={m.id} flexDirection="column" marginBottom={1}>
            <Text bold color={m.author === "staff" ? "cyan" : "yellow"}>{`${m.authorName} · ${formatTime(m.createdAt)}`}</Text>
            {m.body ? <Text>{m.body}</Text> : null}
            {m.attachments.map((a) => (
              <Text key={a.id} dimColor>{`📎 ${a.name} (${a.kind}, ${formatFileSize(a.size)})`}</Text>
            ))}
          </Box>
        ))}
      </Box>
    </Sections>
  )
}

function HistoryView({ id, history, lang, t }: { id: number; history: History; lang: CommandContext["lang"]; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.support.headingHistory", { id })}</Heading>
      {history.data.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={history.data}
          columns={[
            { title: t("cli.support.columns.when"), cell: (h) => formatTime(h.createdAt) },
            // The operation's words are the back-office's own (supportDesk.operation), in the CLI's language.
            { title: t("cli.support.columns.operation"), cell: (h) => translate(lang, `supportDesk.operation.${h.operation}`) },
            { title: t("cli.support.columns.by"), cell: (h) => (h.impersonatorName ? `${h.actorName} (${h.impersonatorName})` : h.actorName), maxWidth: 28 },
            { title: t("cli.support.columns.change"), cell: (h) => (h.from === null && h.to === null ? "—" : `${h.from ?? "—"} → ${h.to ?? "—"}`), maxWidth: 36 }
          ]}
        />
      )}
      <PageInfo meta={history.meta} t={t} />
    </Box>
  )
}

function CountersView({ counters, t }: { counters: Counters; t: Translate }) {
  const keys = ["all", "assigned", "unassigned", "open", "inProgress", "closed", "awaitingReply"] as const
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.support.headingCounters")}</Heading>
      <KeyValue entries={keys.map((k) => [t(`cli.support.counters.${k}`), String(counters[k])] as const)} />
    </Box>
  )
}

function StatisticsView({ stats, t }: { stats: Statistics; t: Translate }) {
  const median = stats.medianFirstReplyMinutes
  return (
    <Sections>
      <Box flexDirection="column">
        <Heading note={t("cli.support.statistics.period", { days: stats.days })}>{t("cli.support.statistics.heading")}</Heading>
        <KeyValue
          entries={[
            [t("cli.support.counters.open"), String(stats.byStatus.open)],
            [t("cli.support.counters.inProgress"), String(stats.byStatus.inProgress)],
            [t("cli.support.counters.closed"), String(stats.byStatus.closed)],
            [t("cli.support.statistics.medianFirstReply"), median === null ? "—" : t("cli.support.statistics.minutes", { n: Math.round(median) })],
            [t("cli.support.columns.language"), stats.byLanguage.map((l) => `${l.language} ${l.count}`).join(", ") || "—"]
          ]}
        />
      </Box>
      <Table
        rows={stats.daily}
        columns={[
          { title: t("cli.support.statistics.day"), cell: (d) => d.date },
          { title: t("cli.support.statistics.created"), cell: (d) => String(d.created) },
          { title: t("cli.support.statistics.closed"), cell: (d) => String(d.closed) }
        ]}
      />
      <Table
        rows={stats.byAssignee}
        columns={[
          { title: t("cli.support.columns.assignee"), cell: (a) => a.name ?? t("cli.support.nobody"), maxWidth: 28 },
          { title: t("cli.support.counters.open"), cell: (a) => String(a.open) },
          { title: t("cli.support.counters.closed"), cell: (a) => String(a.closed) }
        ]}
      />
    </Sections>
  )
}

/** The assignee argument: a staff id, `me`, or `none`. */
const assigneeOf = async (raw: string, ctx: CommandContext): Promise<number | null> => {
  if (raw === "none") return null
  if (raw === "me") return (await ctx.client().staff.me()).staff.id
  return parseId(raw, ctx.t)
}

/**
 * `support list|show|assign|status|language|reply|history|counters|statistics`: the staff support desk from a terminal
 * (spec §6 staff abilities: list, assign, change status and language, view history, counters, statistics).
 */
export const registerSupport = (program: Command, t: Translate): void => {
  const support = program.command("support").description(t("cli.support.commands.support"))
  const filters = SupportSchemas.StaffTicketFilter.literals
  const statuses = SupportSchemas.TicketStatus.literals
  const langs = ["en", "cn", "tc", "jp", "kr", "ru"]

  support
    .command("list")
    .description(t("cli.support.commands.list"))
    .addOption(new Option("--filter <filter>", t("cli.support.options.filter", { filters: filters.join(", ") })).choices(filters).default("all"))
    .addOption(new Option("--status <status>", t("cli.options.status", { statuses: statuses.join(", ") })).choices(statuses))
    .addOption(new Option("--language <lang>", t("cli.support.options.language", { langs: langs.join(", ") })).choices(langs))
    .addOption(new Option("--languages <list>", t("cli.support.options.languages", { langs: langs.join(",") })))
    .addOption(new Option("--waiting <hours>", t("cli.support.options.waiting")))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ filter: string; status?: string; language?: string; languages?: string; waiting?: string; page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(
          SupportSchemas.StaffTicketQuery,
          {
            filter: opts.filter,
            status: opts.status,
            language: opts.language,
            languages: opts.languages,
            waitingHours: positiveOption(opts.waiting, "--waiting", ctx.t),
            page: positiveOption(opts.page, "--page", ctx.t)
          },
          ctx.lang,
          { filter: "--filter", status: "--status", language: "--language", languages: "--languages", waitingHours: "--waiting", page: "--page" }
        )
        const list = await ctx.client().support.staffList({ query })
        const note = [opts.filter, opts.status, opts.language, opts.languages].filter(Boolean).join(" · ")
        emit(ctx.json, list, () => <TicketListView list={list} note={note} t={ctx.t} />)
      })
    )

  support
    .command("show")
    .description(t("cli.support.commands.show"))
    .argument("<id>", t("cli.support.args.ticketId"))
    .action(
      action(async (ctx, [rawId]) => {
        const detail = await ctx.client().support.staffTicket({ params: { id: parseId(rawId, ctx.t) } })
        emit(ctx.json, detail, () => <TicketView detail={detail} t={ctx.t} />)
      })
    )

  support
    .command("assign")
    .description(t("cli.support.commands.assign"))
    .argument("<id>", t("cli.support.args.ticketId"))
    .argument("<staff>", t("cli.support.args.assignee"))
    .action(
      action(async (ctx, [rawId, rawStaff]) => {
        const id = parseId(rawId, ctx.t)
        const detail = await ctx.client().support.assign({ params: { id }, body: { assigneeId: await assigneeOf(rawStaff, ctx) } })
        const who = detail.ticket.assigneeName ?? ctx.t("cli.support.nobody")
        emit(ctx.json, detail, () => <TicketView detail={detail} message={ctx.t("cli.support.assigned", { id, who })} t={ctx.t} />)
      })
    )

  support
    .command("status")
    .description(t("cli.support.commands.status"))
    .argument("<id>", t("cli.support.args.ticketId"))
    .argument("<status>", t("cli.options.status", { statuses: statuses.join(", ") }))
    .action(
      action(async (ctx, [rawId, rawStatus]) => {
        const id = parseId(rawId, ctx.t)
        const body = decodeInput(SupportSchemas.StatusBody, { status: rawStatus }, ctx.lang, { status: "<status>" })
        const detail = await ctx.client().support.status({ params: { id }, body })
        emit(ctx.json, detail, () => <TicketView detail={detail} message={ctx.t("cli.support.statusSet", { id, status: ctx.t(`cli.support.status.${detail.ticket.status}`) })} t={ctx.t} />)
      })
    )

  support
    .command("reply")
    .description(t("cli.support.commands.reply"))
    .argument("<id>", t("cli.support.args.ticketId"))
    .addOption(new Option("--message <text>", t("cli.support.options.message")).makeOptionMandatory())
    .action(
      action<{ message: string }>(async (ctx, [rawId], opts) => {
        const id = parseId(rawId, ctx.t)
        if (opts.message.trim() === "") throw new CliError(ctx.t("cli.support.messageRequired"))
        const detail = await ctx.client().support.staffAddMessage({ params: { id }, body: { message: opts.message } })
        emit(ctx.json, detail, () => <TicketView detail={detail} message={ctx.t("cli.support.replied", { id })} t={ctx.t} />)
      })
    )

  support
    .command("language")
    .description(t("cli.support.commands.language"))
    .argument("<id>", t("cli.support.args.ticketId"))
    .argument("<lang>", t("cli.support.args.language", { langs: langs.join(", ") }))
    .action(
      action(async (ctx, [rawId, rawLang]) => {
        const id = parseId(rawId, ctx.t)
        const body = decodeInput(SupportSchemas.LanguageBody, { language: rawLang.trim().toLowerCase() }, ctx.lang, { language: "<lang>" })
        const detail = await ctx.client().support.language({ params: { id }, body })
        emit(ctx.json, detail, () => <TicketView detail={detail} message={ctx.t("cli.support.languageSet", { id, lang: detail.ticket.language })} t={ctx.t} />)
      })
    )

  support
    .command("history")
    .description(t("cli.support.commands.history"))
    .argument("<id>", t("cli.support.args.ticketId"))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ page?: string }>(async (ctx, [rawId], opts) => {
        const id = parseId(rawId, ctx.t)
        const query = decodeInput(SupportSchemas.MemberTicketQuery, { page: positiveOption(opts.page, "--page", ctx.t) }, ctx.lang, { page: "--page" })
        const history = await ctx.client().support.staffHistory({ params: { id }, query })
        emit(ctx.json, history, () => <HistoryView id={id} history={history} lang={ctx.lang} t={ctx.t} />)
      })
    )

  support
    .command("counters")
    .description(t("cli.support.commands.counters"))
    .action(
      action(async (ctx) => {
        const counters = await ctx.client().support.counters()
        emit(ctx.json, counters, () => <CountersView counters={counters} t={ctx.t} />)
      })
    )

  support
    .command("statistics")
    .description(t("cli.support.commands.statistics"))
    .addOption(new Option("--days <n>", t("cli.support.options.days")))
    .addOption(new Option("--csv", t("cli.support.options.csv")))
    .action(
      action<{ days?: string; csv?: boolean }>(async (ctx, _args, opts) => {
        const query = decodeInput(SupportSchemas.StatisticsQuery, { days: opts.days?.trim() }, ctx.lang, { days: "--days" })
        const stats = await ctx.client().support.statistics({ query })
        if (opts.csv) {
          process.stdout.write(toCsv(["date", "created", "closed"], stats.daily.map((d) => [d.date, d.created, d.closed])))
          return
        }
        emit(ctx.json, stats, () => <StatisticsView stats={stats} t={ctx.t} />)
      })
    )
}
