import { readFileSync } from "node:fs"
import { api, decodeDelta } from "@iw/contracts"
import { type Client, makeClient } from "@iw/contracts/client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres } from "../support/database"
import { type ApiProcess, twoApiProcesses } from "../support/api-process"
import { type LiveMessage, liveClient } from "../support/live-client"

/**
 * Issue 4 §3 on real PostgreSQL: two API processes on one database and schema deliver each other's changes through
 * LISTEN/NOTIFY. A WebSocket client of process A sees a purchase made through process B, and the other way round.
 *
 * NOTIFY reaches every session of the database, so each schema has a channel of its own (`iw_live_<schema>`,
 * adapters/postgres/src/live-channel.ts): suites running beside this one in other schemas do not reach these
 * processes. Events are still matched on this suite's own coordinates, owner and world version.
 *
 * Each process serves the world snapshot's version from memory, fed by the same LISTEN: the snapshot of process A
 * moves to a version process B committed without A reading the database for it.
 */
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }
// Level 1 land of the demo world that no other suite buys.
const VIA_B = { x: 37, y: 43 }
const VIA_A = { x: 38, y: 43 }

describe.runIf(onRealPostgres())("live updates across two API processes (PostgreSQL LISTEN/NOTIFY)", () => {
  const processes = twoApiProcesses("fanout", { CHAIN_SIM_CONFIRM_SECONDS: "-1" })
  let onA: Client<typeof api>
  let onB: Client<typeof api>

  beforeAll(async () => {
    const [a, b] = [processes.a(), processes.b()]
    const anon = makeClient(api, { baseUrl: a.base, token: () => null, lang: () => "en" })
    const token = (await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    onA = makeClient(api, { baseUrl: a.base, token: () => token, lang: () => "en" })
    onB = makeClient(api, { baseUrl: b.base, token: () => token, lang: () => "en" })
    await onB.wallet.saveLegalInfo({ body: LEGAL })
  }, 200_000)

  it("the two processes share one database schema", async () => {
    expect(processes.a().base).not.toBe(processes.b().base)
    const [va, vb] = await Promise.all([processes.a(), processes.b()].map(async (p) => (await fetch(`${p.base}/api/public/map/snapshot`)).headers.get("x-world-version")))
    expect(va).not.toBeNull()
    expect(va).toBe(vb)
  })

  it("a purchase made through process B reaches a WebSocket client of process A, and the other way round", async () => {
    const clientOfA = await liveClient(processes.a().base)
    const clientOfB = await liveClient(processes.b().base)
    try {
      const matching = (cell: { x: number; y: number }, version: number) => (e: LiveMessage) =>
        e.type === "event" && e.topic === "plot/update" && e.version === version && (e.payload?.plots ?? []).some((p) => p.x === cell.x && p.y === cell.y && p.status === "sold" && p.ownerId === 100001)

      const viaB = await onB.land.purchase({ body: { plots: [VIA_B] } })
      expect(viaB.plots[0]).toMatchObject({ ...VIA_B, status: "sold", ownerId: 100001 })
      // A client that heard of B's version asks A for the delta at once: A answers it from the database, even if
      // its own LISTEN has not heard of the purchase yet.
      const deltaRes = await fetch(`${processes.a().base}/api/public/map/delta?since=${viaB.version - 1}`)
      const delta = decodeDelta(new Uint8Array(await deltaRes.arrayBuffer()))
      expect(delta.toVersion).toBeGreaterThanOrEqual(viaB.version)
      expect(delta.changes.some((c) => c.index === VIA_B.y * delta.width + VIA_B.x)).toBe(true)
      const seenOnA = await clientOfA.waitFor(matching(VIA_B, viaB.version))
      expect(seenOnA, "process A's client received B's plot/update").toBeDefined()
      expect(await clientOfB.waitFor(matching(VIA_B, viaB.version))).toBeDefined()

      const viaA = await onA.land.purchase({ body: { plots: [VIA_A] } })
      expect(viaA.version).toBeGreaterThan(viaB.version)
      const seenOnB = await clientOfB.waitFor(matching(VIA_A, viaA.version))
      expect(seenOnB, "process B's client received A's plot/update").toBeDefined()
      expect(await clientOfA.waitFor(matching(VIA_A, viaA.version))).toBeDefined()

      // Each process's snapshot, served from memory, reaches the other's version (its LISTEN heard it).
      const versionOf = async (p: ApiProcess) => Number((await fetch(`${p.base}/api/public/map/snapshot`)).headers.get("x-world-version"))
      for (const p of [processes.a(), processes.b()]) {
        const until = Date.now() + 5_000
        while ((await versionOf(p)) < viaA.version && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
        expect(await versionOf(p)).toBeGreaterThanOrEqual(viaA.version)
      }
      // Each process also reads the other's write from the shared schema.
      expect((await onA.land.plot({ query: VIA_B })).plot).toMatchObject({ status: "sold", ownerId: 100001 })
      expect((await onB.land.plot({ query: VIA_A })).plot).toMatchObject({ status: "sold", ownerId: 100001 })
      // Exactly one event per purchase on each client: a NOTIFY is delivered once per listening process.
      for (const c of [clientOfA, clientOfB]) {
        expect(c.messages.filter(matching(VIA_B, viaB.version))).toHaveLength(1)
        expect(c.messages.filter(matching(VIA_A, viaA.version))).toHaveLength(1)
      }
    } finally {
      clientOfA.ws.close()
      clientOfB.ws.close()
    }
  }, 60_000)
})
