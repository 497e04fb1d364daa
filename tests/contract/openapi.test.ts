import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { allEndpoints, buildOpenApi } from "@iw/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type TestServer, startTestServer } from "../support/server"

const committed = JSON.parse(readFileSync(resolve(__dirname, "../../contracts/openapi.json"), "utf8"))

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(async () => {
  await s?.stop()
})

describe("OpenAPI document", () => {
  it("the committed contracts/openapi.json matches the contract (run `npm run openapi` after changing an endpoint)", () => {
    expect(buildOpenApi()).toEqual(committed)
  })

  it("is served at /api/openapi.json", async () => {
    const res = await fetch(`${s.url}/api/openapi.json`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(committed)
  })

  it("documents every endpoint of the contract with its method", () => {
    for (const ep of allEndpoints()) {
      const path = `/api/${ep.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`
      expect(committed.paths[path]?.[ep.method.toLowerCase()]?.operationId, ep.id).toBe(ep.id)
    }
  })

  it("documents binary endpoints from their contract: content type, headers, ETag and 304 for a conditional GET", () => {
    const snapshot = committed.paths["/api/public/map/snapshot"].get
    expect(snapshot.operationId).toBe("land.snapshot")
    expect(snapshot.responses["200"].content["application/octet-stream"].schema).toEqual({ type: "string", format: "binary" })
    expect(snapshot.responses["200"].headers["X-World-Version"].schema).toEqual({ type: "integer" })
    expect(snapshot.responses["200"].headers.ETag).toBeDefined()
    expect(snapshot.responses["304"].headers["X-World-Version"]).toBeDefined()
    expect(snapshot.parameters.map((p: { name: string }) => p.name)).toContain("If-None-Match")
    const delta = committed.paths["/api/public/map/delta"].get
    expect(delta.responses["304"]).toBeUndefined()
    expect(delta.parameters.find((p: { name: string }) => p.name === "since")).toMatchObject({ in: "query", required: true })
    expect(delta.responses["422"]).toBeDefined()
    // A download of a stored file: each answer names its own type.
    const file = committed.paths["/api/files/support/{id}"].get
    expect(file.responses["200"].content["*/*"].schema).toEqual({ type: "string", format: "binary" })
    expect(file.responses["404"].description).toContain("NOT_FOUND")
  })

  it("answers unknown /api paths with a JSON 404, and other unknown paths with a redirect to /en", async () => {
    const res = await fetch(`${s.url}/api/no/such/thing`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" })
    const page = await fetch(`${s.url}/somewhere`, { redirect: "manual" })
    expect(page.status).toBe(302)
    expect(page.headers.get("location")).toBe("/en")
  })
})
