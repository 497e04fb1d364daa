/**
 * content — announcements and events: staff write them in six languages, members read them and their unread counts.
 * The public face of the area (profile reads the unread counts).
 */

// The model
export {
  type ContentDraft,
  type ContentItem,
  type ContentKind,
  type ContentOrder,
  contentOrderOf,
  locationIn,
  PAGE_SIZE,
  TITLE_MAX,
  type Translation,
  type Translations
} from "./domain/content-item"

// The ports adapters implement
export * from "./ports/content.repository.port"
export * from "./ports/html-sanitizer.port"

// What members and staff do
export { contentHistory, listContentItems, showContentItem } from "./use-cases/list-content-items.use-case"
export { type ContentView, countUnread, listContent, markAnnouncementsRead, openContent, publicAnnouncementsVisible, unreadContent } from "./use-cases/read-content.use-case"
export { type ContentInput, deleteContentItem, saveContentItem } from "./use-cases/save-content-item.use-case"
