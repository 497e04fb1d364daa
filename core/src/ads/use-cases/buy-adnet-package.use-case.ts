import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { MemberPrincipal } from "../../kernel/principal"
import { type PaymentOption, member, pay, system } from "../../ledger/index"
import { type AdCreditCode, signOf } from "../domain/credits"
import { ADNET_PACKAGES, limitingPackage, packageByCode } from "../domain/packages"
import { AdsRepository } from "../ports/ads.repository.port"
import { AdsSettings } from "../ports/ads-settings.port"

/** `GET member/ad/credit/packages`: the AdNet catalogue with ABEY prices. */
export const listAdnetPackages = () => AdsSettings.use((s) => Effect.succeed(ADNET_PACKAGES.map((p) => ({ ...p, priceMinor: p.bvUsd * 100n * s.abeyMinorPerCent }))))

/**
 * `POST member/ad/credit/buy`: a package or credit pack, paid in ABEY through the ledger's payments face; the same
 * transfer delivers its credits (code packagePurchase), and the credit history and the package's term are written
 * in the same unit of work. A Top Up or credit pack needs an active package. A replay of the key answers the first
 * purchase.
 */
export const buyAdnetPackage = (principal: MemberPrincipal, code: string, option: PaymentOption, idempotencyKey: string) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const def = packageByCode(code)
        if (def === null) return yield* new ValidationFailed({ errors: fieldError("code", "validation.exists") })
        const repo = yield* AdsRepository
        const settings = yield* AdsSettings
        const now = yield* Clock.use((c) => c.now)
        yield* repo.lockAccount(principal.memberId)
        if (def.kind !== "package" && limitingPackage(yield* repo.purchases(principal.memberId), now) === null)
          return yield* new ValidationFailed({ errors: fieldError("code", "ads.package_required") })
        const price = def.bvUsd * 100n * settings.abeyMinorPerCent
        const paid = yield* pay({
          payer: principal.memberId,
          amount: price,
          tender: { asset: "abey", option },
          code: "packagePurchase",
          reference: { type: "adnet-package", id: def.code },
          idempotencyKey: `adnet-package:${principal.memberId}:${idempotencyKey}`,
          field: "paymentOption",
          deliver: [{ from: system("issuance", "adnet"), to: member(principal.memberId, "adnet"), amount: def.credits }]
        })
        if (paid.replayed && paid.transferId !== null) {
          const first = yield* repo.purchaseByTransfer(paid.transferId)
          if (first !== null) return first
        }
        const expiresAt = def.days > 0 ? new Date(now.getTime() + def.days * 86_400_000) : null
        const id = yield* repo.addPurchase({
          memberId: principal.memberId,
          code: def.code,
          credits: def.credits,
          priceMinor: price,
          bvCents: def.bvUsd * 100n,
          transferId: paid.transferId,
          expiresAt,
          createdAt: now
        })
        yield* repo.addEntry({
          memberId: principal.memberId,
          code: "packagePurchase",
          amount: signOf("packagePurchase") * def.credits,
          transferId: paid.transferId,
          referenceType: "adnet-purchase",
          referenceId: String(id),
          memo: null,
          createdAt: now
        })
        return (yield* repo.purchase(id))!
      })
    )
  )

/** `GET member/ad/credit/balance`: credits, the display minimum and the package in force. */
export const showAdCredits = (memberId: number) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    const now = yield* Clock.use((c) => c.now)
    const balance = yield* repo.balance(memberId)
    const held = yield* repo.purchases(memberId)
    const limiting = limitingPackage(held, now)
    const active = limiting === null ? null : held.filter((h) => h.code === limiting.code && !h.refunded && h.expiresAt !== null && h.expiresAt > now).sort((a, b) => b.expiresAt!.getTime() - a.expiresAt!.getTime())[0]
    return { balance, package: limiting, expiresAt: active?.expiresAt ?? null, purchases: held }
  })

export const listAdCreditTransactions = (memberId: number, q: { readonly code: AdCreditCode | null; readonly limit: number; readonly offset: number }) =>
  AdsRepository.use((r) => r.entries(memberId, q))
