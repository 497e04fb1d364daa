import { LiveServerMessage, type LiveTopic, type MemberUpdatePayload, decodeWire } from "@iw/contracts"

/**
 * The client side of the live channel `/ws` (spec §4 Live-update connection): the states Connect, Connecting,
 * Connected and Reconnecting; reconnects with growing, jittered delays; and on every (re)connection subscribes
 * with its version, so the server can say what was missed (`resync`).
 */
export type LiveState = "connect" | "connecting" | "connected" | "reconnecting"

export type LiveEvent = Extract<LiveServerMessage, { type: "event" }>

export interface LiveConnectionOptions {
  readonly url: string
  readonly topics: ReadonlyArray<LiveTopic>
  /** The version the client holds: sent on subscribe, compared with the server's in `hello`. */
  readonly version: () => number
  readonly onEvent: (event: LiveEvent) => void
  /** The client is behind (a gap, a reconnect): fetch what changed since its version. */
  readonly onBehind: (serverVersion: number) => void
  readonly onState: (state: LiveState, retryInMs: number | null) => void
  /** The member's access token: sent (`auth`) before subscribing, so the socket may take `member/update`. */
  readonly token?: () => string | null
  /** The member's own update (`member/update`). */
  readonly onMember?: (payload: MemberUpdatePayload) => void
  readonly createSocket?: (url: string) => WebSocket
  readonly random?: () => number
}

export const BACKOFF_BASE_MS = 500
export const BACKOFF_MAX_MS = 30_000

/** The wait before reconnect attempt `attempt` (0-based): doubling from 0.5 s up to 30 s, with up to half taken off at random. */
export const backoffDelay = (attempt: number, random: number): number => {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(16, Math.max(0, attempt)))
  return Math.round(ceiling * (1 - 0.5 * Math.min(1, Math.max(0, random))))
}

export class LiveConnection {
  private socket: WebSocket | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private ping: ReturnType<typeof setInterval> | null = null
  private attempt = 0
  private stopped = true
  private state: LiveState = "connect"

  constructor(private readonly options: LiveConnectionOptions) {}

  get currentState(): LiveState {
    return this.state
  }

  private setState(state: LiveState, retryInMs: number | null = null) {
    this.state = state
    this.options.onState(state, retryInMs)
  }

  start() {
    if (!this.stopped) return
    this.stopped = false
    this.open()
  }

  /** Connects now, skipping the wait of a pending reconnect (the "Connect" button, the browser going online). */
  connectNow() {
    if (this.stopped) return this.start()
    if (this.state === "connected" || this.state === "connecting") return
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.open()
  }

  stop() {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    if (this.ping) clearInterval(this.ping)
    this.timer = null
    this.ping = null
    const s = this.socket
    this.socket = null
    if (s) {
      s.onopen = s.onclose = s.onerror = s.onmessage = null
      s.close()
    }
    this.setState("connect")
  }

  private open() {
    this.setState(this.attempt === 0 ? "connecting" : "reconnecting")
    let socket: WebSocket
    try {
      socket = (this.options.createSocket ?? ((u) => new WebSocket(u)))(this.options.url)
    } catch {
      this.scheduleReconnect()
      return
    }
    this.socket = socket
    socket.onopen = () => {
      const token = this.options.token?.() ?? null
      if (token !== null) socket.send(JSON.stringify({ type: "auth", token }))
      socket.send(JSON.stringify({ type: "subscribe", topics: this.options.topics, since: this.options.version() }))
      this.ping = setInterval(() => socket.readyState === 1 && socket.send(JSON.stringify({ type: "ping" })), 25_000)
    }
    socket.onmessage = (e) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(String(e.data))
      } catch {
        return
      }
      const decoded = decodeWire(LiveServerMessage, parsed, "message")
      if (!decoded.ok) return
      const msg = decoded.value
      if (msg.type === "hello") {
        this.attempt = 0
        this.setState("connected")
        if (msg.version > this.options.version()) this.options.onBehind(msg.version)
      } else if (msg.type === "resync") {
        // The server lost its own live channel for a while (or saw a gap): fetch what changed, if anything did.
        if (msg.version > this.options.version()) this.options.onBehind(msg.version)
      } else if (msg.type === "event") this.options.onEvent(msg)
      else if (msg.type === "member") this.options.onMember?.(msg.payload)
    }
    socket.onerror = () => undefined
    socket.onclose = () => {
      if (this.ping) clearInterval(this.ping)
      this.ping = null
      if (this.socket === socket) this.socket = null
      if (!this.stopped) this.scheduleReconnect()
    }
  }

  private scheduleReconnect() {
    const wait = backoffDelay(this.attempt, (this.options.random ?? Math.random)())
    this.attempt++
    this.setState("reconnecting", wait)
    this.timer = setTimeout(() => {
      this.timer = null
      this.open()
    }, wait)
  }
}

/** `/ws` on the page's own host, over wss when the page is https. */
export const liveUrl = (location: Location = window.location) => `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`
