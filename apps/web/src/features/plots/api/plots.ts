import { api } from "../../../lib/api"
import { PER_PAGE } from "../utils/plot-format"

/** The member's PLOTs, a page at a time, each with its latest activation (`member/plots/member`). */
export const myPlots = (page: number) => api.land.myPlots({ query: { page, perPage: PER_PAGE } })

/** Map statistics and the districts, for the statistics page. */
export const mapStatistics = () => Promise.all([api.land.statistics(), api.land.districts()]).then(([stats, districts]) => ({ stats, districts: districts.data }))

export type MapStatistics = Awaited<ReturnType<typeof mapStatistics>>
