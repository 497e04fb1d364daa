import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startProductPages } from "../../../tests/support/product-pages"
import { DEFAULT_SCRAPER_LIMITS, extractProduct, fetchProductImage, fetchProductPage, isRefusedAddress } from "../src/index"

const fixtures = join(fileURLToPath(new URL(".", import.meta.url)), "../../../tests/fixtures/product-pages")
let pages: Awaited<ReturnType<typeof startProductPages>>
beforeAll(async () => {
  pages = await startProductPages()
})
afterAll(() => pages?.stop())

describe("the product page reader (issue 15 §4)", () => {
  it("reads Amazon's own fields from a saved page and nothing from a page without them", () => {
    expect(extractProduct(readFileSync(join(fixtures, "product.html"), "utf8"))).toMatchObject({
      title: expect.stringContaining("Trail Runner 2 Waterproof Hiking Boot"),
      imageUrl: "https://m.media-amazon.com/images/I/71trail-large._AC_SL1500_.jpg"
    })
    expect(extractProduct(readFileSync(join(fixtures, "no-fields.html"), "utf8"))).toEqual({ title: null, description: null, imageUrl: null })
  })

  it("refuses loopback, private, link-local and mapped addresses, and lets public ones through", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "[::1]", "localhost"])
      expect(isRefusedAddress(a), a).toBe(true)
    for (const a of ["93.184.216.34", "52.94.236.248", "2600:9000:2000::1"]) expect(isRefusedAddress(a), a).toBe(false)
  })

  it("in production refuses the local fixture by its resolved address, and an IP literal before connecting", async () => {
    const port = new URL(pages.origin).port
    const before = pages.hits()
    expect(await fetchProductPage(new URL(`${pages.origin}/dp/B0TRAIL0002`), "localhost", DEFAULT_SCRAPER_LIMITS)).toMatchObject({ _tag: "Refused" })
    expect(await fetchProductPage(new URL(`http://127.0.0.1:${port}/dp/B0TRAIL0002`), "127.0.0.1", DEFAULT_SCRAPER_LIMITS)).toMatchObject({ _tag: "Refused" })
    expect(pages.hits()).toBe(before)
  })

  it("follows a redirect on the host, and stops at one off it", async () => {
    const open = { ...DEFAULT_SCRAPER_LIMITS, refusePrivateAddresses: false }
    expect(await fetchProductPage(new URL(`${pages.origin}/dp/B0MOVED`), "localhost", open)).toMatchObject({ _tag: "Page", finalUrl: `${pages.origin}/dp/B0TRAIL0002` })
    expect(await fetchProductPage(new URL(`${pages.origin}/dp/B0ELSEWHERE`), "localhost", open)).toEqual({ _tag: "Refused", host: "internal.example.net" })
    expect(await fetchProductPage(new URL(`${pages.origin}/dp/B0HUGE`), "localhost", { ...open, maxBytes: 1024 * 1024 })).toMatchObject({ _tag: "Unavailable" })
    expect(await fetchProductPage(new URL(`${pages.origin}/dp/B0SLOW`), "localhost", { ...open, timeoutMs: 300 })).toMatchObject({ _tag: "Unavailable", reason: "timeout" })
  })

  it("reads a product image on the allowed hosts within 5 MB (streamed or declared), and refuses one off them or on a private address in production", async () => {
    const open = { ...DEFAULT_SCRAPER_LIMITS, refusePrivateAddresses: false, maxBytes: 5 * 1024 * 1024 }
    const saved = readFileSync(join(fixtures, "trail-boot.jpg"))
    const got = await fetchProductImage(new URL(`${pages.origin}/images/trail-boot.jpg`), ["www.amazon.com", "localhost"], open)
    expect(got._tag).toBe("Image")
    if (got._tag === "Image") expect(Buffer.from(got.bytes).equals(saved)).toBe(true)
    expect(await fetchProductImage(new URL(`${pages.origin}/images/huge.jpg`), ["localhost"], open)).toEqual({ _tag: "TooLarge" })
    expect(await fetchProductImage(new URL(`${pages.origin}/images/huge-chunked.jpg`), ["localhost"], open)).toEqual({ _tag: "TooLarge" })
    expect(await fetchProductImage(new URL(`${pages.origin}/images/moved.jpg`), ["localhost"], open)).toEqual({ _tag: "Refused", host: "internal.example.net" })
    const before = pages.hits()
    expect(await fetchProductImage(new URL(`${pages.origin}/images/trail-boot.jpg`), ["www.amazon.com", "media-amazon.com"], open)).toMatchObject({ _tag: "Refused" })
    expect(await fetchProductImage(new URL(`${pages.origin}/images/trail-boot.jpg`), ["localhost"], { ...DEFAULT_SCRAPER_LIMITS, maxBytes: 5 * 1024 * 1024 })).toMatchObject({ _tag: "Refused" })
    expect(pages.hits()).toBe(before)
  })
})
