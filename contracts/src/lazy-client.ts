import type { Client } from "./client"

/**
 * The typed client of `makeClient`, whose contract and client code load on the first call: a page that makes no
 * call before it paints (the landing) carries none of the schemas on its critical path. Every call of a client is
 * asynchronous, so deferring the load changes no answer; the first call waits for the module, the later ones don't.
 */
export const lazyClient = <A>(load: () => Promise<Client<A>>): Client<A> => {
  let client: Promise<Client<A>> | undefined
  const loaded = () => (client ??= load().catch((e: unknown) => ((client = undefined), Promise.reject(e))))
  const areas = new Map<string, unknown>()
  const areaOf = (area: string) => {
    const calls = new Map<string, unknown>()
    return new Proxy({}, {
      get: (_, name) => {
        if (typeof name !== "string") return undefined
        if (!calls.has(name)) {
          calls.set(name, (...args: Array<unknown>) =>
            loaded().then((c) => (c as unknown as Record<string, Record<string, (...a: Array<unknown>) => unknown>>)[area][name](...args))
          )
        }
        return calls.get(name)
      }
    })
  }
  return new Proxy({}, {
    get: (_, area) => {
      if (typeof area !== "string") return undefined
      if (!areas.has(area)) areas.set(area, areaOf(area))
      return areas.get(area)
    }
  }) as Client<A>
}
