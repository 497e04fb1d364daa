import { useEffect, useState } from "react"
import { api } from "../lib/api"

let cache: Promise<ReadonlyMap<number, string>> | null = null

const load = (): Promise<ReadonlyMap<number, string>> =>
  (cache ??= api.staff
    .listStaff({ query: { perPage: 100 } })
    .then((list) => new Map(list.data.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim() || s.email] as const)))
    .catch(() => {
      cache = null
      return new Map<number, string>()
    }))

/** Forgets the cached names, e.g. after a staff account was created or renamed. */
export const forgetStaffNames = () => {
  cache = null
}

/** Staff names by id, to show who did what in the audit log; empty until loaded or when the list fails. */
export const useStaffNames = (): ReadonlyMap<number, string> => {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map())
  useEffect(() => {
    let alive = true
    void load().then((n) => alive && setNames(n))
    return () => {
      alive = false
    }
  }, [])
  return names
}
