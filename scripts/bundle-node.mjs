// Bundles a Node entry point into one ESM file: our workspace packages (@iw/*) are bundled, npm packages
// stay external and load from node_modules. Used by apps/api/build.mjs and apps/cli/build.mjs.
import { build } from "esbuild"

export const bundleNode = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    jsx: "automatic",
    sourcemap: true,
    logLevel: "warning",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [
      {
        name: "externalize-npm",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@iw/") ? undefined : { path: args.path, external: true }))
        }
      }
    ]
  })
