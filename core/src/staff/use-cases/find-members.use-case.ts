import { Effect } from "effect"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import type { StaffPrincipal } from "../../kernel/principal"
import { MemberRepository, type MemberStatus } from "../../identity/index"
import { requirePermission } from "../../kernel/permissions"

/** `/staff/member`: look members up by id, name, e-mail or phone. */
export const findMembers = (principal: StaffPrincipal, query: { readonly text?: string; readonly status?: MemberStatus }, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const text = query.text?.trim()
    const { rows, total } = yield* MemberRepository.use((m) =>
      m.search({ text: text === "" ? undefined : text, status: query.status, limit: page.perPage, offset: offsetOf(page) })
    )
    return pageOf(page, rows, total)
  })
