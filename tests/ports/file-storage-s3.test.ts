import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { FileStorageS3 } from "../../adapters/files-s3/src/index"
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver"
import { afterAll, beforeAll } from "vitest"
import { fileStoragePortSuite } from "./file-storage.suite"

/**
 * The FileStorage suite against the S3-compatible adapter, talking to a real S3-compatible server (s3rver 3.7.1, from
 * npm, on a free port, its objects in a temporary folder) over HTTP with the AWS SDK v3.
 */
const dir = mkdtempSync(join(tmpdir(), "iw-s3rver-"))
let server: { run: () => Promise<{ port: number }>; close: () => Promise<void> }
let endpoint = ""

beforeAll(async () => {
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: "iw-files" }] })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

fileStoragePortSuite("S3-compatible (s3rver)", () =>
  FileStorageS3({ bucket: "iw-files", region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }, prefix: "test/" })
)
