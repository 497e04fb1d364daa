import { api } from "@iw/contracts"
import { type Clock, WalletRefused, bindWalletAddress, getLinkedWallet } from "@iw/core"
import { Data, Effect, type ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { ERROR_MAPS, type ErrorMap, type Handler, type HttpServices, type Run, mapDomainError, routes } from "../src/index"
import type { LandError } from "../src/land/land.errors"

/**
 * The HTTP boundary keeps its types. The functions below are never called: `npm run typecheck` (part of `npm test`)
 * compiles them, and each `@ts-expect-error` fails the type check unless the line under it really is refused. So
 * they show that an unmapped error, a missing or unknown handler, a wrong answer, an error map that misses a tag,
 * and a composition root without a service a handler needs each fail to compile.
 */

/** An error no area's map answers. */
class Unmapped extends Data.TaggedError("Unmapped")<{}> {}

const wallet = {
  get: ({ principal }) => getLinkedWallet(principal.memberId),
  bind: ({ principal, body }) => bindWalletAddress(principal, body.address),
  confirm: () => Effect.fail(new WalletRefused({ reason: "not_added" })),
  setOwnerId: () => Effect.fail(new WalletRefused({ reason: "not_added" })),
  legalInfo: () => Effect.fail(new WalletRefused({ reason: "not_added" })),
  saveLegalInfo: () => Effect.fail(new WalletRefused({ reason: "not_added" }))
} satisfies { [K in keyof typeof api.wallet]: Handler<(typeof api.wallet)[K], any> }

export const typeChecks = () => {
  // A record with a handler for every endpoint of the area, failing only with mapped errors, compiles.
  routes(api.wallet, wallet)

  // @ts-expect-error: the handler may fail with Unmapped, which no area's error map answers
  routes(api.wallet, { ...wallet, get: () => Effect.fail(new Unmapped()) })

  // @ts-expect-error: a handler's error channel is typed on its own too
  const unmapped: Handler<typeof api.wallet.get> = () => Effect.fail(new Unmapped())

  // @ts-expect-error: a missing handler (saveLegalInfo) fails to compile
  routes(api.wallet, { get: wallet.get, bind: wallet.bind, confirm: wallet.confirm, setOwnerId: wallet.setOwnerId, legalInfo: wallet.legalInfo })

  // @ts-expect-error: a handler for an endpoint the area does not have fails to compile
  routes(api.wallet, { ...wallet, unlink: () => Effect.succeed({}) })

  // @ts-expect-error: the answer must be the endpoint's success type
  routes(api.wallet, { ...wallet, get: () => Effect.succeed({ address: 42 }) })

  // @ts-expect-error: an area's error map must answer every tag of its errors (here, only one of the land errors)
  const partial: ErrorMap<LandError> = { CartLimitExceeded: () => ({ status: 422, errors: {} }) }

  // A runtime that provides every service the handlers need is a Run<HttpServices>; one that lacks some is not.
  const poor = null as unknown as ManagedRuntime.ManagedRuntime<Clock, never>
  // @ts-expect-error: a composition root whose layers lack services the handlers need does not compile
  const run: Run<HttpServices> = (effect) => poor.runPromiseExit(effect)

  // The services are a real union of ports, not `any` (which would let every runtime through).
  type IsAny<T> = 0 extends 1 & T ? true : false
  const servicesAreKnown: IsAny<HttpServices> = false

  return [unmapped, partial, run, servicesAreKnown]
}

describe("the typed error maps", () => {
  it("answer each tag in exactly one area's map", () => {
    const seen = new Map<string, string>()
    for (const [area, map] of Object.entries(ERROR_MAPS))
      for (const tag of Object.keys(map)) {
        expect(seen.get(tag), `${tag} is in ${seen.get(tag)} and ${area}`).toBeUndefined()
        seen.set(tag, area)
      }
    expect(seen.size).toBeGreaterThan(20)
  })

  it("answer a mapped error with its status, code and message id, and anything else with null (a 500)", () => {
    expect(mapDomainError(new WalletRefused({ reason: "taken" }))).toEqual({ status: 422, errors: { address: [{ code: "wallet.taken" }] } })
    expect(mapDomainError(new Unmapped())).toBeNull()
    expect(mapDomainError({ _tag: "toString" })).toBeNull()
    expect(mapDomainError(null)).toBeNull()
  })
})
