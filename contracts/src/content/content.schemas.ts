import { Schema } from "effect"
import { IdFromString, Lang, listOf, PageQuery, RowId, Text, Timestamp } from "../common"

/** One language's text of an item. `body` is HTML, sanitised on the server. */
export const Translation = Schema.Struct({
  title: Text(200),
  body: Text(100_000),
  /** Events: where, in this language (the item's `location`, in English, when left out). */
  location: Schema.optionalKey(Text(200))
})
/** Content per language; English is required and is the fallback for the others (issue: content per language). */
export const Translations = Schema.Struct({
  en: Translation,
  cn: Schema.optionalKey(Translation),
  tc: Schema.optionalKey(Translation),
  jp: Schema.optionalKey(Translation),
  kr: Schema.optionalKey(Translation),
  ru: Schema.optionalKey(Translation)
})
export type Translations = typeof Translations.Type

export const ContentKind = Schema.Literals(["announcement", "event", "tutorial"])
export type ContentKind = typeof ContentKind.Type

/** What members and visitors read: the text in their language, or English when it has none. */
export const ContentView = Schema.Struct({
  id: Schema.Int,
  kind: ContentKind,
  title: Schema.String,
  body: Schema.String,
  /** The language the text is in (the requested one, or en when it fell back). */
  lang: Lang,
  pinned: Schema.Boolean,
  publishedAt: Timestamp,
  /** Events: when it takes place (CST on screen). */
  startsAt: Schema.NullOr(Timestamp),
  endsAt: Schema.NullOr(Timestamp),
  location: Schema.NullOr(Schema.String),
  /** For a member: whether they have read it (announcements and events); always true for visitors. */
  read: Schema.Boolean
})
export type ContentView = typeof ContentView.Type
export const ContentViewList = listOf(ContentView)

export const MemberContentQuery = Schema.Struct({
  ...PageQuery,
  lang: Schema.optionalKey(Lang),
  /** `createdAt` and `pinned` (spec §9: pinned first for announcements) are the publication order too. */
  sort: Schema.optionalKey(Schema.Literals(["publishedAt", "id", "createdAt", "pinned"])),
  direction: Schema.optionalKey(Schema.Literals(["asc", "desc"]))
})
export const EventQuery = Schema.Struct({ eventId: IdFromString, lang: Schema.optionalKey(Lang) })
export const TutorialParams = Schema.Struct({ id: IdFromString })
export const LangQuery = Schema.Struct({ lang: Schema.optionalKey(Lang) })
export const ReadBody = Schema.Struct({ ids: Schema.Array(RowId).check(Schema.isMaxLength(100)) })
export const UnreadCount = Schema.Struct({ count: Schema.Int })
export const Visible = Schema.Struct({ visible: Schema.Boolean })

/** What staff edit. */
export const ContentItem = Schema.Struct({
  id: Schema.Int,
  kind: ContentKind,
  translations: Translations,
  /** Announcements: pinned ones come first. */
  pinned: Schema.Boolean,
  /** Announcements: also shown to visitors at /{lang}/public-announcements. */
  public: Schema.Boolean,
  /** Drafts are not shown to members. */
  published: Schema.Boolean,
  publishedAt: Timestamp,
  startsAt: Schema.NullOr(Timestamp),
  endsAt: Schema.NullOr(Timestamp),
  location: Schema.NullOr(Schema.String),
  /** Tutorials: order in the list, lowest first. */
  sort: Schema.Int,
  revision: Schema.Int,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  updatedBy: Schema.NullOr(Schema.String)
})
export type ContentItem = typeof ContentItem.Type
export const ContentItemList = listOf(ContentItem)

export const ContentBody = Schema.Struct({
  translations: Translations,
  pinned: Schema.optionalKey(Schema.Boolean),
  public: Schema.optionalKey(Schema.Boolean),
  published: Schema.optionalKey(Schema.Boolean),
  /** When it is (or was) published; defaults to now. */
  publishedAt: Schema.optionalKey(Timestamp),
  startsAt: Schema.optionalKey(Schema.NullOr(Timestamp)),
  endsAt: Schema.optionalKey(Schema.NullOr(Timestamp)),
  location: Schema.optionalKey(Schema.NullOr(Text(200))),
  sort: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: -10_000, maximum: 10_000 })))
})
export type ContentBody = typeof ContentBody.Type

export const ContentParams = Schema.Struct({ id: IdFromString })
export const StaffContentQuery = Schema.Struct({ ...PageQuery, q: Schema.optionalKey(Text(200)) })

/** Every saved edit of an announcement is kept (issue: `/history/{id}`). */
export const ContentRevision = Schema.Struct({
  revision: Schema.Int,
  editedAt: Timestamp,
  editedBy: Schema.NullOr(Schema.String),
  item: ContentItem
})
export const ContentRevisionList = listOf(ContentRevision)
