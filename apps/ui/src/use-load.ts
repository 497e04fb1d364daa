import { type DependencyList, useCallback, useEffect, useRef, useState } from "react"

/** What a screen knows of the data it asked for. `data` is the last answer, kept while the next one loads or fails. */
export type Load<A> =
  | { readonly status: "loading"; readonly data: A | undefined }
  | { readonly status: "ok"; readonly data: A }
  | { readonly status: "error"; readonly data: A | undefined; readonly error: unknown }

export type Loaded<A> = Load<A> & {
  /** Asks again (the Retry of a failed load, or fresh data after a change). */
  readonly reload: () => void
  /** Puts an answer in place without asking (e.g. the server's reply to a change). */
  readonly set: (data: A) => void
}

/**
 * The one page loader of both web apps: loads data for a screen and loads it again when `deps` change or `reload()`
 * is called. The previous answer stays visible while the next one loads, so tables do not flash; a late answer never
 * replaces a newer one, and nothing is set after the screen is gone. With `enabled: false` nothing is asked (e.g. a
 * member without access to the screen) and the load stays as it was; `debounceMs` waits for the inputs to settle.
 */
export const useLoad = <A>(load: () => Promise<A>, deps: DependencyList, options: { readonly enabled?: boolean; readonly debounceMs?: number } = {}): Loaded<A> => {
  const enabled = options.enabled ?? true
  const debounceMs = options.debounceMs ?? 0
  const [state, setState] = useState<Load<A>>({ status: "loading", data: undefined })
  const [tick, setTick] = useState(0)
  const latest = useRef(0)
  useEffect(() => {
    if (!enabled) return
    const ticket = ++latest.current
    setState((s) => (s.status === "loading" ? s : { status: "loading", data: s.data }))
    const ask = () =>
      load().then(
        (data) => ticket === latest.current && setState({ status: "ok", data }),
        (error: unknown) => ticket === latest.current && setState((s) => ({ status: "error", data: s.data, error }))
      )
    // With a debounce, inputs that change again within it (typing, adding plots) ask once, for the last of them.
    const timer = debounceMs > 0 ? setTimeout(ask, debounceMs) : (ask(), undefined)
    return () => {
      if (timer !== undefined) clearTimeout(timer)
      // An answer that arrives after the screen is gone, or after its inputs changed, is dropped.
      if (ticket === latest.current) latest.current++
    }
  }, [...deps, tick, enabled])
  const reload = useCallback(() => setTick((n) => n + 1), [])
  const set = useCallback((data: A) => {
    latest.current++
    setState({ status: "ok", data })
  }, [])
  return { ...state, reload, set }
}

/**
 * What a filter field holds: it follows an outside value (the filter in the address) whenever that changes, and
 * keeps what is typed in between, until the form applies it.
 */
export const useDraft = <A>(value: A): readonly [A, (next: A) => void] => {
  const [draft, setDraft] = useState(value)
  useEffect(() => setDraft(value), [value])
  return [draft, setDraft] as const
}

/**
 * A change a person asks for (save, block, approve…), one at a time: `busy` while it runs, its answer to `onDone`,
 * a refusal to `onError` (usually the form's error path). A second press while it runs does nothing.
 */
export const useAction = <Args extends ReadonlyArray<unknown>, R>(
  action: (...args: Args) => Promise<R>,
  handlers: { readonly onDone?: (result: R) => void; readonly onError?: (error: unknown) => void } = {}
): { readonly busy: boolean; readonly run: (...args: Args) => Promise<void> } => {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = async (...args: Args) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      handlers.onDone?.(await action(...args))
    } catch (error) {
      handlers.onError?.(error)
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return { busy, run }
}
