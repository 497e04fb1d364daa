import { FileStorage } from "@iw/core"
import { Effect, type Layer } from "effect"
import { describe, expect, it } from "vitest"

/**
 * The FileStorage port's contract, run against every adapter: what is put under a key reads back byte for byte (in
 * chunks, never required whole), a missing key reads as null, a put replaces, and removal is idempotent.
 */
export const fileStoragePortSuite = (name: string, makeLayer: () => Layer.Layer<FileStorage>) => {
  const run = <A>(e: Effect.Effect<A, never, FileStorage>) => Effect.runPromise(Effect.provide(e, makeLayer()))
  const readAll = async (key: string) => {
    const body = await run(FileStorage.use((f) => f.read(key)))
    if (body === null) return null
    const parts: Array<Uint8Array> = []
    for await (const chunk of body.chunks) parts.push(chunk)
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
    let at = 0
    for (const p of parts) bytes.set(p, (at += p.length) - p.length)
    return { size: body.size, bytes, chunks: parts.length }
  }
  const key = (k: string) => `support/${name.replace(/\W+/g, "_")}_${k}_${Math.random().toString(36).slice(2)}`

  describe(`FileStorage port: ${name}`, () => {
    it("reads back what was put, byte for byte, with its size", async () => {
      const k = key("a")
      const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255])
      await run(FileStorage.use((f) => f.put(k, bytes)))
      expect(await readAll(k)).toMatchObject({ size: bytes.length, bytes })
    })

    it("a key never written reads as null, and removing it is no error", async () => {
      const k = key("missing")
      expect(await readAll(k)).toBeNull()
      await run(FileStorage.use((f) => f.remove(k)))
    })

    it("a second put replaces the first; keys are independent", async () => {
      const [a, b] = [key("x"), key("y")]
      await run(FileStorage.use((f) => f.put(a, new Uint8Array([1, 1, 1]))))
      await run(FileStorage.use((f) => f.put(b, new Uint8Array([2]))))
      await run(FileStorage.use((f) => f.put(a, new Uint8Array([3, 3]))))
      expect((await readAll(a))?.bytes).toEqual(new Uint8Array([3, 3]))
      expect((await readAll(b))?.bytes).toEqual(new Uint8Array([2]))
    })

    it("after removal the key reads as null, and removing again is fine", async () => {
      const k = key("r")
      await run(FileStorage.use((f) => f.put(k, new Uint8Array([9]))))
      await run(FileStorage.use((f) => f.remove(k)))
      expect(await readAll(k)).toBeNull()
      await run(FileStorage.use((f) => f.remove(k)))
    })

    it("a large file streams back in several chunks, intact", async () => {
      const k = key("big")
      const bytes = new Uint8Array(3 * 1024 * 1024 + 17).map((_, i) => (i * 31) % 251)
      await run(FileStorage.use((f) => f.put(k, bytes)))
      const back = await readAll(k)
      expect(back?.size).toBe(bytes.length)
      expect(back?.chunks).toBeGreaterThan(1)
      expect(Buffer.from(back!.bytes).equals(Buffer.from(bytes))).toBe(true)
      await run(FileStorage.use((f) => f.remove(k)))
    })

    it("a body given as a stream of chunks (an upload read from its temporary file) is stored whole", async () => {
      const k = key("stream")
      const parts = [new Uint8Array(70_000).fill(1), new Uint8Array(5).fill(2), new Uint8Array(100_000).fill(3)]
      const size = parts.reduce((n, p) => n + p.length, 0)
      const chunks = { async *[Symbol.asyncIterator]() { for (const p of parts) yield p } }
      await run(FileStorage.use((f) => f.put(k, { size, chunks })))
      const back = await readAll(k)
      expect(back?.size).toBe(size)
      expect(Buffer.from(back!.bytes).equals(Buffer.concat(parts))).toBe(true)
      await run(FileStorage.use((f) => f.remove(k)))
    })

    it("the bytes are the file's own: changing the array after a put or a read changes nothing stored", async () => {
      const k = key("copy")
      const bytes = new Uint8Array([5, 6, 7])
      await run(FileStorage.use((f) => f.put(k, bytes)))
      bytes[0] = 0
      const first = await readAll(k)
      first!.bytes[1] = 0
      expect((await readAll(k))?.bytes).toEqual(new Uint8Array([5, 6, 7]))
    })
  })
}
