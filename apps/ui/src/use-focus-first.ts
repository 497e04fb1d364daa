import { type RefObject, useEffect } from "react"

/**
 * Moves focus to the first element matching `selector` inside `ref` whenever `active` turns true or a dependency
 * changes: the field a dialog is for, once the <dialog> has opened (a child's effect opens it before this runs,
 * where React's autoFocus would have fired too early), or the new content of a step.
 */
export const useFocusFirst = (
  active: boolean,
  ref: RefObject<HTMLElement | null>,
  selector = "input:not([disabled]), select:not([disabled]), textarea:not([disabled])",
  deps: ReadonlyArray<unknown> = []
): void => {
  useEffect(() => {
    if (!active || !ref.current) return
    // The container itself is focused without scrolling, so its first lines stay in view.
    if (selector === "") ref.current.focus({ preventScroll: true })
    else ref.current.querySelector<HTMLElement>(selector)?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, ...deps])
}
