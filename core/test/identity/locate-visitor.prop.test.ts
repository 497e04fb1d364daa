import { CountryLocator, DEFAULT_COUNTRY, locateVisitor } from "@iw/core"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const country = fc.constantFrom("CN", "HK", "JP", "KR", "RU", "US", "DE")
const tableOf = (table: ReadonlyMap<string, string>) => Layer.succeed(CountryLocator)({ countryOf: (ip) => Effect.succeed(table.get(ip) ?? null) })

describe("public/geolocation (spec §7: defaults to cn when unknown)", () => {
  it("a trusted proxy's country wins; else the address table; else CN", () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.option(country, { nil: null }), fc.option(country, { nil: null }), (ip, proxy, inTable) => {
        const table = new Map(inTable === null ? [] : [[ip, inTable]])
        const found = Effect.runSync(locateVisitor({ ip, proxyCountry: proxy }).pipe(Effect.provide(tableOf(table))))
        expect(found.countryCode).toBe(proxy ?? inTable ?? DEFAULT_COUNTRY)
      })
    )
    expect(DEFAULT_COUNTRY).toBe("CN")
  })
})
