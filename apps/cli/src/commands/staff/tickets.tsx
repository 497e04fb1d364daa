import { randomUUID } from "node:crypto"
import { type Command, Option } from "commander"
import { Box } from "ink"
import { LedgerSchemas } from "@iw/contracts"
import { Notice, Sections } from "../../components/Heading"
import { KeyValue } from "../../components/KeyValue"
import { action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"
import { explainShortfall } from "./ledger-views"
import { orNone } from "./views"

/** The most tickets one adjustment may move (the contract's limit). */
const MAX_TICKETS = 1_000_000

/** `--key`: printable ASCII without spaces, at most 100 characters, as the server accepts in `Idempotency-Key`. */
const KEY = /^[\x21-\x7e]{1,100}$/

const adjust = (direction: "grant" | "deduct") =>
  action<{ reason: string; key?: string; plot?: string }>(async (ctx, [rawMember, rawAmount], opts) => {
    const memberId = parseId(rawMember, ctx.t)
    const amountText = rawAmount.trim()
    const amount = Number(amountText)
    if (!/^\d+$/.test(amountText) || amount < 1 || amount > MAX_TICKETS) {
      throw new CliError(ctx.t("cli.errors.badTickets", { value: rawAmount, max: MAX_TICKETS }))
    }
    if (opts.key !== undefined && !KEY.test(opts.key)) throw new CliError(ctx.t("cli.errors.badKey"))
    if (opts.reason.trim() === "") throw new CliError(ctx.t("cli.errors.reasonRequired"))
    const plotId = opts.plot?.replace(/\s/g, "")
    const body = decodeInput(
      LedgerSchemas.AdjustTicketsBody,
      { memberId, direction, amount, reason: opts.reason.trim(), ...(plotId ? { plotId } : {}) },
      ctx.lang,
      { reason: "--reason", amount: "<amount>", plotId: "--plot" }
    )
    // One key per run unless one is given: running the same command again with the same --key answers the first result.
    const idempotencyKey = opts.key ?? randomUUID()
    const result = await ctx
      .client()
      .ledger.adjustTickets({ body }, { idempotencyKey })
      .catch((e: unknown) => explainShortfall(e, ctx.t, "cli.errors.notEnoughTickets"))
    const message = ctx.t(direction === "grant" ? "cli.messages.ticketsGranted" : "cli.messages.ticketsDeducted", { amount, id: memberId })
    emit(ctx.json, { ...result, idempotencyKey }, () => (
      <Sections>
        <Notice>{message}</Notice>
        <Box flexDirection="column">
          <KeyValue
            entries={[
              [ctx.t("cli.fields.transfer"), String(result.transferId)],
              [ctx.t("cli.fields.tickets"), { text: result.balance.tickets.decimal, bold: true }],
              [ctx.t("cli.balances.ticketsExpiry"), orNone(result.balance.ticketsClosestExpiration ? formatTime(result.balance.ticketsClosestExpiration) : null, ctx.t)],
              [ctx.t("cli.fields.idempotencyKey"), { text: idempotencyKey, dim: true }]
            ]}
          />
        </Box>
      </Sections>
    ))
  })

/** `tickets grant|deduct <member> <amount> --reason`: staff adjust a member's experience tickets (spec §2 /staff/experience-ticket). */
export const registerTickets = (program: Command, t: Translate): void => {
  const tickets = program.command("tickets").description(t("cli.commands.tickets"))
  for (const direction of ["grant", "deduct"] as const) {
    tickets
      .command(direction)
      .description(t(direction === "grant" ? "cli.commands.ticketsGrant" : "cli.commands.ticketsDeduct"))
      .argument("<member>", t("cli.args.memberId"))
      .argument("<amount>", t("cli.args.tickets"))
      .addOption(new Option("--reason <text>", t("cli.options.ticketsReason")).makeOptionMandatory())
      .addOption(new Option("--key <key>", t("cli.options.key")))
      .addOption(new Option("--plot <x,y>", t("cli.options.ticketsPlot")))
      .action(adjust(direction))
  }
}
