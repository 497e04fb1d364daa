import { Context } from "effect"
import type { FeatureGates } from "../domain/feature-gates"

/** Feature gates from configuration (spec §6). */
export class Features extends Context.Service<Features, FeatureGates>()("iw/identity/Features") {}
