import type { MouseEvent } from "react"
import { useNavigate } from "react-router"

/**
 * A table row that opens its screen when clicked anywhere but on its own links and buttons. The row's first link
 * is what keyboard and screen-reader users take; the click is a mouse convenience.
 */
export const useRowLink = () => {
  const navigate = useNavigate()
  return (to: string) => ({
    className: "sw-row-link",
    onClick: (e: MouseEvent<HTMLTableRowElement>) => {
      if (!(e.target as HTMLElement).closest("a,button")) void navigate(to)
    }
  })
}
