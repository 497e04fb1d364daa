import { createReadStream, createWriteStream } from "node:fs"
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises"
import { dirname, join, resolve, sep } from "node:path"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { randomBytes } from "node:crypto"
import { FileStorage, isBytes } from "@iw/core"
import { Effect, Layer } from "effect"

/**
 * File storage on local disk, under one root folder. Keys are server-made (`area/random`); a key that would leave
 * the root is refused. Writes go to a temporary name first and are renamed into place, so a reader never sees half
 * a file; a body given as a stream is piped to disk in chunks, never held whole. Reads stream the file in chunks.
 */
export const pathOfKey = (root: string, key: string): string => {
  const base = resolve(root)
  const path = resolve(base, key)
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(key) || !path.startsWith(base + sep)) throw new Error(`bad storage key: ${key}`)
  return path
}

export const FileStorageLocal = (root: string) =>
  Layer.succeed(FileStorage)({
    put: (key, bytes) =>
      Effect.promise(async () => {
        const path = pathOfKey(root, key)
        await mkdir(dirname(path), { recursive: true })
        const tmp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`
        try {
          if (isBytes(bytes)) await writeFile(tmp, bytes)
          else await pipeline(Readable.from(bytes.chunks), createWriteStream(tmp, { flags: "wx" }))
          await rename(tmp, path)
        } catch (e) {
          await rm(tmp, { force: true })
          throw e
        }
      }),
    read: (key) =>
      Effect.promise(async () => {
        const path = pathOfKey(root, key)
        const info = await stat(path).catch((e: NodeJS.ErrnoException) => (e.code === "ENOENT" ? null : Promise.reject(e)))
        if (info === null || !info.isFile()) return null
        // Opened lazily, when the reader starts: a body nobody reads holds no file handle.
        const chunks: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => createReadStream(path)[Symbol.asyncIterator]() }
        return { size: info.size, chunks }
      }),
    remove: (key) => Effect.promise(() => rm(pathOfKey(root, key), { force: true }))
  })

export const filesRoot = (dataDir: string) => join(dataDir, "files")
