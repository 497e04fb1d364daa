// Bundles the staff CLI into dist/main.js.
import { bundleNode } from "../../scripts/bundle-node.mjs"

await bundleNode("src/main.tsx", "dist/main.js")
