import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { PurchaseSchemas } from "@iw/contracts"
import { Heading, Notice, Sections } from "../../components/Heading"
import { KeyValue } from "../../components/KeyValue"
import { PageInfo } from "../../components/PageInfo"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"
import { explainShortfall, purchaseStatusCell } from "./ledger-views"
import { orNone } from "./views"

type Client = ReturnType<CommandContext["client"]>
type PurchaseList = Awaited<ReturnType<Client["purchases"]["staffList"]>>
type PurchaseDetail = Awaited<ReturnType<Client["purchases"]["staffShow"]>>
type Purchase = PurchaseDetail["purchase"]
type Transfer = NonNullable<PurchaseDetail["credit"]>

const product = (p: Purchase) => (p.quantity > 1 ? `${p.productName} × ${p.quantity}` : p.productName)
const invoice = (p: Purchase) => `${p.amount.decimal} ${p.currency}`

function PurchaseListView({ list, note, t }: { list: PurchaseList; note: string | undefined; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading note={note}>{t("cli.headings.purchases")}</Heading>
      {list.data.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={list.data}
          columns={[
            { title: t("cli.columns.id"), cell: (p) => String(p.id) },
            { title: t("cli.columns.member"), cell: (p) => String(p.memberId) },
            { title: t("cli.columns.product"), cell: (p) => product(p), maxWidth: 28 },
            { title: t("cli.columns.tickets"), cell: (p) => String(p.tickets) },
            { title: t("cli.columns.invoice"), cell: (p) => invoice(p) },
            { title: t("cli.columns.status"), cell: (p) => purchaseStatusCell(p.status, t) },
            { title: t("cli.columns.created"), cell: (p) => formatTime(p.createdAt), minWidth: 23 }
          ]}
        />
      )}
      <PageInfo meta={list.meta} t={t} />
    </Box>
  )
}

function TransferView({ title, transfer, t }: { title: string; transfer: Transfer; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading note={`${transfer.code} · ${formatTime(transfer.createdAt)}`}>{`${title} #${transfer.id}`}</Heading>
      <Table
        rows={transfer.legs}
        columns={[
          { title: t("cli.columns.from"), cell: (l) => l.from },
          { title: t("cli.columns.to"), cell: (l) => l.to },
          { title: t("cli.columns.asset"), cell: (l) => l.asset },
          { title: t("cli.columns.amount"), cell: (l) => l.amount.decimal }
        ]}
      />
    </Box>
  )
}

function PurchaseView({ detail, message, t }: { detail: PurchaseDetail; message?: string; t: Translate }) {
  const p = detail.purchase
  return (
    <Sections>
      {message ? <Notice>{message}</Notice> : null}
      <Box flexDirection="column">
        <Heading>{t("cli.headings.purchase", { id: p.id })}</Heading>
        <KeyValue
          entries={[
            [t("cli.fields.status"), purchaseStatusCell(p.status, t)],
            [t("cli.fields.memberId"), String(p.memberId)],
            [t("cli.fields.product"), `${product(p)} (#${p.productId})`],
            [t("cli.fields.tickets"), String(p.tickets)],
            [t("cli.fields.invoice"), { text: invoice(p), bold: true }],
            [t("cli.fields.address"), p.address],
            [t("cli.fields.txHash"), orNone(p.txHash, t)],
            [t("cli.fields.reviewNote"), orNone(p.reviewNote, t)],
            [t("cli.fields.invoiceExpires"), formatTime(p.invoiceExpiresAt)],
            [t("cli.fields.created"), formatTime(p.createdAt)],
            [t("cli.fields.updated"), formatTime(p.updatedAt)]
          ]}
        />
      </Box>
      {detail.credit ? <TransferView title={t("cli.headings.credit")} transfer={detail.credit} t={t} /> : <Text dimColor>{t("cli.messages.noTransfers")}</Text>}
      {detail.refund ? <TransferView title={t("cli.headings.refund")} transfer={detail.refund} t={t} /> : null}
    </Sections>
  )
}

