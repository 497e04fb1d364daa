import { useSyncExternalStore } from "react"
import type { SessionStore, StoredSession } from "./session"

export const useSession = <P>(store: SessionStore<P>): StoredSession<P> | null => useSyncExternalStore(store.subscribe, store.get, store.get)
