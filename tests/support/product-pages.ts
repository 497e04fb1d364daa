import { readFileSync } from "node:fs"
import { type Server, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const dir = join(fileURLToPath(new URL(".", import.meta.url)), "..", "fixtures", "product-pages")
const page = (name: string) => readFileSync(join(dir, name))

/** The saved product page with its large image pointed at `src` (relative: on the fixture's own host). */
const withImage = (src: string) => Buffer.from(page("product.html").toString("utf8").replace("https://m.media-amazon.com/images/I/71trail-large._AC_SL1500_.jpg", src))

/** A JPEG's first bytes, then zeros past the 5 MB image limit. */
const hugeJpeg = () => Buffer.concat([page("trail-boot.jpg").subarray(0, 16), Buffer.alloc(5 * 1024 * 1024 + 1024)])

/**
 * A local stand-in for the product site (issue 15 §4): saved product pages, a page without product fields, a page
 * that fails to load, a slow one, a big one, and redirects on and off the host; product pages whose image is a saved
 * JPEG on the same host, one over 5 MB, one that is no image, one redirected off the host. Addressed as
 * `http://localhost:PORT`.
 */
export const startProductPages = async (): Promise<{ readonly origin: string; readonly hits: () => number; readonly stop: () => Promise<void> }> => {
  let hits = 0
  const server: Server = createServer((req, res) => {
    hits++
    const path = (req.url ?? "/").split("?")[0]
    const html = (body: Buffer) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body)
    switch (path) {
      case "/dp/B0TRAIL0002":
        return html(page("product.html"))
      case "/dp/B0MOVED":
        return res.writeHead(301, { location: "/dp/B0TRAIL0002" }).end()
      case "/dp/B0ELSEWHERE":
        return res.writeHead(302, { location: "http://internal.example.net/admin" }).end()
      case "/dp/B0NOTHING":
        return html(page("no-fields.html"))
      case "/dp/B0BROKEN":
        return res.writeHead(503, { "content-type": "text/html" }).end("<h1>Service Unavailable</h1>")
      case "/dp/B0SLOW":
        return void setTimeout(() => html(page("product.html")), 3000)
      case "/dp/B0HUGE":
        res.writeHead(200, { "content-type": "text/html" })
        return res.end(Buffer.alloc(4 * 1024 * 1024, 0x20))
      case "/dp/B0IMAGE":
        return html(withImage("/images/trail-boot.jpg"))
      case "/dp/B0BIGIMAGE":
        return html(withImage("/images/huge.jpg"))
      case "/dp/B0NOTIMAGE":
        return html(withImage("/images/not-an-image.jpg"))
      case "/dp/B0IMAGEAWAY":
        return html(withImage("/images/moved.jpg"))
      case "/images/trail-boot.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end(page("trail-boot.jpg"))
      case "/images/huge.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end(hugeJpeg())
      case "/images/huge-chunked.jpg":
        // No content-length: the limit must hold while streaming too.
        res.writeHead(200, { "content-type": "image/jpeg", "transfer-encoding": "chunked" })
        res.write(hugeJpeg().subarray(0, 3 * 1024 * 1024))
        return res.end(hugeJpeg().subarray(3 * 1024 * 1024))
      case "/images/not-an-image.jpg":
        return res.writeHead(200, { "content-type": "image/jpeg" }).end("<html><body>Not an image</body></html>")
      case "/images/moved.jpg":
        return res.writeHead(302, { location: "http://internal.example.net/boot.jpg" }).end()
      default:
        return res.writeHead(404).end()
    }
  })
  await new Promise<void>((r) => server.listen(0, r))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    hits: () => hits,
    stop: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      })
  }
}
