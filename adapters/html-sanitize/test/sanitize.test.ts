import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cleanHtml } from "../src/index"

describe("the HTML sanitiser keeps rich text and drops everything that runs", () => {
  it("keeps headings, emphasis, lists, quotes and safe links", () => {
    expect(cleanHtml("<h2>News</h2><p><strong>Big</strong> <em>day</em></p><ul><li>one</li></ul><blockquote>q</blockquote>")).toBe(
      "<h2>News</h2><p><strong>Big</strong> <em>day</em></p><ul><li>one</li></ul><blockquote>q</blockquote>"
    )
    expect(cleanHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>')
  })

  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<img src="https://cdn.example.com/a.png" onerror="alert(1)">', '<img src="https://cdn.example.com/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<p style="background:url(javascript:alert(1))" onclick="x()">t</p>', "<p>t</p>"],
    ['<iframe src="https://evil.example"></iframe><p>t</p>', "<p>t</p>"],
    ["<svg><script>alert(1)</script></svg>", ""],
    ['<object data="x"></object><embed src="y">', ""],
    ["<style>p{}</style><p>t</p>", "<p>t</p>"]
  ])("%s", (dirty, clean) => {
    expect(cleanHtml(dirty)).toBe(clean)
  })

  it.each([
    // Images: https or same-site only.
    ['<img src="http://example.com/a.png" alt="a">', '<img alt="a" />'],
    ['<img src="/files/a.png" alt="a">', '<img src="/files/a.png" alt="a" />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', "<img />"],
    ['<img src="//evil.example/a.png">', "<img />"],
    ['<img srcset="https://a/x.png 1x" src="https://a/y.png">', '<img src="https://a/y.png" />'],
    // Links: http, https and mailto only, always a new tab without the opener.
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">d</a>', '<a target="_blank" rel="noopener noreferrer">d</a>'],
    ['<a href="vbscript:msgbox(1)">v</a>', '<a target="_blank" rel="noopener noreferrer">v</a>'],
    ['<a href="&lt;a href=">v</a>', '<a target="_blank" rel="noopener noreferrer">v</a>'],
    ['<a href="/en/tutorials">t</a><a href="#top">u</a>', '<a href="/en/tutorials" target="_blank" rel="noopener noreferrer">t</a><a href="#top" target="_blank" rel="noopener noreferrer">u</a>'],
    ['<a href="mailto:a@b.co" target="_self" rel="opener">m</a>', '<a href="mailto:a@b.co" target="_blank" rel="noopener noreferrer">m</a>'],
    ['<a href="https://ok" onclick="x()">k</a>', '<a href="https://ok" target="_blank" rel="noopener noreferrer">k</a>'],
    // Parser confusion and things that are not rich text.
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', "<p></p>"],
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["<!-- <script>alert(1)</script> --><p>c</p>", "<p>c</p>"],
    ['<form action="https://evil"><input name=x></form><button>b</button>', "b"],
    ['<base href="https://evil/"><meta http-equiv="refresh" content="0;url=https://evil">', ""],
    ['<div onmouseover="x()">t</div><span>s</span><h1>big</h1>', "tsbig"],
    ["<p>a<br>b</p><pre><code>x &lt; y</code></pre><h3>h</h3><ol><li>1</li></ol><u>u</u><s>s</s>", "<p>a<br />b</p><pre><code>x &lt; y</code></pre><h3>h</h3><ol><li>1</li></ol><u>u</u><s>s</s>"]
  ])("%s", (dirty, clean) => {
    expect(cleanHtml(dirty)).toBe(clean)
  })

  const ALLOWED: Record<string, ReadonlyArray<string>> = Object.fromEntries(
    ["p", "br", "strong", "b", "em", "i", "u", "s", "h2", "h3", "ul", "ol", "li", "blockquote", "code", "pre", "hr"].map((t) => [t, []])
  )
  ALLOWED.a = ["href", "target", "rel"]
  ALLOWED.img = ["src", "alt"]

  it("whatever staff paste together, nothing that runs survives, and cleaning again changes nothing", () => {
    const piece = fc.constantFrom(
      "<script>", "</script>", "<p>", "</p>", "<a href=\"", "javascript:alert(1)", "https://x.example/", "\">", "</a>", "<img src=", "x onerror=alert(1)",
      " style=\"color:red\"", "<svg onload=alert(1)>", "<iframe src=//evil>", "<", ">", "\"", "'", "&#106;", "text", " onclick=\"x()\"", "<strong>", "</strong>", "<!--", "-->"
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }).map((xs) => xs.join("")), (dirty) => {
        const clean = cleanHtml(dirty)
        // Text keeps its "<" escaped, so every "<" left opens a real tag: each must be allowed, with allowed attributes only.
        const tags = [...clean.matchAll(/<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)]
        expect(tags.length).toBe(clean.split("<").length - 1)
        for (const [, tag, attrs] of tags) {
          expect(ALLOWED).toHaveProperty(tag)
          for (const [, name, value] of attrs.matchAll(/([a-z-]+)="([^"]*)"/g)) {
            expect(ALLOWED[tag]).toContain(name)
            if (name === "href") expect(value).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/)
            if (name === "src") expect(/^https:/i.test(value) || (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith("//"))).toBe(true)
          }
        }
        expect(cleanHtml(clean)).toBe(clean)
      }),
      // A removed tag can leave nesting a parser reads differently the next time (found by this property on CI:
      // "<p><svg onload=alert(1)><p>"); enough runs to meet such shapes every time.
      { numRuns: 3000, examples: [["<p><svg onload=alert(1)><p>"]] }
    )
  })
})
