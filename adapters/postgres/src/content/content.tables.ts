import type { ColumnType, Generated } from "kysely"

/** Tables of the content area: announcements and events, their revisions, and who read them. */
export interface ContentTables {
  content_items: {
    id: Generated<number>
    kind: string
    translations: ColumnType<Record<string, { title: string; body: string }>, string, string>
    pinned: boolean
    public: boolean
    published: boolean
    published_at: Date
    starts_at: Date | null
    ends_at: Date | null
    location: string | null
    sort: number
    revision: number
    created_at: Date
    updated_at: Date
    updated_by: number | null
    deleted_at: Date | null
  }
  content_revisions: {
    item_id: number
    revision: number
    snapshot: ColumnType<Record<string, unknown>, string, string>
    edited_at: Date
    edited_by: number | null
  }
  content_reads: { member_id: number; item_id: number; read_at: Date }
}
