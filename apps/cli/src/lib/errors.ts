import { type WireFieldErrors } from "@iw/contracts"
import { ApiError } from "@iw/contracts/client"
import { translate } from "@iw/contracts/i18n"
import type { LangCode, Translate } from "./i18n"

/** A failure the CLI explains itself: its lines go to stderr and the exit code is 1. */
export class CliError extends Error {
  readonly lines: ReadonlyArray<string>
  constructor(lines: string | ReadonlyArray<string>) {
    const all = typeof lines === "string" ? [lines] : lines
    super(all.join("\n"))
    this.name = "CliError"
    this.lines = all
  }
}

/** Field errors as `field: message` lines, each message translated from its code. */
export const fieldErrorLines = (errors: WireFieldErrors, lang: LangCode, rename: Readonly<Record<string, string>> = {}, firstOnly = false) =>
  Object.entries(errors).flatMap(([field, list]) =>
    (firstOnly ? list.slice(0, 1) : list).map((e) => `${rename[field] ?? field}: ${translate(lang, e.code, e.params)}`)
  )

export interface ErrorContext {
  readonly lang: LangCode
  readonly t: Translate
  readonly url: string
}

/** What to tell the person when a command fails. */
export const describeError = (e: unknown, ctx: ErrorContext): ReadonlyArray<string> => {
  if (e instanceof CliError) return e.lines
  if (e instanceof ApiError) {
    if (e.status === 0) return [ctx.t("cli.errors.unreachable", { url: ctx.url })]
    if (e.fieldErrors && Object.keys(e.fieldErrors).length > 0) return fieldErrorLines(e.fieldErrors, ctx.lang)
    if (e.status === 401) return [e.message, ctx.t("cli.errors.tokenRejected")]
    return [e.message]
  }
  return [ctx.t("cli.errors.unexpected", { message: e instanceof Error ? e.message : String(e) })]
}
