import { type WireSchema, decodeWire } from "@iw/contracts"
import { CliError, fieldErrorLines } from "./errors"
import type { LangCode, Translate } from "./i18n"

/** A member or record id typed on the command line: a positive whole number. */
export const parseId = (raw: string, t: Translate): number => {
  const s = raw.trim()
  const n = Number(s)
  if (!/^\d+$/.test(s) || !Number.isSafeInteger(n) || n <= 0) throw new CliError(t("cli.errors.badId", { value: raw }))
  return n
}

/**
 * A positive whole number typed for an option such as --page, kept as the string the contract decodes.
 * Checked here because the contract's own message for a zero ("at least 0") would mislead.
 */
export const positiveOption = (raw: string | undefined, name: string, t: Translate): string | undefined => {
  if (raw === undefined) return undefined
  const s = raw.trim()
  if (!/^\d+$/.test(s) || Number(s) <= 0 || !Number.isSafeInteger(Number(s))) throw new CliError(t("cli.errors.badNumber", { name, value: raw }))
  return s
}

/**
 * Checks what was typed against the endpoint's own schema before anything is sent. Command-line values
 * are strings, which is exactly the wire form the contract decodes. `names` maps contract fields to the
 * option a person typed (e.g. perPage to --limit) for the messages.
 */
export const decodeInput = <S extends WireSchema>(
  schema: S,
  raw: Readonly<Record<string, unknown>>,
  lang: LangCode,
  names: Readonly<Record<string, string>> = {}
): S["Type"] => {
  const defined = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined))
  const r = decodeWire(schema, defined, "input")
  if (r.ok) return r.value
  throw new CliError(fieldErrorLines(r.errors, lang, names, true))
}
