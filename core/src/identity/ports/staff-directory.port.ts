import { Context, type Effect } from "effect"

/** A staff member as a session check needs them: who, and with which roles, while the account is active. */
export interface ActiveStaff {
  readonly id: number
  readonly roles: ReadonlyArray<string>
}

/**
 * Who a staff session speaks for. Identity issues and checks every session, members' and staff's; the staff area
 * keeps the staff accounts and provides this port (`StaffDirectoryLive` in staff), so identity does not depend on
 * staff. Null when there is no such staff member or the account is blocked.
 */
export class StaffDirectory extends Context.Service<
  StaffDirectory,
  { readonly activeStaff: (id: number) => Effect.Effect<ActiveStaff | null> }
>()("iw/identity/StaffDirectory") {}
