import { type DependencyList, useCallback } from "react"
import { useSearchParams } from "react-router"
import type { PagerProps } from "./components/Pager"
import { type Loaded, useLoad } from "./use-load"

/** The spec §3 list answer: `data` and `meta { total, perPage, to }`. */
export interface PageOf<Row> {
  readonly data: ReadonlyArray<Row>
  readonly meta: { readonly total: number; readonly perPage: number; readonly to?: number }
}

/** A page number from the address (`?page=`): a positive whole number, else 1. */
export const pageFrom = (raw: string | null | undefined): number => {
  const n = Number(raw)
  return Number.isSafeInteger(n) && n >= 1 ? n : 1
}

const IN_PLACE = { replace: true, preventScrollReset: true } as const

export interface PagedQueryOptions<K extends string> {
  /** Search parameters that narrow the list (`?status=open`); changing one goes back to the first page. */
  readonly filters?: ReadonlyArray<K>
  /** Other inputs the list depends on (e.g. the language of content); the page and the filters are already in. */
  readonly deps?: DependencyList
  /** Scroll to the top of the page after moving to another page (lists taller than the screen). */
  readonly scrollToTop?: boolean
  /** With `false` nothing is asked (a member without access to the list). */
  readonly enabled?: boolean
  /** A list inside a larger screen: moving replaces the history entry and keeps the scroll position. */
  readonly inPlace?: boolean
}

export type PagedQuery<A extends PageOf<unknown>, K extends string> = Loaded<A> & {
  /** The page the address names (1 when it names none). */
  readonly page: number
  /** The filters the address names; a missing one is "". */
  readonly filters: Readonly<Record<K, string>>
  /** Sets filters in the address (an empty value removes it) and goes back to the first page. */
  readonly setFilters: (next: Partial<Record<K, string>>) => void
  /** Moves to a page: `?page=n`, or no parameter for the first. Other parameters stay. */
  readonly goPage: (page: number) => void
  /** The rows of the current answer, [] before the first. */
  readonly rows: A["data"]
  /** What the {@link Pager} needs, once there is an answer. */
  readonly pager: PagerProps | null
}

/**
 * A paged list whose page and filters live in the address, so a list can be shared, reloaded and walked with the
 * back button (spec §9 page sizes; the server answers `meta`). `load` gets the page and the filters; everything else
 * is {@link useLoad}: the last answer stays while the next one loads.
 */
export const usePagedQuery = <A extends PageOf<unknown>, K extends string = never>(
  load: (query: { readonly page: number; readonly filters: Readonly<Record<K, string>> }) => Promise<A>,
  options: PagedQueryOptions<K> = {}
): PagedQuery<A, K> => {
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search.get("page"))
  const names = options.filters ?? []
  const filters = Object.fromEntries(names.map((k) => [k, search.get(k) ?? ""])) as Record<K, string>
  const key = names.map((k) => filters[k]).join("\u0000")
  const how = options.inPlace ? IN_PLACE : undefined
  const loaded = useLoad(() => load({ page, filters }), [page, key, ...(options.deps ?? [])], { enabled: options.enabled ?? true })

  const goPage = useCallback(
    (p: number) => {
      setSearch((current) => {
        const next = new URLSearchParams(current)
        if (p > 1) next.set("page", String(p))
        else next.delete("page")
        return next
      }, how)
      if (options.scrollToTop) window.scrollTo({ top: 0 })
    },
    [setSearch, options.scrollToTop, how]
  )
  const setFilters = useCallback(
    (values: Partial<Record<K, string>>) => {
      setSearch((current) => {
        const next = new URLSearchParams(current)
        for (const [k, v] of Object.entries(values) as Array<[K, string | undefined]>) {
          if (v === undefined) continue
          if (v === "") next.delete(k)
          else next.set(k, v)
        }
        next.delete("page")
        return next
      }, how)
    },
    [setSearch, how]
  )
  const meta = loaded.data?.meta
  const pager: PagerProps | null = meta
    ? { page, total: meta.total, perPage: meta.perPage, ...(meta.to === undefined ? {} : { to: meta.to }), onPage: goPage, busy: loaded.status === "loading" }
    : null
  return { ...loaded, page, filters, setFilters, goPage, rows: (loaded.data?.data ?? []) as A["data"], pager }
}
