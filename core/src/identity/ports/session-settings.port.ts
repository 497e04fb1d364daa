import { Context } from "effect"

/** How long tokens live; configuration. */
export class SessionSettings extends Context.Service<
  SessionSettings,
  { readonly memberTokenSeconds: number; readonly staffTokenSeconds: number }
>()("iw/identity/SessionSettings") {}
