import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { ChainGateway } from "../ports/chain-gateway.port"

/** `GET staff/chain`: which chain adapter checks payments and deposits, so the back-office labels it truthfully. */
export const showChain = (principal: StaffPrincipal) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const chain = yield* ChainGateway
    return { kind: chain.kind, simulated: chain.simulated, receivingAddress: yield* chain.receivingAddress }
  })
