/** A page request and the spec's list answer: `data` plus `meta {total, perPage, to}` (spec §3). */
export interface PageRequest {
  readonly page: number
  readonly perPage: number
}

export interface Page<A> {
  readonly data: ReadonlyArray<A>
  readonly meta: { readonly total: number; readonly perPage: number; readonly to: number; readonly page: number }
}

export const offsetOf = (req: PageRequest): number => (Math.max(1, req.page) - 1) * req.perPage

export const pageOf = <A>(req: PageRequest, rows: ReadonlyArray<A>, total: number): Page<A> => ({
  data: rows,
  meta: { total, perPage: req.perPage, page: req.page, to: Math.min(total, offsetOf(req) + rows.length) }
})
