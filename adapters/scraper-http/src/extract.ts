import { DomUtils, parseDocument } from "htmlparser2"

type Node = ReturnType<typeof parseDocument>["children"][number]
type El = Extract<Node, { readonly attribs: Record<string, string> }>


const byId = (nodes: ReadonlyArray<Node>, id: string): El | null => DomUtils.findOne((e) => e.attribs["id"] === id, nodes as Node[], true) as El | null

const meta = (nodes: ReadonlyArray<Node>, key: string): string | null => {
  const m = DomUtils.findOne((e) => e.name === "meta" && (e.attribs["property"] === key || e.attribs["name"] === key), nodes as Node[], true)
  return m?.attribs["content"] ?? null
}

const text = (e: El | null): string | null => (e === null ? null : DomUtils.textContent(e))

/** The largest image of Amazon's `data-a-dynamic-image` ({"url": [w, h], …}), else null. */
const dynamicImage = (json: string | undefined): string | null => {
  if (json === undefined) return null
  try {
    const sizes = JSON.parse(json) as Record<string, [number, number]>
    const best = Object.entries(sizes).sort(([, a], [, b]) => b[0] * b[1] - a[0] * a[1])[0]
    return best?.[0] ?? null
  } catch {
    return null
  }
}

/** The feature bullets (`#feature-bullets li`) joined as lines. */
const bullets = (nodes: ReadonlyArray<Node>): string | null => {
  const box = byId(nodes, "feature-bullets")
  if (box === null) return null
  const items = DomUtils.findAll((e) => e.name === "li", box.children as Node[]).map((li) => DomUtils.textContent(li).replace(/\s+/g, " ").trim()).filter((s) => s !== "")
  return items.length === 0 ? null : items.join("\n")
}

/**
 * A product page's title, image and description: Amazon's own elements first (`#productTitle`, `#landingImage` /
 * `#imgBlkFront`, `#productDescription` or the feature bullets), then the Open Graph and description meta tags. The
 * page's `<title>` alone does not count: a page without product fields is SCRAPING_FAILED.
 */
export const extractProduct = (html: string): { readonly title: string | null; readonly description: string | null; readonly imageUrl: string | null } => {
  const doc = parseDocument(html)
  const nodes = doc.children
  const title = text(byId(nodes, "productTitle")) ?? meta(nodes, "og:title")
  const img = byId(nodes, "landingImage") ?? byId(nodes, "imgBlkFront")
  const imageUrl = (img && (img.attribs["data-old-hires"] || dynamicImage(img.attribs["data-a-dynamic-image"]) || img.attribs["src"])) || meta(nodes, "og:image")
  const description = text(byId(nodes, "productDescription")) ?? bullets(nodes) ?? meta(nodes, "og:description") ?? meta(nodes, "description")
  return { title: blank(title), description: blank(description), imageUrl: blank(imageUrl) }
}

const blank = (s: string | null | undefined): string | null => (s === null || s === undefined || s.trim() === "" ? null : s)

