/** One value in a table or a key/value block: plain text, or text with a colour. */
export type Cell =
  | string
  | {
      readonly text: string
      readonly color?: string
      readonly bold?: boolean
      readonly dim?: boolean
    }

export const cellText = (c: Cell): string => (typeof c === "string" ? c : c.text)
export const cellStyle = (c: Cell) => (typeof c === "string" ? {} : { color: c.color, bold: c.bold, dimColor: c.dim })
