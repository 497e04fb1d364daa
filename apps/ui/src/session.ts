/**
 * A client session kept in local storage (spec §3 Client session): token and expiry, plus a cached profile.
 * The token is refreshed 10 minutes (600 000 ms) before it expires (spec §4, §9).
 */
export const REFRESH_BEFORE_MS = 600_000

export interface StoredSession<P> {
  readonly token: string
  readonly expiredAt: number
  readonly profile: P | null
}

export interface SessionStore<P> {
  readonly get: () => StoredSession<P> | null
  readonly set: (token: string, expiresInSeconds: number) => void
  readonly setProfile: (profile: P) => void
  readonly clear: () => void
  readonly subscribe: (listener: () => void) => () => void
}

export const createSessionStore = <P>(prefix: string, storage: Storage = window.localStorage): SessionStore<P> => {
  const keys = { token: `${prefix}.token`, expiredAt: `${prefix}.expiredAt`, profile: `${prefix}.member` }
  const listeners = new Set<() => void>()
  let cached: StoredSession<P> | null | undefined
  const read = (): StoredSession<P> | null => {
    const token = storage.getItem(keys.token)
    const expiredAt = Number(storage.getItem(keys.expiredAt))
    if (!token || !Number.isFinite(expiredAt) || expiredAt <= Date.now()) return null
    let profile: P | null = null
    try {
      profile = JSON.parse(storage.getItem(keys.profile) ?? "null") as P | null
    } catch {
      profile = null
    }
    return { token, expiredAt, profile }
  }
  const emit = () => {
    cached = undefined
    listeners.forEach((l) => l())
  }
  window.addEventListener("storage", (e) => {
    if (e.key && Object.values(keys).includes(e.key)) emit()
  })
  return {
    get: () => (cached === undefined ? (cached = read()) : cached),
    set: (token, expiresInSeconds) => {
      storage.setItem(keys.token, token)
      storage.setItem(keys.expiredAt, String(Date.now() + expiresInSeconds * 1000))
      emit()
    },
    setProfile: (profile) => {
      storage.setItem(keys.profile, JSON.stringify(profile))
      emit()
    },
    clear: () => {
      Object.values(keys).forEach((k) => storage.removeItem(k))
      emit()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}

/** Calls `refresh` 10 minutes before the stored token expires, again after every refresh. Returns a stop function. */
export const scheduleRefresh = <P>(store: SessionStore<P>, refresh: () => Promise<void>): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const plan = () => {
    clearTimeout(timer)
    const s = store.get()
    if (!s) return
    const delay = Math.max(1_000, s.expiredAt - Date.now() - REFRESH_BEFORE_MS)
    timer = setTimeout(() => {
      refresh().catch(() => undefined)
    }, Math.min(delay, 2 ** 31 - 1))
  }
  const unsubscribe = store.subscribe(plan)
  plan()
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}
