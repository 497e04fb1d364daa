// Bundles the API server into dist/main.js.
import { bundleNode } from "../../scripts/bundle-node.mjs"

await bundleNode("src/main.ts", "dist/main.js")
