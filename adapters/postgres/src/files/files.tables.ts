import type { Generated } from "kysely"

/** Tables of the files area: the file store. */
export interface FilesTables {
  vshop_files: {
    id: Generated<number>
    member_id: number
    name: string
    kind: string
    size: number
    storage_key: string
    token: string
    created_at: Date
  }
}
