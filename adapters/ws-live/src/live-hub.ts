import type { Server } from "node:http"
import { LiveClientMessage, type LiveServerMessage, type LiveTopic, type MemberUpdatePayload, decodeWire } from "@iw/contracts"
import { WebSocket, WebSocketServer } from "ws"

export interface LiveHubOptions {
  /** The current version of the live state, sent in `hello` so a client can tell whether to resync. */
  readonly currentVersion: () => Promise<number>
  /** Events after `since` for the topics, or null when the gap is too old and the client must resync fully. */
  readonly eventsSince?: (since: number, topics: ReadonlyArray<LiveTopic>) => Promise<ReadonlyArray<Extract<LiveServerMessage, { type: "event" }>> | null>
  readonly heartbeatMs?: number
  /** The member a member access token belongs to, or null: a socket takes `member/update` only once signed in. */
  readonly authenticateMember?: (token: string) => Promise<number | null>
}

/** Topics only the member they belong to may take. */
const PRIVATE_TOPICS: ReadonlySet<LiveTopic> = new Set(["member/update", "support/update"])

interface Client {
  readonly socket: WebSocket
  readonly topics: Set<LiveTopic>
  alive: boolean
  /** The member this socket signed in as (`auth`), whose private topics it may take. */
  memberId: number | null
  /** Messages are handled one after another: a subscribe sent after `auth` is read once the auth is settled. */
  queue: Promise<void>
}

/**
 * The live channel at `/ws` (spec §4): clients subscribe to topics and receive every event of those topics.
 * Events published in any API process reach this hub through `deliver` (LISTEN/NOTIFY fan-out).
 */
export const attachLiveHub = (server: Server, options: LiveHubOptions) => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 })
  const clients = new Set<Client>()

  server.on("upgrade", (req, socket, head) => {
    if (!req.url || new URL(req.url, "http://x").pathname !== "/ws") {
      socket.destroy()
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req))
  })

  const sendTo = (c: Client, msg: LiveServerMessage) => {
    if (c.socket.readyState === WebSocket.OPEN) c.socket.send(JSON.stringify(msg))
  }

  wss.on("connection", async (socket: WebSocket) => {
    const client: Client = { socket, topics: new Set(), alive: true, memberId: null, queue: Promise.resolve() }
    clients.add(client)
    socket.on("pong", () => (client.alive = true))
    socket.on("close", () => clients.delete(client))
    socket.on("error", () => clients.delete(client))
    socket.on("message", (data) => {
      client.queue = client.queue.then(() => handle(data)).catch(() => undefined)
    })
    const handle = async (data: unknown) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(String(data))
      } catch {
        return sendTo(client, { type: "error", code: "BAD_MESSAGE" })
      }
      const decoded = decodeWire(LiveClientMessage, parsed, "message")
      if (!decoded.ok) return sendTo(client, { type: "error", code: "BAD_MESSAGE" })
      const msg = decoded.value
      switch (msg.type) {
        case "ping":
          return sendTo(client, { type: "pong" })
        case "unsubscribe":
          msg.topics.forEach((t) => client.topics.delete(t))
          return
        case "auth": {
          client.memberId = options.authenticateMember ? await options.authenticateMember(msg.token).catch(() => null) : null
          if (client.memberId === null) for (const t of PRIVATE_TOPICS) client.topics.delete(t)
          return sendTo(client, { type: "authed", memberId: client.memberId })
        }
        case "subscribe": {
          // A private topic needs a signed-in member; it then carries only that member's updates.
          if (client.memberId === null && msg.topics.some((t) => PRIVATE_TOPICS.has(t))) sendTo(client, { type: "error", code: "UNAUTHENTICATED" })
          msg.topics.filter((t) => client.memberId !== null || !PRIVATE_TOPICS.has(t)).forEach((t) => client.topics.add(t))
          if (msg.since === undefined) return
          const version = await options.currentVersion()
          if (msg.since >= version) return
          const missed = options.eventsSince ? await options.eventsSince(msg.since, msg.topics) : null
          if (missed === null) return sendTo(client, { type: "resync", version, reason: "gap" })
          missed.forEach((e) => sendTo(client, e))
          return
        }
      }
    }
    sendTo(client, { type: "hello", version: await options.currentVersion(), serverTime: new Date().toISOString() })
  })

  const heartbeat = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) {
        c.socket.terminate()
        clients.delete(c)
        continue
      }
      c.alive = false
      c.socket.ping()
    }
  }, options.heartbeatMs ?? 30_000)
  heartbeat.unref()

  return {
    /** Sends an event to every local client subscribed to its topic. */
    deliver: (event: Extract<LiveServerMessage, { type: "event" }>) => {
      const text = JSON.stringify(event)
      for (const c of clients) if (c.topics.has(event.topic) && c.socket.readyState === WebSocket.OPEN) c.socket.send(text)
    },
    /** Sends a member's own update to that member's local sockets that subscribed to `member/update`, and to no other. */
    deliverToMember: (memberId: number, payload: MemberUpdatePayload) => {
      const text = JSON.stringify({ type: "member", topic: "member/update", payload } satisfies LiveServerMessage)
      for (const c of clients) if (c.memberId === memberId && c.topics.has("member/update") && c.socket.readyState === WebSocket.OPEN) c.socket.send(text)
    },
    /** Sends a message to every local client, whatever it subscribed to (a `resync` after the live channel came back). */
    broadcast: (msg: LiveServerMessage) => {
      const text = JSON.stringify(msg)
      for (const c of clients) if (c.socket.readyState === WebSocket.OPEN) c.socket.send(text)
    },
    clientCount: () => clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat)
        for (const c of clients) c.socket.terminate()
        wss.close(() => resolve())
      })
  }
}

export type LiveHub = ReturnType<typeof attachLiveHub>