type Review = "approve" | "reject" | "refund"

const review = (kind: Review) =>
  action<{ reason: string; txHash?: string }>(async (ctx, [rawId], opts) => {
    const id = parseId(rawId, ctx.t)
    const txHash = kind === "approve" && opts.txHash ? opts.txHash.trim() : undefined
    const body = decodeInput(PurchaseSchemas.ApproveBody, { reason: opts.reason.trim(), ...(txHash ? { txHash } : {}) }, ctx.lang, { reason: "--reason", txHash: "--tx-hash" })
    if (body.reason === "") throw new CliError(ctx.t("cli.errors.reasonRequired"))
    const api = ctx.client().purchases
    try {
      if (kind === "approve") await api.approve({ params: { id }, body })
      else if (kind === "reject") await api.reject({ params: { id }, body })
      else await api.refund({ params: { id }, body })
    } catch (e) {
      if (kind === "refund") explainShortfall(e, ctx.t, "cli.errors.refundSpent")
      throw e
    }
    const detail = await api.staffShow({ params: { id } })
    const p = detail.purchase
    const message =
      kind === "approve"
        ? ctx.t("cli.messages.purchaseApproved", { id, tickets: p.tickets, member: p.memberId })
        : kind === "reject"
          ? ctx.t("cli.messages.purchaseRejected", { id })
          : ctx.t("cli.messages.purchaseRefunded", { id, tickets: p.tickets, member: p.memberId, transfer: detail.refund?.id ?? "" })
    emit(ctx.json, detail, () => <PurchaseView detail={detail} message={message} t={ctx.t} />)
  })

/** `purchases list|show|approve|reject|refund`: ticket purchases (spec §2 /staff/purchases, §4 Purchase review). */
export const registerPurchases = (program: Command, t: Translate): void => {
  const purchases = program.command("purchases").description(t("cli.commands.purchases"))
  const statuses = PurchaseSchemas.PurchaseStatus.literals

  purchases
    .command("list")
    .description(t("cli.commands.purchasesList"))
    .addOption(new Option("--status <status>", t("cli.options.status", { statuses: statuses.join(", ") })).choices(statuses))
    .addOption(new Option("--member <id>", t("cli.options.member")))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ status?: string; member?: string; page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(
          PurchaseSchemas.PurchaseQuery,
          { status: opts.status, memberId: opts.member === undefined ? undefined : String(parseId(opts.member, ctx.t)), page: positiveOption(opts.page, "--page", ctx.t) },
          ctx.lang,
          { status: "--status", memberId: "--member", page: "--page" }
        )
        const list = await ctx.client().purchases.staffList({ query })
        const note = [opts.status, opts.member ? ctx.t("cli.messages.memberNote", { id: opts.member }) : undefined].filter(Boolean).join(" ") || undefined
        emit(ctx.json, list, () => <PurchaseListView list={list} note={note} t={ctx.t} />)
      })
    )

  purchases
    .command("show")
    .description(t("cli.commands.purchasesShow"))
    .argument("<id>", t("cli.args.purchaseId"))
    .action(
      action(async (ctx, [rawId]) => {
        const detail = await ctx.client().purchases.staffShow({ params: { id: parseId(rawId, ctx.t) } })
        emit(ctx.json, detail, () => <PurchaseView detail={detail} t={ctx.t} />)
      })
    )

  for (const kind of ["approve", "reject", "refund"] as const) {
    const command = purchases
      .command(kind)
      .description(t(`cli.commands.purchases${kind === "approve" ? "Approve" : kind === "reject" ? "Reject" : "Refund"}`))
      .argument("<id>", t("cli.args.purchaseId"))
      .addOption(new Option("--reason <text>", t("cli.options.reviewReason")).makeOptionMandatory())
    // Approving a purchase the member never entered a hash for needs the payment's hash staff found.
    if (kind === "approve") command.addOption(new Option("--tx-hash <hash>", t("cli.options.txHash")))
    command.action(review(kind))
  }
}
