import type { CustomOrdersSchemas } from "@iw/contracts"
import type { Download } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Order = CustomOrdersSchemas.Order
export type OrderFile = CustomOrdersSchemas.OrderFile
export type OrderKind = CustomOrdersSchemas.OrderKind

export const myOrders = () => api.customOrders.list()
export const placeOrder = (kind: OrderKind, photos: Readonly<Record<string, File>>, onProgress: (f: number) => void, signal: AbortSignal) =>
  api.customOrders.place({ body: { kind }, files: Object.fromEntries(Object.entries(photos).map(([side, f]) => [side, [f]])) }, { onProgress, signal })
export const cancelOrder = (id: number) => api.customOrders.cancel({ params: { id } })
export const orderFile = (id: number, fileId: number): Promise<Download> => api.customOrders.file({ params: { id, fileId } })
export const ticketBalance = () => api.ledger.ticketBalance()

/** Saves downloaded bytes under a name, as a link the browser follows. */
export const saveBytes = (d: Download, name: string) => {
  const url = URL.createObjectURL(new Blob([d.bytes as Uint8Array<ArrayBuffer>], { type: d.contentType ?? "application/octet-stream" }))
  const a = document.createElement("a")
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
