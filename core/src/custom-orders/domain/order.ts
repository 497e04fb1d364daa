import type { FieldError, FieldErrors } from "../../kernel/field-errors"

/**
 * Custom orders (spec §1, §4, §5, §9): a member orders a custom avatar (200 experience tickets, three face photos:
 * front, right, left) or a custom 3D model (500 tickets, six photos: front, back, left, right, top, bottom). An
 * artist with the 3d-models role works it through the queue: queued → in_progress → stopped ↔ in_progress →
 * complete, or cancelled from queued, in_progress or stopped, which refunds the tickets once. Pure rules.
 */
export const ORDER_KINDS = ["avatar", "model"] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

/** Spec §9: what each kind costs, in experience tickets (scale 0: a ticket is one minor unit). */
export const ORDER_PRICES: Readonly<Record<OrderKind, bigint>> = { avatar: 200n, model: 500n }

export const PHOTO_SIDES = ["front", "back", "left", "right", "top", "bottom"] as const
export type PhotoSide = (typeof PHOTO_SIDES)[number]

/** Spec §5: the photos each kind needs, in the order they are asked for. */
export const SIDES_OF: Readonly<Record<OrderKind, ReadonlyArray<PhotoSide>>> = {
  avatar: ["front", "right", "left"],
  model: ["front", "back", "left", "right", "top", "bottom"]
}

/** Spec §4 custom model states. */
export const ORDER_STATES = ["queued", "in_progress", "stopped", "cancelled", "complete"] as const
export type OrderState = (typeof ORDER_STATES)[number]

const MOVES: Readonly<Record<OrderState, ReadonlyArray<OrderState>>> = {
  queued: ["in_progress", "cancelled"],
  in_progress: ["stopped", "complete", "cancelled"],
  stopped: ["in_progress", "cancelled"],
  cancelled: [],
  complete: []
}

/** Where an order may go from a state. */
export const nextOrderStates = (from: OrderState): ReadonlyArray<OrderState> => MOVES[from]
export const canMoveOrder = (from: OrderState, to: OrderState): boolean => MOVES[from].includes(to)
export const isFinalOrder = (state: OrderState): boolean => MOVES[state].length === 0

/** A member may cancel their own order only while nobody has started it; the queue may cancel until it is final. */
export const memberMayCancel = (state: OrderState): boolean => state === "queued"

export type MoveRefusal = "not_allowed" | "no_deliverable"

/**
 * The decision for one move: refused (not a move of the state machine, or completing without a deliverable), or
 * allowed, saying whether it refunds (a cancel does, and only a cancel).
 */
export const decideMove = (order: { readonly state: OrderState; readonly hasDeliverable: boolean }, to: OrderState): { readonly refusal: MoveRefusal } | { readonly refund: boolean } => {
  if (!canMoveOrder(order.state, to)) return { refusal: "not_allowed" }
  if (to === "complete" && !order.hasDeliverable) return { refusal: "no_deliverable" }
  return { refund: to === "cancelled" }
}

/** A photo as it arrived: size and first bytes are what decide. */
export interface PhotoHead {
  readonly size: number
  readonly head: Uint8Array
}

/**
 * The photos of an order are complete (one for every side the kind needs, none other) and each passes `checkPhoto`
 * (the files area's image check: PNG, JPG or WEBP of at most 5 MB by content). Field errors by side; empty when the
 * set may be stored and charged.
 */
export const checkOrderPhotos = (kind: OrderKind, photos: Readonly<Partial<Record<string, PhotoHead>>>, checkPhoto: (photo: PhotoHead) => FieldError | null): FieldErrors => {
  const errors: Record<string, Array<{ code: string; params?: Record<string, string | number> }>> = {}
  for (const side of SIDES_OF[kind]) {
    const photo = photos[side]
    if (photo === undefined) {
      errors[side] = [{ code: "customOrders.photo_required" }]
      continue
    }
    const error = checkPhoto(photo)
    if (error !== null) errors[side] = [{ code: error.code, ...(error.params ? { params: { ...error.params } } : {}) }]
  }
  for (const side of Object.keys(photos)) {
    if (photos[side] !== undefined && !SIDES_OF[kind].includes(side as PhotoSide)) errors[side] = [{ code: "customOrders.photo_not_needed" }]
  }
  return errors
}

/** Spec-free but sane: a milestone note is at most this long, and carries at most this many preview images. */
export const NOTE_MAX = 2000
export const MAX_PREVIEWS = 4
