import { type FilePart, binary, endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./custom-orders.schemas"

/** Spec §9: asset and file uploads may take 100 s (the client's limit, and the server's request timeout). */
export const ORDER_UPLOAD_TIMEOUT_MS = 100_000

/**
 * The photos, one file part per side (spec §5). Each is checked by content in core (PNG, JPG or WEBP, at most 5 MB);
 * the HTTP layer reads no more than the file store's 20,000,000 bytes of any part.
 */
const PHOTO_PARTS: ReadonlyArray<FilePart> = ["front", "back", "left", "right", "top", "bottom"].map((field) => ({ field, maxCount: 1, maxBytes: 20_000_000, kinds: "images" as const }))
const PHOTO_CODES = ["customOrders.photo_required", "customOrders.photo_not_needed", "files.image_format", "files.image_too_big"]
const ORDER_ERRORS = [errorCase("NOT_FOUND"), errorCase("ORDER_STATE")]
const FILE_ANSWER = binary({ contentType: null, untrusted: true, description: "The file (photo, preview image or glb), of the type read from its content when it was stored" })

/** Spec §7 has no paths for these; they follow the member/ and staff/ prefixes of §6. */
const member = {
  place: endpoint({
    id: "customOrders.place",
    method: "POST",
    path: "member/custom-orders",
    access: "member",
    summary:
      "Orders a custom avatar (200 tickets; photos front, right, left) or 3D model (500 tickets; front, back, left, right, top, bottom) as multipart/form-data, one file part per side. The tickets are charged only once every photo is there and valid.",
    body: S.PlaceOrderBody,
    files: PHOTO_PARTS,
    success: S.Order,
    status: 201,
    timeoutMs: ORDER_UPLOAD_TIMEOUT_MS,
    errors: [...AUTH_ERRORS, invalid(Object.fromEntries([...["front", "back", "left", "right", "top", "bottom"].map((s) => [s, PHOTO_CODES]), ["tickets", ["ledger.insufficient.tickets"]]]))]
  }),
  list: endpoint({ id: "customOrders.list", method: "GET", path: "member/custom-orders", access: "member", summary: "The member's orders, newest first, with their milestones.", success: S.OrderList, errors: AUTH_ERRORS }),
  show: endpoint({ id: "customOrders.show", method: "GET", path: "member/custom-orders/:id", access: "member", summary: "One of the member's orders with its milestones; another member's is not found.", params: S.OrderParams, success: S.Order, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")] }),
  cancel: endpoint({
    id: "customOrders.cancel",
    method: "POST",
    path: "member/custom-orders/:id/cancel",
    access: "member",
    summary: "The member cancels an order nobody has started (queued); the tickets are refunded once.",
    params: S.OrderParams,
    success: S.Order,
    errors: [...AUTH_ERRORS, ...ORDER_ERRORS]
  }),
  file: endpoint({
    id: "customOrders.file",
    method: "GET",
    path: "member/custom-orders/:id/files/:fileId",
    access: "member",
    summary: "A photo, preview or the deliverable of one of the member's orders (the glb downloads; images open).",
    params: S.OrderFileParams,
    success: FILE_ANSWER,
    timeoutMs: ORDER_UPLOAD_TIMEOUT_MS,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")]
  })
}

/** Spec §2: /staff/queue_avatars and /staff/queue_3dmodels, worked by the 3d-models role. */
const queue = {
  queue: endpoint({
    id: "customOrders.staff.queue",
    method: "GET",
    path: "staff/queues/:queue",
    access: "staff",
    permission: "custom-orders",
    summary: "A queue (avatars or 3dmodels), oldest first, optionally in one state, 10 a page.",
    params: S.QueueParams,
    query: S.QueueQuery,
    success: S.OrderList,
    errors: STAFF_ERRORS
  }),
  order: endpoint({ id: "customOrders.staff.order", method: "GET", path: "staff/queues/orders/:id", access: "staff", permission: "custom-orders", summary: "One order of the queues with its photos and milestones.", params: S.OrderParams, success: S.Order, errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")] }),
  take: endpoint({ id: "customOrders.staff.take", method: "POST", path: "staff/queues/orders/:id/take", access: "staff", permission: "custom-orders", summary: "The artist takes the order (audited).", params: S.OrderParams, success: S.Order, errors: [...STAFF_ERRORS, ...ORDER_ERRORS] }),
  move: endpoint({
    id: "customOrders.staff.move",
    method: "POST",
    path: "staff/queues/orders/:id/move",
    access: "staff",
    permission: "custom-orders",
    summary: "Start, stop, complete or cancel (with the tickets refunded once); only the state machine's moves; complete needs a deliverable. Audited.",
    params: S.OrderParams,
    body: S.MoveBody,
    success: S.Order,
    errors: [...STAFF_ERRORS, ...ORDER_ERRORS]
  }),
  milestone: endpoint({
    id: "customOrders.staff.milestone",
    method: "POST",
    path: "staff/queues/orders/:id/milestones",
    access: "staff",
    permission: "custom-orders",
    summary: "A milestone: a note and up to four preview images (previews[]), multipart. Audited.",
    params: S.OrderParams,
    body: S.MilestoneBody,
    files: [{ field: "previews", maxCount: 4, maxBytes: 20_000_000, kinds: "images" }],
    success: S.Order,
    status: 201,
    timeoutMs: ORDER_UPLOAD_TIMEOUT_MS,
    errors: [...STAFF_ERRORS, ...ORDER_ERRORS, invalid({ note: ["validation.required", "validation.max.string"], previews: ["upload.TOO_MANY", "files.image_format", "files.image_too_big"] })]
  }),
  deliverable: endpoint({
    id: "customOrders.staff.deliverable",
    method: "POST",
    path: "staff/queues/orders/:id/deliverable",
    access: "staff",
    permission: "custom-orders",
    summary: "The finished glb (checked by its first bytes), multipart field deliverable. Audited.",
    params: S.OrderParams,
    files: [{ field: "deliverable", maxCount: 1, maxBytes: 20_000_000, kinds: "models" }],
    success: S.Order,
    status: 201,
    timeoutMs: ORDER_UPLOAD_TIMEOUT_MS,
    errors: [...STAFF_ERRORS, ...ORDER_ERRORS, invalid({ deliverable: ["validation.required", "files.model_format", "files.model_too_big"] })]
  }),
  staffFile: endpoint({
    id: "customOrders.staff.file",
    method: "GET",
    path: "staff/queues/orders/:id/files/:fileId",
    access: "staff",
    permission: "custom-orders",
    summary: "A photo, preview or deliverable of an order, for the artist.",
    params: S.OrderFileParams,
    success: FILE_ANSWER,
    timeoutMs: ORDER_UPLOAD_TIMEOUT_MS,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  })
}

export const customOrders = { ...member, ...queue }
