import { errorMessage } from "@iw/ui"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { type MyPlot, PER_PAGE, pageFrom } from "../utils/plot-format"

type MyPlots = Awaited<ReturnType<typeof api.land.myPlots>>
export type Load<A> = { readonly state: "loading" } | { readonly state: "failed"; readonly message: string } | { readonly state: "ready"; readonly data: A }

/**
 * The member's PLOTs, 15 a page, the page in the query string (`?page=2`), each with its activation (one request
 * per page). `reload` fetches the page again after an activation or a mint.
 */
export const useMyPlots = () => {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search.get("page"))
  const [load, setLoad] = useState<Load<MyPlots>>({ state: "loading" })
  const [stale, setStale] = useState(0)

  const fetchPage = useCallback(() => {
    let live = true
    api.land
      .myPlots({ query: { page, perPage: PER_PAGE } })
      .then((data) => live && setLoad({ state: "ready", data }))
      .catch((err) => live && setLoad({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [page, t])
  useEffect(fetchPage, [fetchPage, stale])

  const goPage = (p: number) => {
    const next = new URLSearchParams(search)
    if (p > 1) next.set("page", String(p))
    else next.delete("page")
    setSearch(next)
    window.scrollTo({ top: 0 })
  }
  const retry = () => {
    setLoad({ state: "loading" })
    setStale((n) => n + 1)
  }
  const reload = () => setStale((n) => n + 1)
  const rows: ReadonlyArray<MyPlot> = load.state === "ready" ? load.data.data : []
  return { page, load, rows, goPage, retry, reload }
}
