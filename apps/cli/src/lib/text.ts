import { toCstWall } from "@iw/contracts"

/** Columns a string takes in a terminal: East Asian wide and full-width characters take two. */
export const displayWidth = (text: string): number => {
  let width = 0
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (cp < 32 || (cp >= 0x300 && cp <= 0x36f) || cp === 0x200b || cp === 0xfe0f) continue
    width += isWide(cp) ? 2 : 1
  }
  return width
}

const isWide = (cp: number): boolean =>
  (cp >= 0x1100 && cp <= 0x115f) ||
  (cp >= 0x2e80 && cp <= 0x303e) ||
  (cp >= 0x3041 && cp <= 0x33ff) ||
  (cp >= 0x3400 && cp <= 0x4dbf) ||
  (cp >= 0x4e00 && cp <= 0x9fff) ||
  (cp >= 0xa000 && cp <= 0xa4cf) ||
  (cp >= 0xac00 && cp <= 0xd7a3) ||
  (cp >= 0xf900 && cp <= 0xfaff) ||
  (cp >= 0xfe30 && cp <= 0xfe4f) ||
  (cp >= 0xff00 && cp <= 0xff60) ||
  (cp >= 0xffe0 && cp <= 0xffe6) ||
  (cp >= 0x1f300 && cp <= 0x1faff) ||
  (cp >= 0x20000 && cp <= 0x3fffd)

/** The widest line of a possibly multi-line text. */
export const blockWidth = (text: string): number => Math.max(0, ...text.split("\n").map(displayWidth))

const pad2 = (n: number) => String(n).padStart(2, "0")

/**
 * A time as the product shows it everywhere, in CST (spec §9 "Displayed times: CST", the one definition in
 * contracts/src/cst.ts), as `YYYY-MM-DD HH:mm:ss CST`: unambiguous in every language, easy to sort, the same on
 * every staff member's machine whatever its time zone, and saying which zone it is. Every command prints times
 * through it.
 */
export const formatTime = (d: Date): string => `${toCstWall(d).replace("T", " ")}:${pad2(d.getUTCSeconds())} CST`

/** Audit details as `key=value` pairs. */
export const formatDetails = (details: Readonly<Record<string, unknown>>): string =>
  Object.entries(details)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ")

const isWideChar = (ch: string): boolean => isWide(ch.codePointAt(0) ?? 0)

/**
 * Wraps text to `width` columns, keeping existing line breaks. Lines may break at spaces, and before or
 * after any wide (Chinese, Japanese, Korean) character, since those languages do not separate words.
 */
export const wrapText = (text: string, width: number): string =>
  text
    .split(/\r?\n/)
    .map((line) => {
      // Chunks: leading spaces plus either one wide character or a run of other non-space characters.
      const chunks: Array<string> = []
      let current = ""
      let pendingSpace = ""
      for (const ch of line) {
        if (/\s/.test(ch)) {
          if (current !== "") chunks.push(current), (current = "")
          pendingSpace += ch
        } else if (isWideChar(ch)) {
          if (current !== "") chunks.push(current)
          chunks.push(pendingSpace + ch)
          current = ""
          pendingSpace = ""
        } else {
          if (current === "") (current = pendingSpace), (pendingSpace = "")
          current += ch
        }
      }
      if (current !== "") chunks.push(current)
      if (chunks.length === 0) return ""
      const out: Array<string> = []
      let acc = chunks[0]
      let accWidth = displayWidth(acc)
      for (const chunk of chunks.slice(1)) {
        const w = displayWidth(chunk)
        if (accWidth + w <= width) {
          acc += chunk
          accWidth += w
        } else {
          out.push(acc)
          acc = chunk.trimStart()
          accWidth = displayWidth(acc)
        }
      }
      out.push(acc)
      return out.join("\n")
    })
    .join("\n")
