import { Effect } from "effect"
import { parseAmount } from "../../kernel/amount"
import { type FieldErrors, NotFound, ValidationFailed, fieldError, hasFieldErrors } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { isLang } from "../../kernel/lang"
import type { ProductTranslations } from "../domain/purchase"
import { type ProductDraft, ProductRepository } from "../ports/product.repository.port"

const problemsOf = (d: ProductDraft): FieldErrors => {
  const e: Record<string, Array<{ code: string; params?: Record<string, number> }>> = {}
  const add = (f: string, code: string, params?: Record<string, number>) => (e[f] ??= []).push(params ? { code, params } : { code })
  if (d.name.trim() === "") add("name", "validation.required")
  if (d.name.length > 80) add("name", "validation.max.string", { max: 80 })
  if (d.description.length > 500) add("description", "validation.max.string", { max: 500 })
  for (const [lang, t] of Object.entries(d.translations)) {
    if (t && t.name.length > 80) add(`translations.${lang}.name`, "validation.max.string", { max: 80 })
    if (t && t.description.length > 500) add(`translations.${lang}.description`, "validation.max.string", { max: 500 })
  }
  if (d.kind === "tickets" && (d.tickets < 1n || d.tickets > 1_000_000n)) add("tickets", "validation.between.numeric", { min: 1, max: 1_000_000 })
  if (d.priceCents < 1n || d.priceCents > 100_000_000n) add("price", "validation.between.numeric", { min: 0.01, max: 1_000_000 })
  return e
}

/** Products are priced in US dollars, kept as cents. */
export const USD_SCALE = 2

/** A product as staff enter it: the price in US dollars as a decimal (e.g. "12.50"), the tickets one unit gives. */
export interface ProductInput extends Omit<ProductDraft, "priceCents" | "tickets" | "translations"> {
  readonly tickets: number
  readonly priceUsd: string
  /** The other languages' name and description; left out, a change keeps the ones the product has. */
  readonly translations?: ProductTranslations
}

const cleanTranslations = (t: ProductTranslations): ProductTranslations => {
  const out: Record<string, { name: string; description: string }> = {}
  for (const [lang, v] of Object.entries(t)) {
    if (!v || !isLang(lang) || lang === "en") continue
    const name = v.name.trim()
    const description = v.description.trim()
    if (name !== "" || description !== "") out[lang] = { name, description }
  }
  return out
}

/** `/staff/product-registration`: staff add or change the products members can buy; every change is audited. */
export const saveProduct = (principal: StaffPrincipal, id: number | null, input: ProductInput) =>
  Effect.gen(function* () {
    const priceCents = parseAmount(input.priceUsd, USD_SCALE)
    if (priceCents === null) return yield* new ValidationFailed({ errors: fieldError("priceUsd", "validation.numeric") })
    const { priceUsd: _, translations, ...rest } = input
    const draft: ProductDraft = { ...rest, translations: cleanTranslations(translations ?? {}), tickets: BigInt(input.tickets), priceCents }
    yield* requirePermission(principal, "back-office")
    const clean = { ...draft, name: draft.name.trim(), description: draft.description.trim() }
    const errors = problemsOf(clean)
    if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* ProductRepository
          let saved
          if (id === null) saved = yield* repo.create(clean)
          else {
            const before = yield* repo.get(id)
            if (before === null) return yield* new NotFound({ entity: "product", id: String(id) })
            yield* repo.update(id, translations === undefined ? { ...clean, translations: before.translations } : clean)
            saved = (yield* repo.get(id))!
          }
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: id === null ? "product.create" : "product.update",
              target: { type: "product", id: String(saved.id) },
              details: { name: saved.name, priceCents: saved.priceCents.toString(), tickets: saved.tickets.toString(), active: saved.active }
            })
          )
          return saved
        })
      )
    )
  })

/** The whole catalogue for staff, inactive products included. */
export const listAllProducts = (principal: StaffPrincipal) =>
  Effect.flatMap(requirePermission(principal, "back-office"), () => ProductRepository.use((r) => r.list({ activeOnly: false })))
