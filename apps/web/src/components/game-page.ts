import { useLoad } from "@iw/ui"
import { useState } from "react"
import { reloadProfile } from "../lib/auth"
import { notifyUnreadChanged } from "../lib/unread"
import "./game.css"

/**
 * What both games' pages keep (Gold Rush, Lumber Yard): their state from the server, a version their histories
 * follow, the last action's note, and `changed` after an action, which reloads the state and the header's balances
 * and unread counts (an action may make or settle a reminder of the notification centre).
 */
export const useGamePage = <A,>(load: () => Promise<A>) => {
  const data = useLoad(load, [])
  const [version, setVersion] = useState(0)
  const [message, setMessage] = useState<string | null>(null)
  const changed = (note?: string) => {
    setMessage(note ?? null)
    data.reload()
    setVersion((v) => v + 1)
    void reloadProfile().catch(() => undefined)
    notifyUnreadChanged()
  }
  return { data, version, message, changed }
}
