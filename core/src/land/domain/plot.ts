/**
 * A PLOT of the world map (spec §3): unique x,y, level, size, price, status, owner, name, image, minted state
 * and purchase date. Prices are ABEY minor units (8 decimals).
 */
export const PLOT_KINDS = ["land", "road", "plaza"] as const
export type PlotKind = (typeof PLOT_KINDS)[number]

export const PLOT_LEVELS = [1, 2, 3, 4] as const
export type PlotLevel = (typeof PLOT_LEVELS)[number]

/**
 * Every PLOT state spec §4 names. A plot row stores one of {@link STORED_PLOT_STATES}; `in_cart` and `sold_out`
 * are states of a line in a member's cart (the plot is in the cart, or someone else bought it meanwhile).
 */
export const PLOT_STATES = [
  "available",
  "in_cart",
  "sold",
  "owned",
  "minted",
  "staked",
  "placed",
  "sold_out",
  "unavailable",
  "temporarily_unavailable",
  "reserved"
] as const
export type PlotState = (typeof PLOT_STATES)[number]

export const STORED_PLOT_STATES = ["available", "sold", "owned", "minted", "staked", "placed", "unavailable", "temporarily_unavailable", "reserved"] as const
export type StoredPlotState = (typeof STORED_PLOT_STATES)[number]

/**
 * States in which a member holds the plot: `sold` (bought, not activated yet), `owned` (activated), `minted`
 * (sent to the member's wallet as an NFT), `staked`, `placed` (a building stands on it).
 */
export const HELD_STATES: ReadonlyArray<PlotState> = ["sold", "owned", "minted", "staked", "placed"]

export const isHeld = (s: PlotState): boolean => HELD_STATES.includes(s)
export const isStoredPlotState = (s: string): s is StoredPlotState => (STORED_PLOT_STATES as ReadonlyArray<string>).includes(s)

export interface Coord {
  readonly x: number
  readonly y: number
}

/** A plot's key: `x,y`, as the ticket history and the audit log name plots. */
export const coordKey = (c: Coord): string => `${c.x},${c.y}`

export interface Plot extends Coord {
  readonly districtId: number | null
  readonly kind: PlotKind
  readonly level: PlotLevel
  readonly size: number
  readonly price: bigint
  readonly status: StoredPlotState
  readonly ownerId: number | null
  readonly name: string | null
  readonly image: string | null
  readonly minted: boolean
  readonly purchasedAt: Date | null
  readonly version: number
}

/** The part of a plot the state machine decides on. */
export interface PlotView {
  readonly state: PlotState
  readonly ownerId: number | null
  readonly minted: boolean
}

export type PlotEvent =
  | { readonly type: "addToCart" }
  | { readonly type: "removeFromCart" }
  | { readonly type: "soldToOther"; readonly buyerId: number }
  | { readonly type: "buy"; readonly memberId: number }
  | { readonly type: "activate"; readonly memberId: number }
  | { readonly type: "mint"; readonly memberId: number }
  | { readonly type: "stake"; readonly memberId: number }
  | { readonly type: "unstake"; readonly memberId: number }
  | { readonly type: "place"; readonly memberId: number }
  | { readonly type: "removeBuilding"; readonly memberId: number }
  | { readonly type: "suspend" }
  | { readonly type: "resume" }
  | { readonly type: "withdraw" }
  | { readonly type: "release" }
  | { readonly type: "reserve" }
  | { readonly type: "unreserve" }

export type PlotEventType = PlotEvent["type"]

/** From which states each event may start. Anything else is refused. */
export const PLOT_TRANSITIONS: Readonly<Record<PlotEventType, ReadonlyArray<PlotState>>> = {
  addToCart: ["available"],
  removeFromCart: ["in_cart", "sold_out"],
  soldToOther: ["in_cart"],
  buy: ["available", "in_cart"],
  activate: ["sold", "owned", "minted", "staked", "placed"],
  mint: ["sold", "owned", "minted"],
  stake: ["owned", "minted"],
  unstake: ["staked"],
  place: ["owned", "minted"],
  removeBuilding: ["placed"],
  suspend: ["available"],
  resume: ["temporarily_unavailable"],
  withdraw: ["available", "temporarily_unavailable"],
  release: ["unavailable"],
  reserve: ["available", "unavailable", "temporarily_unavailable"],
  unreserve: ["reserved"]
}

/** Why the machine refused an event. */
export type PlotRefusal =
  | { readonly _tag: "NotAllowed"; readonly from: PlotState; readonly event: PlotEventType }
  | { readonly _tag: "NotOwner" }
  | { readonly _tag: "AlreadyMinted" }

const OWNER_EVENTS: ReadonlyArray<PlotEventType> = ["activate", "mint", "stake", "unstake", "place", "removeBuilding"]

/**
 * The PLOT state machine: the plot after the event, or the refusal. Owner events need the owner; a plot is
 * minted at most once; a member's own plot goes back to `minted` or `owned` when a building or stake leaves it.
 */
export const transition = (view: PlotView, event: PlotEvent): PlotView | PlotRefusal => {
  if (OWNER_EVENTS.includes(event.type) && "memberId" in event && isHeld(view.state) && view.ownerId !== event.memberId) return { _tag: "NotOwner" }
  if (event.type === "mint" && view.minted && isHeld(view.state)) return { _tag: "AlreadyMinted" }
  if (!PLOT_TRANSITIONS[event.type].includes(view.state)) return { _tag: "NotAllowed", from: view.state, event: event.type }
  const rest = (s: PlotState): PlotView => ({ state: s, ownerId: view.ownerId, minted: view.minted })
  switch (event.type) {
    case "addToCart":
      return rest("in_cart")
    case "removeFromCart":
      return view.state === "sold_out" ? { state: "sold", ownerId: view.ownerId, minted: view.minted } : rest("available")
    case "soldToOther":
      // The plot in this member's cart now belongs to whoever bought it.
      return { state: "sold_out", ownerId: event.buyerId, minted: false }
    case "buy":
      return { state: "sold", ownerId: event.memberId, minted: false }
    case "activate":
      return view.state === "sold" ? rest("owned") : rest(view.state)
    case "mint":
      return { state: "minted", ownerId: view.ownerId, minted: true }
    case "stake":
      return rest("staked")
    case "place":
      return rest("placed")
    case "unstake":
    case "removeBuilding":
      return rest(view.minted ? "minted" : "owned")
    case "suspend":
      return rest("temporarily_unavailable")
    case "resume":
    case "release":
    case "unreserve":
      return rest("available")
    case "withdraw":
      return rest("unavailable")
    case "reserve":
      return rest("reserved")
  }
}

export const isRefusal = (r: PlotView | PlotRefusal): r is PlotRefusal => "_tag" in r

export const viewOf = (p: Plot): PlotView => ({ state: p.status, ownerId: p.ownerId, minted: p.minted })
