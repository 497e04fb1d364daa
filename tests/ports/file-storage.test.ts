import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { FileStorageLocal } from "../../adapters/files-local/src/index"
import { afterAll } from "vitest"
import { inMemoryFileStorage } from "../../core/test/support/in-memory-support"
import { fileStoragePortSuite } from "./file-storage.suite"

/** One FileStorage suite, run against each adapter: the in-memory test layer and local disk. */
const files = new Map<string, Uint8Array>()
fileStoragePortSuite("in-memory", () => inMemoryFileStorage(files))

const root = mkdtempSync(join(tmpdir(), "iw-files-suite-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))
fileStoragePortSuite("local disk", () => FileStorageLocal(root))
