import { randomInt } from "node:crypto"
import { readFileSync } from "node:fs"
import { cstDayNumber } from "@iw/contracts"
import { GameCalendar, GameRandom } from "@iw/core"
import { Effect, Layer } from "effect"

/** Production draws of the games: Node's CSPRNG. */
export const GameRandomCrypto = Layer.succeed(GameRandom)({ below: (range: number) => Effect.sync(() => randomInt(range)) })

/** The games' CST day, from the one CST definition. */
export const GameCalendarCst = Layer.succeed(GameCalendar)({ dayOf: cstDayNumber })

/**
 * Tests only (config refuses it with NODE_ENV=production): the CST day moved forward by the whole days a file holds,
 * read on every call (a missing or malformed file moves nothing). Only the games' day moves; sessions, tokens and
 * the ledger keep the real clock.
 */
export const GameCalendarShifted = (file: string) =>
  Layer.succeed(GameCalendar)({
    dayOf: (d: Date) => {
      let offset = 0
      try {
        const n = Number(readFileSync(file, "utf8").trim())
        offset = Number.isSafeInteger(n) ? n : 0
      } catch {
        offset = 0
      }
      return cstDayNumber(d) + offset
    }
  })
