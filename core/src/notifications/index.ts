/**
 * notifications — the member's notification centre (issue 14 §2): notifications as a code and parameters (rendered in
 * the reader's language), kept with their read state, one per member and key, announced live on the member's own
 * topic. Other areas post through `postNotifications`; this area imports no other. The public face.
 */

// The model
export * from "./domain/notification"

// The port
export * from "./ports/notification.repository.port"

// What other areas do
export { postNotifications, postNotificationsToMembers } from "./use-cases/post-notifications.use-case"

// What members do
export { countUnreadNotifications, listNotifications } from "./use-cases/list-notifications.use-case"
export { markNotificationsRead } from "./use-cases/mark-notifications-read.use-case"
