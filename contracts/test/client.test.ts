import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { api } from "../src/api"
import { makeClient, sendWithProgress } from "../src/client"

/**
 * The typed client's multipart upload with progress (XMLHttpRequest). A fake XHR stands in for the browser's: it
 * records what was sent and lets the test play the network's part (progress, load, abort).
 */
class FakeXhr {
  static last: FakeXhr | null = null
  static sent = 0
  status = 0
  responseText = ""
  timeout = 0
  aborted = false
  headers: Record<string, string> = {}
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open() {}
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  send() {
    FakeXhr.sent++
  }
  /** As a browser does: abort() fires `abort`, never `load`. */
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const settledWithin = <A>(p: Promise<A>, ms = 500) =>
  Promise.race([p.then((value) => ({ settled: "resolved" as const, value }), (error: unknown) => ({ settled: "rejected" as const, error })), new Promise<{ settled: "pending" }>((r) => setTimeout(() => r({ settled: "pending" }), ms))])

const form = () => {
  const f = new FormData()
  f.append("subject", "x")
  return f
}

beforeEach(() => {
  FakeXhr.last = null
  FakeXhr.sent = 0
  vi.stubGlobal("XMLHttpRequest", FakeXhr)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe("uploads with progress", () => {
  it("a cancelled upload settles: the promise rejects with an AbortError", async () => {
    const controller = new AbortController()
    const pending = sendWithProgress("/api/x", { method: "POST", headers: {}, body: form() }, { signal: controller.signal, onProgress: () => undefined }, 60_000)
    FakeXhr.last!.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 100 })
    controller.abort()
    const r = await settledWithin(pending)
    expect(r.settled).toBe("rejected")
    expect((r as { error: { name: string } }).error.name).toBe("AbortError")
    expect(FakeXhr.last!.aborted).toBe(true)
  })

  it("a signal that is already aborted sends nothing and rejects at once", async () => {
    const controller = new AbortController()
    controller.abort()
    const r = await settledWithin(sendWithProgress("/api/x", { method: "POST", headers: {}, body: form() }, { signal: controller.signal }, 60_000))
    expect(r.settled).toBe("rejected")
    expect(FakeXhr.sent).toBe(0)
  })

  it("an answered upload resolves, and aborting afterwards changes nothing", async () => {
    const controller = new AbortController()
    const progress: Array<number> = []
    const pending = sendWithProgress("/api/x", { method: "POST", headers: { Authorization: "Bearer t" }, body: form() }, { signal: controller.signal, onProgress: (f) => progress.push(f) }, 60_000)
    const xhr = FakeXhr.last!
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
    xhr.answer(201, { ok: true })
    controller.abort()
    expect(await pending).toEqual({ status: 201, text: '{"ok":true}' })
    expect(progress).toEqual([0.5])
    expect(xhr.aborted).toBe(false)
    expect(xhr.headers.Authorization).toBe("Bearer t")
  })

  it("through the typed client: cancelling a ticket upload rejects with the AbortError and is not reported as an API error", async () => {
    const onError = vi.fn()
    const client = makeClient(api, { baseUrl: "http://localhost", onError })
    const controller = new AbortController()
    const call = client.support.create(
      { body: { subject: "s", message: "m" }, files: { attachments: [new File([new Uint8Array([1])], "a.png")] } },
      { signal: controller.signal, onProgress: () => undefined }
    )
    // The request body is built before the XHR is made.
    await new Promise((r) => setTimeout(r, 0))
    controller.abort()
    const r = await settledWithin(call)
    expect(r.settled).toBe("rejected")
    expect((r as { error: { name: string } }).error.name).toBe("AbortError")
    expect(onError).not.toHaveBeenCalled()
  })
})
