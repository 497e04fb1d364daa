import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { defaultUrl } from "../src/lib/client"
import { RUNNING_FILE, tokenFile } from "../src/lib/credentials"

/** The CLI finds the server `npm start` runs from the same folder, whatever PORT and DATA_DIR it was given. */
describe("finding the running server", () => {
  it("takes the URL and token file `npm start` noted, unless IW_URL, PORT or DATA_DIR say otherwise", () => {
    const cwd = mkdtempSync(join(tmpdir(), "iw-cli-"))
    expect(defaultUrl({}, cwd)).toBe("http://localhost:3000")
    expect(tokenFile({}, cwd)).toBe(join(cwd, ".data", "ops-token"))
    writeFileSync(join(cwd, RUNNING_FILE), JSON.stringify({ url: "http://localhost:4123", tokenFile: "/srv/iw/ops-token", pid: process.pid }))
    expect(defaultUrl({}, cwd)).toBe("http://localhost:4123")
    expect(tokenFile({}, cwd)).toBe("/srv/iw/ops-token")
    expect(defaultUrl({ PORT: "5000" }, cwd)).toBe("http://localhost:5000")
    expect(defaultUrl({ IW_URL: "https://iw.example" }, cwd)).toBe("https://iw.example")
    expect(tokenFile({ DATA_DIR: "elsewhere" }, cwd)).toBe(join(cwd, "elsewhere", "ops-token"))
    // A note left by a server that is gone is not followed.
    writeFileSync(join(cwd, RUNNING_FILE), JSON.stringify({ url: "http://localhost:4123", tokenFile: "/srv/iw/ops-token", pid: 2 ** 22 + 17 }))
    expect(defaultUrl({}, cwd)).toBe("http://localhost:3000")
  })
})
