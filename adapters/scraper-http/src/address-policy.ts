import { BlockList, isIP } from "node:net"

/**
 * Addresses a server-side fetch must not reach (SSRF): loopback, private, link-local, carrier-grade NAT, multicast,
 * reserved, documentation and the unspecified address, in IPv4 and IPv6 (IPv4-mapped IPv6 is checked as IPv4).
 */
const refused = new BlockList()
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
] as const)
  refused.addSubnet(net, prefix, "ipv4")
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8]
] as const)
  refused.addSubnet(net, prefix, "ipv6")

/** True when the address is one the scraper must not connect to. Anything that is not an IP address is refused. */
export const isRefusedAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, "")
  const family = isIP(bare)
  if (family === 4) return refused.check(bare, "ipv4")
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
    if (mapped) return refused.check(mapped[1]!, "ipv4")
    return refused.check(bare, "ipv6")
  }
  return true
}
