import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/** The back-office is served by the API under /staff/ (adapters/http-express/src/app.ts). */
export default defineConfig({
  plugins: [react()],
  base: "/staff/",
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
  server: { proxy: { "/api": "http://localhost:3000", "/ws": { target: "ws://localhost:3000", ws: true } } }
})
