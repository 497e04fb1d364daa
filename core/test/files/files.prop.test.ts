import fc from "fast-check"
import { Effect, Exit, Layer } from "effect"
import { describe, expect, it } from "vitest"
import {
  MAX_FILE_BYTES,
  MAX_VIDEO_BYTES,
  SecureRandom,
  StorageUsage,
  UploadSettings,
  exceedsQuota,
  nameCarriesPath,
  storeUploads,
  storedNameRefusal,
  type UploadedFile
} from "../../src/index"
import { inMemoryFileStorage } from "../support/in-memory-support"

/**
 * The files area's rules (issue 11 §1.3, issue 13 §2): the quota, names that carry a path, and the one upload path's
 * promise: a request with any refused file stores nothing, and an accepted one stores every file whole.
 */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
const MP4 = [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]

/** A file described by its head and declared size; its body yields the head then zeros (sizes are never allocated whole). */
const upload = (name: string, head: ReadonlyArray<number>, size: number): UploadedFile => ({
  name,
  size,
  head: new Uint8Array(head),
  body: {
    size,
    chunks: {
      async *[Symbol.asyncIterator]() {
        yield new Uint8Array(head).subarray(0, Math.min(head.length, size))
        if (size > head.length) yield new Uint8Array(Math.min(size - head.length, 64))
      }
    }
  }
})

const fileArb = fc.oneof(
  fc.record({ kind: fc.constant("png"), size: fc.integer({ min: 16, max: MAX_FILE_BYTES + 2 }) }),
  fc.record({ kind: fc.constant("mp4"), size: fc.integer({ min: 16, max: MAX_VIDEO_BYTES + 2 }) }),
  fc.record({ kind: fc.constant("exe"), size: fc.integer({ min: 16, max: 1000 }) })
)

let counter = 0
const layer = (files: Map<string, Uint8Array>, used: number, quota: number) =>
  Layer.mergeAll(
    inMemoryFileStorage(files),
    Layer.succeed(SecureRandom)({ digits: () => Effect.succeed("0000"), token: () => Effect.sync(() => `k${++counter}`) }),
    Layer.succeed(StorageUsage)({ usedBytes: () => Effect.succeed(used), lock: () => Effect.void }),
    Layer.succeed(UploadSettings)({ quotaBytes: quota })
  )

describe("the storage quota", () => {
  it("refuses exactly what would pass it, and more bytes never make a refusal an acceptance", () => {
    fc.assert(
      fc.property(fc.nat(10 ** 10), fc.nat(10 ** 10), fc.nat(10 ** 10), fc.nat(10 ** 6), (quota, used, incoming, more) => {
        expect(exceedsQuota(quota, used, incoming)).toBe(used + incoming > quota)
        if (exceedsQuota(quota, used, incoming)) expect(exceedsQuota(quota, used, incoming + more)).toBe(true)
      })
    )
  })
})

describe("file names", () => {
  it("a name with a folder separator or a parent step is refused; a plain name is not", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), fc.constantFrom("/", "\\", "../", "..\\"), (a, b, sep) => {
        expect(nameCarriesPath(`${a}${sep}${b}`)).toBe(true)
        expect(storedNameRefusal(`${a}${sep}${b}.png`)?.code).toBe("files.ERROR_FILE_NAME")
      })
    )
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9 _()-]{1,30}$/), (base) => {
        expect(storedNameRefusal(`${base}.png`)).toBeNull()
      }))
  })
})

describe("the one upload path", () => {
  it("stores every file of an accepted request and none of a refused one (kind, size, quota, name)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fileArb, { minLength: 1, maxLength: 4 }), fc.nat(200_000_000), fc.nat(300_000_000), fc.boolean(), async (specs, used, quota, badName) => {
        const files = new Map<string, Uint8Array>()
        const uploads = specs.map((f, i) => upload(badName && i === 0 ? `../f${i}.${f.kind}` : `f${i}.${f.kind}`, f.kind === "png" ? PNG : f.kind === "mp4" ? MP4 : EXE, f.size))
        const exit = await Effect.runPromiseExit(
          Effect.provide(storeUploads(uploads, { prefix: "vshop", field: "files[]", maxFiles: 10, owner: 1, refuse: (f) => storedNameRefusal(f.name) }), layer(files, used, quota))
        )
        const kindOk = specs.every((f) => (f.kind === "png" ? f.size <= MAX_FILE_BYTES : f.kind === "mp4" ? f.size <= MAX_VIDEO_BYTES : false))
        const total = specs.reduce((n, f) => n + f.size, 0)
        const accepted = kindOk && !badName && used + total <= quota
        expect(Exit.isSuccess(exit)).toBe(accepted)
        expect(files.size).toBe(accepted ? specs.length : 0)
        if (!accepted && Exit.isFailure(exit)) {
          const tag = JSON.stringify(exit.cause)
          expect(tag).toMatch(kindOk && !badName ? /StorageQuotaExceeded/ : /ValidationFailed/)
        }
      }),
      { numRuns: 150 }
    )
  })
})
