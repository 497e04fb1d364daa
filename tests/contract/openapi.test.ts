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

  it("answers unknown /api paths with a JSON 404, and other unknown paths with a redirect to /en", async () => {
    const res = await fetch(`${s.url}/api/no/such/thing`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" })
    const page = await fetch(`${s.url}/somewhere`, { redirect: "manual" })
    expect(page.status).toBe(302)
    expect(page.headers.get("location")).toBe("/en")
  })
})
