import { Context, type Effect } from "effect"

export interface Actor {
  readonly kind: "member" | "staff" | "system"
  readonly id: string
}

export interface AuditEntry {
  readonly actor: Actor
  readonly action: string
  readonly target: { readonly type: string; readonly id: string }
  readonly details?: Readonly<Record<string, unknown>>
}

export interface AuditRecord extends AuditEntry {
  readonly id: number
  readonly at: Date
}

/** Every staff action is written here, inside the same unit of work as the action. */
export class AuditLog extends Context.Service<
  AuditLog,
  {
    readonly record: (entry: AuditEntry) => Effect.Effect<void>
    readonly list: (query: { readonly targetType?: string; readonly targetId?: string; readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<AuditRecord>; readonly total: number }>
  }
>()("iw/AuditLog") {}
