import type { StoredPlotState } from "./plot"

/** The map loads and redraws by squares of this many plots a side (`member/tiles`). */
export const TILE_SIZE = 32

export interface Tile {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
  /** Plots registered in the square. */
  readonly plots: number
  /** Of those, the ones for sale now. */
  readonly available: number
}

/**
 * The world cut into `size` × `size` squares, row by row, each with how many plots it holds and how many are for
 * sale. `stateAt(i)` is the state of the i-th cell of the world (row by row), "none" where no plot is registered.
 */
export const countTiles = (
  world: { readonly x0: number; readonly y0: number; readonly width: number; readonly height: number },
  stateAt: (index: number) => StoredPlotState | "none",
  size: number = TILE_SIZE
): ReadonlyArray<Tile> => {
  const tiles: Array<Tile> = []
  for (let ty = 0; ty < world.height; ty += size)
    for (let tx = 0; tx < world.width; tx += size) {
      const yEnd = Math.min(world.height, ty + size)
      const xEnd = Math.min(world.width, tx + size)
      let plots = 0
      let available = 0
      for (let y = ty; y < yEnd; y++)
        for (let x = tx; x < xEnd; x++) {
          const state = stateAt(y * world.width + x)
          if (state === "none") continue
          plots++
          if (state === "available") available++
        }
      tiles.push({ x0: world.x0 + tx, y0: world.y0 + ty, x1: world.x0 + xEnd - 1, y1: world.y0 + yEnd - 1, plots, available })
    }
  return tiles
}
