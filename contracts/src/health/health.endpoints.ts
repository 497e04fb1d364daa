import { Schema } from "effect"
import { endpoint } from "../endpoint"
import { errorCase } from "../errors"

/** One dependency's state: up or not, and how long the check took. */
export const HealthCheck = Schema.Struct({ ok: Schema.Boolean, ms: Schema.Number })

/**
 * Liveness (the process answers) and readiness (the database answers and the live channel listens). Ready answers
 * 200; not ready answers 503 with the same body, so a load balancer takes the process out of rotation.
 */
export const Health = Schema.Struct({
  status: Schema.Literals(["ok", "unavailable"]),
  live: Schema.Boolean,
  ready: Schema.Boolean,
  uptimeSeconds: Schema.Number,
  checks: Schema.Struct({ database: HealthCheck, liveChannel: HealthCheck })
})

export const health = {
  check: endpoint({
    id: "health.check",
    method: "GET",
    path: "health",
    access: "public",
    summary: "Liveness and readiness: the database and the live channel (LISTEN/NOTIFY). 200 when ready, 503 with the same body when not.",
    success: Health,
    errors: [errorCase("SERVICE_UNAVAILABLE")]
  })
}
