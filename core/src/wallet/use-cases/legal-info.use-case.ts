import { Effect } from "effect"
import { ValidationFailed, hasFieldErrors } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { legalInfoProblems } from "../domain/legal-info"
import { WalletRepository } from "../ports/wallet.repository.port"

/** `GET member/legal-info`: what the member declared, and whether it counts as verified (spec §5 PLOT purchase). */
export const getLegalInfo = (principal: MemberPrincipal) =>
  Effect.map(WalletRepository.use((w) => w.legalInfo(principal.memberId)), (info) => ({ info, verified: info?.verifiedAt != null }))

/** `POST member/legal-info`: saves complete, well-formed legal information, which then counts as verified. */
export const saveLegalInfo = (principal: MemberPrincipal, input: { readonly fullName: string; readonly birthDate: string; readonly country: string; readonly address: string }) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const info = { fullName: input.fullName.trim(), birthDate: input.birthDate.trim(), country: input.country.trim().toUpperCase(), address: input.address.trim() }
    const errors = legalInfoProblems(info, now)
    if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })
    const saved = { ...info, verifiedAt: now }
    yield* WalletRepository.use((w) => w.saveLegalInfo(principal.memberId, saved))
    return { info: saved, verified: true }
  })
