import fc from "fast-check"
import { describe, expect, it, vi } from "vitest"
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, LiveConnection, type LiveState, backoffDelay } from "../../src/features/map/api/live-connection"

describe("reconnecting to the live channel", () => {
  it("waits between half and all of a doubling delay, never more than 30 s", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt)
        const d = backoffDelay(attempt, r)
        expect(d).toBeGreaterThanOrEqual(Math.floor(ceiling / 2))
        expect(d).toBeLessThanOrEqual(ceiling)
        expect(backoffDelay(attempt + 1, r)).toBeGreaterThanOrEqual(d)
      })
    )
  })

  /** A socket we drive by hand. */
  class FakeSocket {
    static all: Array<FakeSocket> = []
    readyState = 0
    sent: Array<unknown> = []
    onopen: (() => void) | null = null
    onclose: (() => void) | null = null
    onerror: (() => void) | null = null
    onmessage: ((e: { data: string }) => void) | null = null
    constructor() {
      FakeSocket.all.push(this)
    }
    send(s: string) {
      this.sent.push(JSON.parse(s))
    }
    close() {
      this.readyState = 3
    }
    open(serverVersion: number) {
      this.readyState = 1
      this.onopen?.()
      this.onmessage?.({ data: JSON.stringify({ type: "hello", version: serverVersion, serverTime: new Date().toISOString() }) })
    }
    drop() {
      this.readyState = 3
      this.onclose?.()
    }
  }

  it("goes Connecting → Connected → Reconnecting → Connected, subscribing with its version each time and catching up when behind", () => {
    vi.useFakeTimers()
    FakeSocket.all = []
    const states: Array<LiveState> = []
    const behind: Array<number> = []
    let version = 5
    const c = new LiveConnection({
      url: "ws://x/ws",
      topics: ["plot/update"],
      version: () => version,
      onEvent: () => undefined,
      onBehind: (v) => behind.push(v),
      onState: (s) => states.push(s),
      createSocket: () => new FakeSocket() as unknown as WebSocket,
      random: () => 0
    })
    c.start()
    FakeSocket.all[0]!.open(5)
    expect(FakeSocket.all[0]!.sent[0]).toEqual({ type: "subscribe", topics: ["plot/update"], since: 5 })
    FakeSocket.all[0]!.drop()
    expect(c.currentState).toBe("reconnecting")
    vi.advanceTimersByTime(BACKOFF_BASE_MS)
    expect(FakeSocket.all).toHaveLength(2)
    FakeSocket.all[1]!.drop()
    vi.advanceTimersByTime(BACKOFF_BASE_MS * 2 - 1)
    expect(FakeSocket.all).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.all).toHaveLength(3)
    version = 6
    FakeSocket.all[2]!.open(9)
    expect(FakeSocket.all[2]!.sent[0]).toEqual({ type: "subscribe", topics: ["plot/update"], since: 6 })
    expect(behind).toEqual([9])
    expect(states).toEqual(["connecting", "connected", "reconnecting", "reconnecting", "reconnecting", "reconnecting", "connected"])
    c.stop()
    expect(c.currentState).toBe("connect")
    vi.useRealTimers()
  })

  it("catches up when the server says resync with a newer version (its own live channel was lost), and not otherwise", () => {
    FakeSocket.all = []
    const behind: Array<number> = []
    let version = 7
    const c = new LiveConnection({
      url: "ws://x/ws",
      topics: ["plot/update"],
      version: () => version,
      onEvent: () => undefined,
      onBehind: (v) => behind.push(v),
      onState: () => undefined,
      createSocket: () => new FakeSocket() as unknown as WebSocket,
      random: () => 0
    })
    c.start()
    const socket = FakeSocket.all[0]!
    socket.open(7)
    const resync = (v: number) => socket.onmessage?.({ data: JSON.stringify({ type: "resync", version: v, reason: "reconnected" }) })
    resync(7)
    expect(behind).toEqual([])
    resync(9)
    expect(behind).toEqual([9])
    version = 9
    resync(9)
    expect(behind).toEqual([9])
    expect(c.currentState).toBe("connected")
    c.stop()
  })

  it("signs in before subscribing when a member is signed in, and hands the member's own updates over", () => {
    FakeSocket.all = []
    const updates: Array<unknown> = []
    const c = new LiveConnection({
      url: "ws://x/ws",
      topics: ["member/update"],
      version: () => 0,
      token: () => "member-token",
      onMember: (p) => updates.push(p),
      onEvent: () => undefined,
      onBehind: () => undefined,
      onState: () => undefined,
      createSocket: () => new FakeSocket() as unknown as WebSocket
    })
    c.start()
    const s = FakeSocket.all[0]!
    s.open(0)
    expect(s.sent.slice(0, 2)).toEqual([
      { type: "auth", token: "member-token" },
      { type: "subscribe", topics: ["member/update"], since: 0 }
    ])
    s.onmessage?.({ data: JSON.stringify({ type: "member", topic: "member/update", payload: { kind: "purchase", purchaseId: 7, status: "approved" } }) })
    expect(updates).toEqual([{ kind: "purchase", purchaseId: 7, status: "approved" }])
    c.stop()
  })
})
