import { createReadStream } from "node:fs"
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises"
import { dirname, join, resolve, sep } from "node:path"
import { FileStorage } from "@iw/core"
import { Effect, Layer } from "effect"

/**
 * File storage on local disk, under one root folder. Keys are server-made (`area/random`); a key that would leave
 * the root is refused. Writes go to a temporary name first and are renamed into place, so a reader never sees half
 * a file. Reads stream the file in chunks.
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
        const tmp = `${path}.${process.pid}.tmp`
        await writeFile(tmp, bytes)
        await rename(tmp, path)
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
