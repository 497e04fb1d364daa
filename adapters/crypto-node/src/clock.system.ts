import { Clock } from "@iw/core"
import { Effect, Layer } from "effect"

export const SystemClock = Layer.succeed(Clock)({ now: Effect.sync(() => new Date()) })
