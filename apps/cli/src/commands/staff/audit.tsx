import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { AuditQuery } from "@iw/contracts"
import { Heading } from "../../components/Heading"
import { PageInfo } from "../../components/PageInfo"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { decodeInput, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { auditColumns } from "./views"

type Client = ReturnType<CommandContext["client"]>
type AuditList = Awaited<ReturnType<Client["staff"]["audit"]>>

function AuditView({ list, note, t }: { list: AuditList; note: string | undefined; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading note={note}>{t("cli.headings.audit")}</Heading>
      {list.data.length === 0 ? <Text dimColor>{t("cli.messages.empty")}</Text> : <Table columns={auditColumns(t, true)} rows={list.data} />}
      <PageInfo meta={list.meta} t={t} />
    </Box>
  )
}

/** `audit`: the log of staff actions, newest first, optionally about one target. */
export const registerAudit = (program: Command, t: Translate): void => {
  program
    .command("audit")
    .description(t("cli.commands.audit"))
    .addOption(new Option("--target-type <t>", t("cli.options.targetType")))
    .addOption(new Option("--target-id <id>", t("cli.options.targetId")))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ targetType?: string; targetId?: string; page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(
          AuditQuery,
          { targetType: opts.targetType, targetId: opts.targetId, page: positiveOption(opts.page, "--page", ctx.t) },
          ctx.lang,
          { targetType: "--target-type", targetId: "--target-id", page: "--page" }
        )
        const list = await ctx.client().staff.audit({ query })
        const note = [opts.targetType, opts.targetId].filter(Boolean).join(" ") || undefined
        emit(ctx.json, list, () => <AuditView list={list} note={note} t={ctx.t} />)
      })
    )
}
