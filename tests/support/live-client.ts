import { WebSocket } from "ws"

/** What the live channel sends, as far as the tests read it. */
export interface LiveMessage {
  readonly type: string
  readonly topic?: string
  readonly code?: string
  readonly memberId?: number | null
  readonly version?: number
  readonly reason?: string
  readonly payload?: {
    readonly plots?: ReadonlyArray<{ readonly x: number; readonly y: number; readonly status: string; readonly ownerId?: number | null }>
    readonly buildingId?: number
    readonly isRemoved?: boolean
    readonly event?: string
    readonly kind?: string
    readonly purchaseId?: number
    readonly notificationId?: number
    readonly status?: string
  }
}

/**
 * A client of `/ws` subscribed to plot/update (or the topics named), keeping every message it receives; with a token it
 * signs in first (`auth`), as the member's own topic needs. It resolves once the hub has read the subscription: the
 * subscribe travels after the hello, and a ping's pong proves the hub got past it.
 */
export const liveClient = async (baseUrl: string, topics: ReadonlyArray<string> = ["plot/update"], token?: string) => {
  const ws = new WebSocket(`${baseUrl.replace("http", "ws")}/ws`)
  const messages: Array<LiveMessage> = []
  await new Promise<void>((done, reject) => {
    ws.once("error", reject)
    ws.on("message", (d) => {
      const m = JSON.parse(String(d)) as LiveMessage
      messages.push(m)
      if (m.type === "hello") {
        if (token !== undefined) ws.send(JSON.stringify({ type: "auth", token }))
        ws.send(JSON.stringify({ type: "subscribe", topics }))
        ws.send(JSON.stringify({ type: "ping" }))
      }
      if (m.type === "pong") done()
    })
  })
  /** The first message that matches, waiting up to `ms` for it. */
  const waitFor = async (match: (m: LiveMessage) => boolean, ms = 5_000) => {
    const until = Date.now() + ms
    while (Date.now() < until) {
      const hit = messages.find(match)
      if (hit) return hit
      await new Promise((r) => setTimeout(r, 10))
    }
    return undefined
  }
  return { ws, messages, waitFor }
}
