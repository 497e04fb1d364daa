import { usePagedQuery } from "@iw/ui"
import { myPlots } from "../api/plots"

/**
 * The member's PLOTs, 15 a page, the page in the query string (`?page=2`), each with its activation (one request
 * per page). `reload` fetches the page again after an activation or a mint.
 */
export const useMyPlots = () => usePagedQuery(({ page }) => myPlots(page), { scrollToTop: true })
