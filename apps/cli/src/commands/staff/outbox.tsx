import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { OutboxQuery } from "@iw/contracts"
import { Heading } from "../../components/Heading"
import { PageInfo } from "../../components/PageInfo"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { decodeInput, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"
import { orNone } from "./views"

type Client = ReturnType<CommandContext["client"]>
type OutboxList = Awaited<ReturnType<Client["staff"]["outbox"]>>

function OutboxView({ list, t }: { list: OutboxList; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading>{t("cli.headings.outbox")}</Heading>
      {list.data.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={list.data}
          columns={[
            { title: t("cli.columns.id"), cell: (m) => String(m.id), minWidth: 8 },
            { title: t("cli.columns.time"), cell: (m) => formatTime(m.createdAt), minWidth: 23 },
            { title: t("cli.columns.channel"), cell: (m) => ({ text: t(`cli.channel.${m.channel}`), color: m.channel === "sms" ? "magenta" : "blue" }) },
            { title: t("cli.columns.recipient"), cell: (m) => m.recipient },
            { title: t("cli.columns.subject"), cell: (m) => orNone(m.subject, t), maxWidth: 36 },
            { title: t("cli.columns.body"), cell: (m) => m.body }
          ]}
        />
      )}
      <PageInfo meta={list.meta} t={t} />
    </Box>
  )
}

/** `outbox`: SMS and e-mail the product sent, newest first; how a new member reads a registration code without a mail server. */
export const registerOutbox = (program: Command, t: Translate): void => {
  program
    .command("outbox")
    .description(t("cli.commands.outbox"))
    .addOption(new Option("--to <recipient>", t("cli.options.to")))
    .addOption(new Option("--limit <n>", t("cli.options.limit")))
    .action(
      action<{ to?: string; limit?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(OutboxQuery, { recipient: opts.to, perPage: positiveOption(opts.limit, "--limit", ctx.t) }, ctx.lang, { recipient: "--to", perPage: "--limit" })
        const list = await ctx.client().staff.outbox({ query })
        emit(ctx.json, list, () => <OutboxView list={list} t={ctx.t} />)
      })
    )
}
