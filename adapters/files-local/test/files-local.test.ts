import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { FileStorage } from "@iw/core"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { FileStorageLocal, pathOfKey } from "../src/index"

const run = <A>(root: string, e: Effect.Effect<A, never, FileStorage>) => Effect.runPromise(Effect.provide(e, FileStorageLocal(root)))

describe("local-disk file storage", () => {
  it("writes the bytes under the key, leaves no temporary file, and removes them again", async () => {
    const root = mkdtempSync(join(tmpdir(), "iw-files-"))
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    await run(root, FileStorage.use((f) => f.put("support/abc_DEF-1", bytes)))
    expect(new Uint8Array(readFileSync(join(root, "support/abc_DEF-1")))).toEqual(bytes)
    expect(readdirSync(join(root, "support"))).toEqual(["abc_DEF-1"])
    await run(root, FileStorage.use((f) => f.remove("support/abc_DEF-1")))
    expect(existsSync(join(root, "support/abc_DEF-1"))).toBe(false)
    // Removing what is not there is fine.
    await run(root, FileStorage.use((f) => f.remove("support/abc_DEF-1")))
  })

  it("refuses keys that would leave the root or carry odd characters", () => {
    for (const key of ["../x", "support/../../etc/passwd", "/etc/passwd", "a//b", "a/b.png", "", "a b"]) expect(() => pathOfKey("/tmp/root", key)).toThrow()
    expect(pathOfKey("/tmp/root", "support/x1")).toBe("/tmp/root/support/x1")
  })
})
