import type { BadRedeemRequest, GamePlotNotOwned, MiningAlreadyStarted, MiningNotReady, NoMiningSession, NoShovel, NotEnoughMineral, QuitGameFirst, ShovelTooWorn } from "@iw/core"
import { type ErrorMap, fieldFailure } from "../http-failure"

export type GoldRushError = NoShovel | ShovelTooWorn | GamePlotNotOwned | MiningAlreadyStarted | NoMiningSession | MiningNotReady | QuitGameFirst | NotEnoughMineral | BadRedeemRequest

/** Gold Rush's refusals, 422 on their fields (catalogue `games`), in the spec's words where §8 has them. */
export const goldRushErrors: ErrorMap<GoldRushError> = {
  NoShovel: () => fieldFailure("shovel", "games.no_shovel"),
  ShovelTooWorn: (e) => fieldFailure("shovel", "games.shovel_too_worn", { durability: e.durability }),
  GamePlotNotOwned: (e) => fieldFailure("plotId", "games.plot_not_owned", { plotId: e.plotId }),
  MiningAlreadyStarted: (e) => fieldFailure("plotId", "games.mining_started", { plotId: e.plotId }),
  NoMiningSession: (e) => fieldFailure("plotId", "games.no_session", { plotId: e.plotId }),
  MiningNotReady: (e) => fieldFailure("plotId", "games.mining_not_ready", { secondsLeft: e.secondsLeft }),
  QuitGameFirst: () => fieldFailure("minerals", "games.quit_game_first"),
  NotEnoughMineral: (e) => fieldFailure("minerals", "games.not_enough_mineral", { mineral: e.mineral }),
  BadRedeemRequest: () => fieldFailure("minerals", "games.bad_redeem")
}
