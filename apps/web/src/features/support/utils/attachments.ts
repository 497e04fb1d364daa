/** Spec §5 Support create: text values are trimmed and only non-empty ones are sent. */
export const trimmedFields = <K extends string>(values: Readonly<Record<K, string>>): Partial<Record<K, string>> => {
  const out: Partial<Record<K, string>> = {}
  for (const [k, v] of Object.entries(values) as Array<[K, string]>) {
    const s = v.trim()
    if (s !== "") out[k] = s
  }
  return out
}
