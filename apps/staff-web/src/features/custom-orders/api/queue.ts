import type { CustomOrdersSchemas, Download } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Order = CustomOrdersSchemas.Order
export type OrderState = CustomOrdersSchemas.OrderState
export type Queue = "avatars" | "3dmodels"

export const ORDER_STATES: ReadonlyArray<OrderState> = ["queued", "in_progress", "stopped", "cancelled", "complete"]
export const isOrderState = (v: string): v is OrderState => (ORDER_STATES as ReadonlyArray<string>).includes(v)

export const listQueue = (queue: Queue, state: OrderState | "", page: number) => api.customOrders.queue({ params: { queue }, query: { page, ...(state ? { state } : {}) } })
export const takeOrder = (id: number) => api.customOrders.take({ params: { id } })
export const moveOrder = (id: number, to: OrderState) => api.customOrders.move({ params: { id }, body: { to } })
export const addMilestone = (id: number, note: string, previews: ReadonlyArray<File>, onProgress: (f: number) => void) =>
  api.customOrders.milestone({ params: { id }, body: { note }, files: { previews } }, { onProgress })
export const uploadDeliverable = (id: number, file: File, onProgress: (f: number) => void) => api.customOrders.deliverable({ params: { id }, files: { deliverable: [file] } }, { onProgress })
export const orderFile = (id: number, fileId: number): Promise<Download> => api.customOrders.staffFile({ params: { id, fileId } })
