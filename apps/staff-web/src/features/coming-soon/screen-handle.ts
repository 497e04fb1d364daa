/** What a route tells the coming-soon screen: its title key under `backoffice.screens.` and any tab set. */
export interface ScreenHandle {
  readonly title: string
  readonly tabs?: "support" | "ticket"
}

export const isScreenHandle = (h: unknown): h is ScreenHandle => typeof h === "object" && h !== null && typeof (h as ScreenHandle).title === "string"
