import { api } from "@iw/contracts"
import {
  type OrderActor,
  type OrderDetail,
  type OrderFile,
  addMilestone,
  deliverableOf,
  listMyOrders,
  listQueue,
  moveOrder,
  nextOrderStates,
  memberMayCancel,
  openOrderFile,
  placeOrder,
  queueWorker,
  showOrder,
  takeOrder,
  uploadDeliverable
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { smallUploadBytes, uploadName } from "../uploads"

type Files = Readonly<Record<string, ReadonlyArray<{ readonly originalname: string; readonly path: string }>>>
const firstOf = (files: Files, field: string) => {
  const f = files[field]?.[0]
  return f ? { name: uploadName(f.originalname), bytes: smallUploadBytes(f) } : undefined
}

const fileWire = (f: OrderFile) => ({ id: f.id, role: f.role, side: f.side, milestoneId: f.milestoneId, name: f.name, mime: f.mime, size: f.size, createdAt: f.createdAt })

/** An order as the wire says it; `viewer` decides the moves offered and whether staff are named. */
const orderWire = (d: OrderDetail, viewer: OrderActor["kind"]) => ({
  id: d.order.id,
  memberId: d.order.memberId,
  kind: d.order.kind,
  state: d.order.state,
  price: Number(d.order.price),
  refunded: d.order.refundTransferId !== null,
  assigneeId: viewer === "staff" ? d.order.assigneeId : null,
  photos: d.files.filter((f) => f.role === "photo").map(fileWire),
  events: d.events.map((e) => ({
    id: e.id,
    type: e.type,
    from: e.from,
    to: e.to,
    note: e.note,
    actor: e.actorKind,
    actorId: viewer === "staff" || e.actorKind === "member" ? e.actorId : null,
    previews: d.files.filter((f) => f.role === "preview" && f.milestoneId === e.id).map(fileWire),
    at: e.at
  })),
  deliverable: (() => {
    const f = deliverableOf(d.files)
    return f === null ? null : fileWire(f)
  })(),
  moves: viewer === "staff" ? [...nextOrderStates(d.order.state)] : memberMayCancel(d.order.state) ? (["cancelled"] as const) : [],
  createdAt: d.order.createdAt,
  updatedAt: d.order.updatedAt
})

const listMeta = (total: number, page: number, perPage: number, count: number) => ({ total, perPage, page, to: (page - 1) * perPage + count })

const fileAnswer = (file: { readonly name: string; readonly mime: string }, body: { readonly size: number; readonly chunks: AsyncIterable<Uint8Array> }) => ({
  bytes: body.chunks,
  size: body.size,
  contentType: file.mime,
  disposition: { inline: file.mime.startsWith("image/"), filename: file.name },
  cacheControl: "private, no-store",
  headers: {}
})

const member = (p: { readonly memberId: number }): OrderActor => ({ kind: "member", memberId: p.memberId })
const QUEUE_KIND = { avatars: "avatar", "3dmodels": "model" } as const

/** Issue 17: members order custom avatars and models; artists (3d-models) work the queues. */
export const customOrdersRoutes = () =>
  routes(api.customOrders, {
    place: ({ principal, body, files }) => {
      const photos = Object.fromEntries(["front", "back", "left", "right", "top", "bottom"].flatMap((side) => {
        const f = firstOf(files, side)
        return f ? [[side, f]] : []
      }))
      return Effect.flatMap(placeOrder(principal.memberId, body.kind, photos), (id) => Effect.map(showOrder(member(principal), id), (d) => orderWire(d, "member")))
    },
    list: ({ principal }) =>
      Effect.map(listMyOrders(principal.memberId), (all) => ({ data: all.map((d) => orderWire(d, "member")), meta: listMeta(all.length, 1, Math.max(all.length, 1), all.length) })),
    show: ({ principal, params }) => Effect.map(showOrder(member(principal), params.id), (d) => orderWire(d, "member")),
    cancel: ({ principal, params }) =>
      Effect.flatMap(moveOrder(member(principal), params.id, "cancelled"), () => Effect.map(showOrder(member(principal), params.id), (d) => orderWire(d, "member"))),
    file: ({ principal, params }) => Effect.map(openOrderFile(member(principal), params.id, params.fileId), ({ file, body }) => fileAnswer(file, body)),

    queue: ({ principal, params, query }) =>
      Effect.flatMap(queueWorker(principal), () => {
        const page = query.page ?? 1
        const perPage = query.perPage ?? 10
        return Effect.map(listQueue(QUEUE_KIND[params.queue], query.state ? [query.state] : null, page, perPage), (r) => ({
          data: r.data.map((d) => orderWire(d, "staff")),
          meta: listMeta(r.total, page, perPage, r.data.length)
        }))
      }),
    order: ({ principal, params }) => Effect.flatMap(queueWorker(principal), (a) => Effect.map(showOrder(a, params.id), (d) => orderWire(d, "staff"))),
    take: ({ principal, params }) => Effect.flatMap(queueWorker(principal), (a) => Effect.flatMap(takeOrder(a, params.id), () => Effect.map(showOrder(a, params.id), (d) => orderWire(d, "staff")))),
    move: ({ principal, params, body }) =>
      Effect.flatMap(queueWorker(principal), (a) => Effect.flatMap(moveOrder(a, params.id, body.to), () => Effect.map(showOrder(a, params.id), (d) => orderWire(d, "staff")))),
    milestone: ({ principal, params, body, files }) =>
      Effect.flatMap(queueWorker(principal), (a) =>
        Effect.flatMap(addMilestone(a, params.id, body.note, (files.previews ?? []).map((f) => ({ name: uploadName(f.originalname), bytes: smallUploadBytes(f) }))), () =>
          Effect.map(showOrder(a, params.id), (d) => orderWire(d, "staff"))
        )
      ),
    deliverable: ({ principal, params, files }) =>
      Effect.flatMap(queueWorker(principal), (a) => Effect.flatMap(uploadDeliverable(a, params.id, firstOf(files, "deliverable")), () => Effect.map(showOrder(a, params.id), (d) => orderWire(d, "staff")))),
    staffFile: ({ principal, params }) => Effect.flatMap(queueWorker(principal), (a) => Effect.map(openOrderFile(a, params.id, params.fileId), ({ file, body }) => fileAnswer(file, body)))
  })
