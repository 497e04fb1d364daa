import { api } from "@iw/contracts"
import { fillAdFromProductPage } from "@iw/core"
import { routes } from "../router"

/** `GET member/ad/scrape (url)`: the Amazon import (issue 15 §4). */
export const adScrapeRoutes = () =>
  routes(api.adScrape, {
    scrape: ({ principal, query }) => fillAdFromProductPage(principal, query.url)
  })
