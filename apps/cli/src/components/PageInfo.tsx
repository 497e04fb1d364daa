import { Text } from "ink"
import type { Translate } from "../lib/i18n"

export interface ListMeta {
  readonly total: number
  readonly perPage: number
  readonly page: number
}

/** "Page 1 of 3, 42 in all" under a paged list. */
export function PageInfo({ meta, t }: { meta: ListMeta; t: Translate }) {
  const pages = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.perPage)))
  return <Text dimColor>{t("cli.messages.pageInfo", { page: meta.page, pages, total: meta.total })}</Text>
}
