import { Context, type Effect } from "effect"
import type { Channel, Verification } from "../domain/verification"

export interface RegistrationToken {
  readonly digest: string
  readonly channel: Channel
  readonly destination: string
  readonly expiresAt: Date
  readonly consumedAt: Date | null
}

export class VerificationRepository extends Context.Service<
  VerificationRepository,
  {
    /**
     * Serializes concurrent sends to one destination and from one address for the rest of the unit of work,
     * so two requests at once cannot both pass the send limits.
     */
    readonly reserve: (channel: Channel, destination: string, ip: string) => Effect.Effect<void>
    readonly create: (v: Verification & { readonly ip: string }) => Effect.Effect<void>
    /** The newest code sent to this destination, if any. Locks it for the rest of the unit of work. */
    readonly latestFor: (channel: Channel, destination: string) => Effect.Effect<Verification | null>
    readonly save: (v: Verification) => Effect.Effect<void>
    readonly sendTimesTo: (channel: Channel, destination: string, since: Date) => Effect.Effect<ReadonlyArray<Date>>
    readonly sendTimesFromIp: (ip: string, since: Date) => Effect.Effect<ReadonlyArray<Date>>
    readonly createToken: (token: RegistrationToken) => Effect.Effect<void>
    /** Finds a token by digest and locks it for the rest of the unit of work. */
    readonly findToken: (digest: string) => Effect.Effect<RegistrationToken | null>
    readonly consumeToken: (digest: string, at: Date) => Effect.Effect<void>
  }
>()("iw/identity/VerificationRepository") {}
