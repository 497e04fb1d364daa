import { Context, type Effect } from "effect"

/** Time members spend on pages, summed per member, day and path (for the users-activity statistics). */
export class ActivityRepository extends Context.Service<
  ActivityRepository,
  { readonly addPageTime: (memberId: number, day: string, path: string, seconds: number) => Effect.Effect<void> }
>()("iw/identity/ActivityRepository") {}
