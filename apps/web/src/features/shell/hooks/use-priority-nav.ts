import { type RefObject, useLayoutEffect, useRef, useState } from "react"

/** Room kept for the More button when some links move into it. */
const MORE_FALLBACK_PX = 110

/**
 * How many header links fit inline before the rest move into the More menu ("priority+" navigation).
 * Above the 1150 px breakpoint long translations or many links can still overflow beside the balances;
 * this keeps as many links as fit. The links' natural widths are measured once per `key` in a render that
 * shows them all, before paint, then every resize only compares numbers. Returns `total` while measuring.
 */
export const usePriorityNav = (nav: RefObject<HTMLElement | null>, enabled: boolean, key: string, total: number): number => {
  const [count, setCount] = useState<number | null>(null)
  const widths = useRef<ReadonlyArray<number> | null>(null)
  const moreWidth = useRef(MORE_FALLBACK_PX)

  useLayoutEffect(() => {
    widths.current = null
    setCount(null)
  }, [key])

  const measuring = count === null
  useLayoutEffect(() => {
    const el = nav.current
    if (!enabled || !el) return
    if (!widths.current && !measuring) {
      setCount(null)
      return
    }
    const compute = () => {
      const list = el.querySelector<HTMLElement>(".iw-nav__list")
      if (!list) return
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0
      if (!widths.current) {
        widths.current = Array.from(list.children).map((li) => li.getBoundingClientRect().width + gap)
      }
      const more = list.querySelector<HTMLElement>("[data-nav-more]")
      if (more) moreWidth.current = more.getBoundingClientRect().width + gap
      const w = widths.current
      const avail = el.clientWidth
      let used = w.reduce((a, b) => a + b, 0)
      let k = w.length
      if (used > avail) {
        used = moreWidth.current
        k = 0
        while (k < w.length && used + w[k] <= avail) used += w[k++]
      }
      setCount(k)
    }
    compute()
    const ro = new ResizeObserver(compute)
    ro.observe(el)
    return () => ro.disconnect()
  }, [nav, enabled, key, measuring])

  return count ?? total
}
