import type { FieldErrors } from "../../kernel/field-errors"

/**
 * Legal information a member gives before buying a PLOT (spec §5). It counts as verified once it is complete
 * and well-formed; no outside identity provider is involved.
 */
export interface LegalInfo {
  readonly fullName: string
  readonly birthDate: string
  readonly country: string
  readonly address: string
  readonly verifiedAt: Date | null
}

export const legalInfoProblems = (i: Omit<LegalInfo, "verifiedAt">, today: Date): FieldErrors => {
  const errors: Record<string, Array<{ code: string; params?: Record<string, number> }>> = {}
  const add = (f: string, code: string, params?: Record<string, number>) => (errors[f] ??= []).push(params ? { code, params } : { code })
  if (i.fullName.trim().length < 2) add("fullName", "validation.required")
  if (i.fullName.length > 128) add("fullName", "validation.max.string", { max: 128 })
  if (!/^[A-Z]{2}$/.test(i.country)) add("country", "validation.in")
  if (i.address.trim().length < 5) add("address", "validation.required")
  if (i.address.length > 256) add("address", "validation.max.string", { max: 256 })
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(i.birthDate)
  const born = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null
  if (!born || born.toISOString().slice(0, 10) !== i.birthDate) add("birthDate", "validation.date")
  else {
    const adult = new Date(Date.UTC(born.getUTCFullYear() + 18, born.getUTCMonth(), born.getUTCDate()))
    if (adult.getTime() > today.getTime()) add("birthDate", "legal.too_young", { years: 18 })
    if (born.getUTCFullYear() < 1900) add("birthDate", "validation.date")
  }
  return errors
}
