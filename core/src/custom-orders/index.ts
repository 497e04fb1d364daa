/**
 * custom-orders — custom avatars (200 tickets, three face photos) and custom 3D models (500 tickets, six photos),
 * paid through the ledger's payments face once the photos are complete and valid, worked by artists with the
 * 3d-models role through the avatar and 3D-model queues (queued → in_progress ↔ stopped → complete, or cancelled
 * with the tickets refunded once), with milestones, previews and a glb deliverable. The public face.
 */

// The model
export * from "./domain/order"

// What it refuses with
export * from "./errors"

// The port adapters implement
export * from "./ports/custom-order.repository.port"

// What members and artists do
export { type OrderActor, queueWorker } from "./use-cases/order-access"
export { type UploadedPhoto, placeOrder } from "./use-cases/place-order.use-case"
export { moveOrder } from "./use-cases/move-order.use-case"
export { addMilestone, takeOrder, uploadDeliverable } from "./use-cases/work-order.use-case"
export { type OrderDetail, deliverableOf, listMyOrders, listQueue, openOrderFile, showOrder } from "./use-cases/browse-orders.use-case"
