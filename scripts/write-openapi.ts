// Writes contracts/openapi.json from the contract. CI fails when the committed file drifts (tests/contract/openapi.test.ts).
import { writeFileSync } from "node:fs"
import { buildOpenApi } from "@iw/contracts"

const file = new URL("../contracts/openapi.json", import.meta.url).pathname
writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`)
console.log(`wrote ${file}`)
