import { type DependencyList, useCallback, useEffect, useRef, useState } from "react"

export type Load<A> =
  | { readonly status: "loading"; readonly data: A | undefined }
  | { readonly status: "ok"; readonly data: A }
  | { readonly status: "error"; readonly data: A | undefined; readonly error: unknown }

/**
 * Loads data for a screen and reloads it when `deps` change or `reload()` is called. The previous answer
 * stays visible while the next one loads, so tables do not flash; a late answer never replaces a newer one.
 */
export const useLoad = <A>(load: () => Promise<A>, deps: DependencyList): Load<A> & { readonly reload: () => void; readonly set: (data: A) => void } => {
  const [state, setState] = useState<Load<A>>({ status: "loading", data: undefined })
  const [tick, setTick] = useState(0)
  const latest = useRef(0)
  useEffect(() => {
    const ticket = ++latest.current
    setState((s) => ({ status: "loading", data: s.data }))
    load().then(
      (data) => ticket === latest.current && setState({ status: "ok", data }),
      (error: unknown) => ticket === latest.current && setState((s) => ({ status: "error", data: s.data, error }))
    )
  }, [...deps, tick])
  const reload = useCallback(() => setTick((n) => n + 1), [])
  const set = useCallback((data: A) => setState({ status: "ok", data }), [])
  return { ...state, reload, set }
}
