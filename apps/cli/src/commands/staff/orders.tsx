import { type Command, Option } from "commander"
import { Box, Text } from "ink"
import { CustomOrdersSchemas } from "@iw/contracts"
import { Heading, Notice, Sections } from "../../components/Heading"
import { PageInfo } from "../../components/PageInfo"
import { Table } from "../../components/Table"
import { type CommandContext, action } from "../../lib/command"
import type { Translate } from "../../lib/i18n"
import { decodeInput, parseId, positiveOption } from "../../lib/input"
import { emit } from "../../lib/output"
import { formatTime } from "../../lib/text"

type Client = ReturnType<CommandContext["client"]>
type OrderList = Awaited<ReturnType<Client["customOrders"]["queue"]>>
type Order = OrderList["data"][number]

const QUEUES = ["avatars", "3dmodels"] as const

function OrdersView({ orders, title, note, meta, t }: { orders: ReadonlyArray<Order>; title: string; note?: string; meta?: OrderList["meta"]; t: Translate }) {
  return (
    <Box flexDirection="column">
      <Heading note={note}>{title}</Heading>
      {orders.length === 0 ? (
        <Text dimColor>{t("cli.messages.empty")}</Text>
      ) : (
        <Table
          rows={orders}
          columns={[
            { title: t("cli.columns.id"), cell: (o) => String(o.id) },
            { title: t("cli.columns.member"), cell: (o) => String(o.memberId) },
            { title: t("cli.columns.status"), cell: (o) => t(`cli.orders.state.${o.state}`) },
            { title: t("cli.columns.tickets"), cell: (o) => String(o.price) },
            { title: t("cli.orders.photos"), cell: (o) => String(o.photos.length) },
            { title: t("cli.orders.deliverable"), cell: (o) => o.deliverable?.name ?? "—" },
            { title: t("cli.columns.created"), cell: (o) => formatTime(o.createdAt), minWidth: 23 }
          ]}
        />
      )}
      {meta ? <PageInfo meta={meta} t={t} /> : null}
    </Box>
  )
}

/** `orders list --queue avatars|3dmodels` and `orders move ID STATE`: the artists' queues from a terminal (issue 17). */
export const registerOrders = (program: Command, t: Translate): void => {
  const orders = program.command("orders").description(t("cli.orders.orders"))
  const states = CustomOrdersSchemas.OrderState.literals

  orders
    .command("list")
    .description(t("cli.orders.list"))
    .addOption(new Option("--queue <queue>", t("cli.orders.queueOption")).choices(QUEUES).makeOptionMandatory())
    .addOption(new Option("--state <state>", t("cli.orders.stateOption", { states: states.join(", ") })).choices(states))
    .addOption(new Option("--page <n>", t("cli.options.page")))
    .action(
      action<{ queue: (typeof QUEUES)[number]; state?: string; page?: string }>(async (ctx, _args, opts) => {
        const query = decodeInput(CustomOrdersSchemas.QueueQuery, { state: opts.state, page: positiveOption(opts.page, "--page", ctx.t) }, ctx.lang, { state: "--state", page: "--page" })
        const list = await ctx.client().customOrders.queue({ params: { queue: opts.queue }, query })
        const title = opts.queue === "avatars" ? ctx.t("cli.orders.queueAvatars") : ctx.t("cli.orders.queue3dModels")
        emit(ctx.json, list, () => <OrdersView orders={list.data} meta={list.meta} title={title} note={opts.state} t={ctx.t} />)
      })
    )

  orders
    .command("move")
    .description(t("cli.orders.move"))
    .argument("<id>", t("cli.orders.orderId"))
    .argument("<state>", t("cli.orders.stateOption", { states: states.join(", ") }))
    .action(
      action(async (ctx, [rawId, rawState]) => {
        const id = parseId(rawId, ctx.t)
        const body = decodeInput(CustomOrdersSchemas.MoveBody, { to: rawState }, ctx.lang, { to: "<state>" })
        const order = await ctx.client().customOrders.move({ params: { id }, body })
        emit(ctx.json, order, () => (
          <Sections>
            <Notice>{ctx.t("cli.orders.moved", { id, state: ctx.t(`cli.orders.state.${order.state}`) })}</Notice>
            <OrdersView orders={[order]} title={ctx.t("cli.orders.orderNo", { id })} t={ctx.t} />
          </Sections>
        ))
      })
    )
}
