import { writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { DEMO_MEMBER, app, openPage, shot } from "./support/browser"
import { checkPage, listen, settle } from "./support/sweep"

/**
 * The file store in the browser (issue 13 §2; spec §2 /{lang}/vshop/uploads/{token}, §9 copy tooltip): the game's
 * link keeps the member's token as the session, then upload with a progress bar, the list, copy link (tooltip hides
 * after 2 s, the copied state after 2.5 s) and delete, at 375 px, with axe and the sweep's checks.
 */
const PHONE_375 = { width: 375, height: 812 }

const fixtures = () => {
  const dir = tmpdir()
  // A real PNG header followed by padding: big enough (6 MB) that the upload reports progress on the way.
  const png = Buffer.concat([
    Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
    Buffer.alloc(6 * 1024 * 1024)
  ])
  const files = { png: join(dir, `iw-vshop-plan-${Date.now()}.png`), pdf: join(dir, `iw-vshop-deed-${Date.now()}.pdf`) }
  writeFileSync(files.png, png)
  writeFileSync(files.pdf, "%PDF-1.4\n% interworld file store\n")
  return files
}

describe("the file store", () => {
  it("opens from the game's link, uploads with progress, lists, copies a link and deletes", async () => {
    const files = fixtures()
    const login = await fetch(`${app().url}/api/member/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: DEMO_MEMBER.id, password: DEMO_MEMBER.password }) })
    const token = String(((await login.json()) as { accessToken: string }).accessToken)
    const { context, page } = await openPage(PHONE_375)
    const noise = listen(page)
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app().url })
    try {
      // The link's token becomes the session: the manager shows without a log-in, in the link's language.
      await page.goto(`${app().url}/ru/vshop/uploads/${encodeURIComponent(token)}`)
      await page.getByTestId("files-upload-form").waitFor()
      await page.getByRole("heading", { name: "Мои файлы" }).waitFor()
      expect(await page.evaluate(() => Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? "").includes("accessToken") || k.startsWith("iw")))).toBe(true)
      // The onboarding prompts are the foundation suite's; here they are marked as seen.
      await page.evaluate(() => window.localStorage.setItem("iw.prompts", "done"))
      await page.goto(`${app().url}/en/uploads`)
      await page.getByTestId("files-upload-form").waitFor()
      const rows = page.locator("[data-testid=files-table] tbody tr:has([data-testid=file-link])")
      // Counted once the list has loaded (an earlier test may have left a file of the demo member's).
      await settle(page)
      const before = await rows.count()

      // Upload two files: the progress bar shows while they go up, then both are listed.
      await page.getByTestId("files-input").setInputFiles([files.png, files.pdf])
      await expect.poll(() => page.getByTestId("attachment-chosen").count(), { timeout: 10_000 }).toBe(2)
      await page.evaluate(() => {
        const seen: Array<number> = []
        ;(window as unknown as { progressSeen: Array<number> }).progressSeen = seen
        new MutationObserver(() => {
          const bar = document.querySelector("[data-testid=upload-progress] [role=progressbar]")
          if (bar) seen.push(Number(bar.getAttribute("aria-valuenow")))
        }).observe(document.body, { subtree: true, childList: true, attributes: true })
      })
      await page.getByTestId("files-upload-submit").click()
      await page.getByText("2 file(s) uploaded.").waitFor({ timeout: 30_000 })
      expect((await page.evaluate(() => (window as unknown as { progressSeen: Array<number> }).progressSeen)).length).toBeGreaterThan(0)
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(before + 2)
      const pngName = files.png.split("/").pop()!
      const row = rows.filter({ hasText: pngName })
      await row.waitFor()
      expect(await checkPage(page, "vshop uploads 375", noise, { phone: true })).toEqual([])
      await shot(page, "vshop-uploads-375")

      // Copy link: the tooltip shows, hides after 2 s; the button reads "Link copied" until 2.5 s.
      const copy = row.getByRole("button", { name: "Copy link" })
      await copy.click()
      const clicked = Date.now()
      const tip = row.locator(".iw-copy__tip")
      await tip.waitFor()
      const link = await page.evaluate(() => navigator.clipboard.readText())
      expect(link).toMatch(new RegExp(`^${app().url}/api/vshop/file/[A-Za-z0-9_-]+/`))
      const served = await fetch(link)
      expect(served.status).toBe(200)
      expect(served.headers.get("content-type")).toBe("image/png")
      await tip.waitFor({ state: "detached", timeout: 3_000 })
      const hidAfter = Date.now() - clicked
      expect(hidAfter).toBeGreaterThanOrEqual(1_900)
      expect(await row.getByRole("button", { name: "Link copied" }).count()).toBe(1)
      await row.getByRole("button", { name: "Copy link" }).waitFor({ timeout: 3_000 })
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(2_400)

      // Delete (with a confirmation): the row goes, and so does the link.
      await row.getByTestId("file-delete").click()
      await page.getByTestId("file-delete-confirm").click()
      await expect.poll(() => rows.filter({ hasText: pngName }).count(), { timeout: 10_000 }).toBe(0)
      expect((await fetch(link)).status).toBe(404)
      await page.getByText("File deleted.").waitFor()
    } finally {
      await context.close()
    }
  })
})
