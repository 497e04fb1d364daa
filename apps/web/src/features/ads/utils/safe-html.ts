/**
 * The results page's HTML message (spec §2 ads-manager/successful), reduced to a small allow-list before it is shown:
 * text formatting, paragraphs, lists and http(s) links; everything else (scripts, styles, handlers, frames, other
 * schemes) is dropped, its text kept where it is harmless.
 */
const ALLOWED = new Set(["B", "STRONG", "I", "EM", "U", "BR", "P", "UL", "OL", "LI", "A", "SPAN"])
const DROPPED = new Set(["SCRIPT", "STYLE", "IFRAME", "OBJECT", "EMBED", "TEMPLATE", "NOSCRIPT", "SVG", "MATH", "LINK", "META"])

const clean = (node: Node, doc: Document): Node | null => {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? "")
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const el = node as Element
  if (DROPPED.has(el.tagName)) return null
  const kids = Array.from(el.childNodes)
    .map((c) => clean(c, doc))
    .filter((c): c is Node => c !== null)
  if (!ALLOWED.has(el.tagName)) {
    const frag = doc.createDocumentFragment()
    kids.forEach((k) => frag.appendChild(k))
    return frag
  }
  const out = doc.createElement(el.tagName.toLowerCase())
  if (el.tagName === "A") {
    const href = el.getAttribute("href")?.trim() ?? ""
    if (/^https?:\/\//i.test(href) || /^\/(?!\/)/.test(href)) {
      out.setAttribute("href", href)
      out.setAttribute("rel", "noopener noreferrer")
    }
  }
  kids.forEach((k) => out.appendChild(k))
  return out
}

export const sanitizeMessage = (html: string): string => {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html")
  const doc = document.implementation.createHTMLDocument("")
  const box = doc.createElement("div")
  Array.from(parsed.body.childNodes).forEach((n) => {
    const c = clean(n, doc)
    if (c) box.appendChild(c)
  })
  return box.innerHTML
}
