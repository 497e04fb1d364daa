import { CST_TIME_ZONE, toCstWall } from "@iw/contracts/cst"
import { LOCALE_OF, type LangCode } from "@iw/contracts/i18n"

/**
 * Number formats of spec §9: English locale grouping, integers, two decimals, up to 8 fraction digits.
 * Values arrive as exact decimal strings and are formatted without passing through floating point.
 */
const groupInteger = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")

export const formatDecimal = (value: string | number, options: { readonly min?: number; readonly max?: number } = {}): string => {
  const min = options.min ?? 2
  const max = options.max ?? 8
  const text = typeof value === "number" ? String(value) : value.trim()
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)
  if (!m) return text
  let frac = (m[3] ?? "").slice(0, max).replace(/0+$/, "")
  if (frac.length < min) frac = frac.padEnd(min, "0")
  return `${m[1]}${groupInteger(m[2].replace(/^0+(?=\d)/, ""))}${frac ? `.${frac}` : ""}`
}

export const formatInteger = (value: string | number): string => formatDecimal(String(value).split(".")[0], { min: 0, max: 0 })

/** Money: `$` for USD, otherwise the currency code and a space, then the integer amount (spec §9). */
export const formatMoney = (amount: string | number, currency: string): string =>
  currency.toUpperCase() === "USD" ? `$${formatDecimal(amount)}` : `${currency.toUpperCase()} ${formatInteger(amount)}`

/**
 * Dates are shown in CST (spec §9 Displayed times), the one definition in contracts/src/cst.ts: UTC−6. This is the
 * web apps' one place that turns an instant into words; tests/arch/cst-dates.test.ts fails on any other.
 */
const inCst = (lang: LangCode, style: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE_OF[lang], { ...style, timeZone: CST_TIME_ZONE })

export const formatDateTime = (date: Date | string, lang: LangCode): string => `${inCst(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(date))} CST`

export const formatDate = (date: Date | string, lang: LangCode): string => inCst(lang, { dateStyle: "medium" }).format(new Date(date))

/** A span in CST: the end's time alone when it ends on the start's CST day ("Mar 3, 2026, 9:00 AM – 11:00 AM CST"). */
export const formatDateTimeSpan = (start: Date | string, end: Date | string | null, lang: LangCode): string => {
  if (end === null) return formatDateTime(start, lang)
  if (formatDate(end, lang) !== formatDate(start, lang)) return `${formatDateTime(start, lang)} – ${formatDateTime(end, lang)}`
  return `${inCst(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(start))} – ${inCst(lang, { timeStyle: "short" }).format(new Date(end))} CST`
}

/** The year it is now in CST (a footer's copyright). */
export const cstYear = (now: Date = new Date()): number => Number(toCstWall(now).slice(0, 4))
