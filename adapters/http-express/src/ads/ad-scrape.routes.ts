import { Effect } from "effect"
import { api } from "@iw/contracts"
import { fillAdFromProductPage } from "@iw/core"
import { routes } from "../router"
import { adFileUrl } from "./ads.routes"

/** `GET member/ad/scrape (url)`: the Amazon import (issue 15 §4). */
export const adScrapeRoutes = () =>
  routes(api.adScrape, {
    scrape: ({ principal, query }) =>
      Effect.map(fillAdFromProductPage(principal, query.url), (r) => ({ ...r, image: r.image === null ? null : { ...r.image, url: adFileUrl(r.image.id) } }))
  })
