import { writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEMO_MEMBER, DESKTOP, MOBILE, app, logInMember, openPage, shot } from "./support/browser"

/**
 * The member's support desk and content pages in the browser against the built product: file a ticket with an
 * attachment (upload progress), find it in the list, reply, delete the reply, close it, read its history; and the
 * announcements page puts pinned ones first.
 */
const MEMBER = DEMO_MEMBER

const memberLogin = (page: Page, path: string) => logInMember(page, path)

/** A real (tiny) PNG and PDF: the server reads the files' first bytes, not their names. */
const fixtures = () => {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64"
  )
  const dir = tmpdir()
  const files = { png: join(dir, "iw-screenshot.png"), pdf: join(dir, "iw-notes.pdf"), exe: join(dir, "iw-tool.exe") }
  writeFileSync(files.png, png)
  writeFileSync(files.pdf, "%PDF-1.4\n% interworld test\n")
  writeFileSync(files.exe, "MZ\u0090\u0000")
  return files
}

describe("a member's support tickets", () => {
  it("files a ticket with an attachment, replies, deletes the reply, closes it, and the history shows every step", async () => {
    const files = fixtures()
    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "support")
    await page.waitForURL(/\/en\/support\/all$/)
    await page.getByTestId("support-new").click()
    await page.getByTestId("support-create-form").waitFor()

    // Empty values are refused on the client with the server's message; a wrong type is refused as it is added.
    await page.getByTestId("support-create-submit").click()
    await expect.poll(() => page.getByText("This field is required.").count(), { timeout: 10_000 }).toBe(2)
    await page.getByTestId("attachment-input").setInputFiles([files.png, files.exe])
    await page.getByText("iw-tool.exe: This file type is not allowed.", { exact: false }).waitFor()
    await expect.poll(() => page.getByTestId("attachment-chosen").count(), { timeout: 10_000 }).toBe(1)

    const subject = `Cannot place my building ${Date.now()}`
    await page.getByLabel("Subject").fill(`   ${subject}   `)
    await page.getByRole("textbox", { name: "Message" }).fill("  My plot says it is too small.  ")
    await page.getByTestId("support-create-submit").click()
    await page.waitForURL(/\/en\/support\/\d+$/)
    const ticketId = /support\/(\d+)$/.exec(page.url())![1]
    await expect.poll(() => page.getByTestId("ticket-subject").textContent(), { timeout: 10_000 }).toContain(subject)
    await expect.poll(() => page.getByTestId("ticket-message").first().textContent(), { timeout: 10_000 }).toContain("My plot says it is too small.")
    await expect.poll(() => page.getByTestId("message-attachment").count(), { timeout: 10_000 }).toBe(1)
    await shot(page, "support-ticket-created")

    // The list shows it, open.
    await page.goto(`${app().url}/en/support/open`)
    const row = page.locator(`[data-testid=ticket-row][data-ticket-id="${ticketId}"]`)
    await row.waitFor()
    await expect.poll(() => row.getByTestId("ticket-status").getAttribute("data-status"), { timeout: 10_000 }).toBe("open")
    await row.getByRole("link").click()
    await page.getByTestId("reply-form").waitFor()

    // Reply with a file: the progress bar appears (or the upload is already done), then the reply is in the thread.
    await page.getByRole("textbox", { name: "Your message" }).fill("One more detail: plot 12,40.")
    await page.getByTestId("attachment-input").setInputFiles([files.pdf])
    await page.getByTestId("reply-send").click()
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=ticket-message]").length === 2)
    await expect.poll(() => page.getByTestId("ticket-message").last().textContent(), { timeout: 10_000 }).toContain("plot 12,40")

    // Delete the reply (confirm dialog), then close the ticket (confirm dialog).
    await page.getByTestId("ticket-message").last().getByTestId("delete-message").click()
    await page.getByTestId("confirm-yes").click()
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=ticket-message]").length === 1)
    await page.getByTestId("ticket-close").click()
    await page.getByTestId("confirm-yes").click()
    await page.getByTestId("ticket-closed-notice").waitFor()
    await expect.poll(() => page.getByTestId("reply-form").count(), { timeout: 10_000 }).toBe(0)

    await page.getByTestId("tab-history").click()
    await page.waitForURL(/\/history$/)
    await page.getByTestId("history-row").first().waitFor()
    const ops = await page.getByTestId("history-row").evaluateAll((els) => els.map((e) => e.getAttribute("data-operation")))
    expect(ops).toEqual(expect.arrayContaining(["created", "attachment_added", "message_added", "message_deleted", "status_updated"]))
    expect(ops[0]).toBe("status_updated")
    expect(ops.at(-1)).toBe("created")
    await shot(page, "support-ticket-history")

    await page.goto(`${app().url}/en/support/closed`)
    await page.locator(`[data-testid=ticket-row][data-ticket-id="${ticketId}"]`).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("works at 390 px: the create form and the thread fit the screen", async () => {
    const { context, page, errors } = await openPage(MOBILE)
    await memberLogin(page, "support/create")
    await page.getByTestId("support-create-form").waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await shot(page, "support-create-mobile")
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("announcements", () => {
  it("shows pinned announcements first", async () => {
    const base = app().url
    const login = await fetch(`${base}/api/staff/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@interworld.local", password: "Admin#2026pass" })
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const create = (title: string, pinned: boolean) =>
      fetch(`${base}/api/staff/announcements`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ translations: { en: { title, body: `<p>${title}</p>` } }, pinned, published: true, public: true })
      })
    // A broken or missing endpoint fails here: it is never skipped.
    const first = await create("Pinned: maintenance on Sunday", true)
    expect(first.status).toBe(201)
    expect((await create("A newer, unpinned note", false)).status).toBe(201)

    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "announcements")
    await page.getByTestId("announcement").first().waitFor()
    await expect.poll(() => page.getByTestId("announcement").first().getAttribute("data-pinned"), { timeout: 10_000 }).toBe("true")
    await expect.poll(() => page.getByTestId("announcement-pinned").count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await shot(page, "announcements")
    expect(errors).toEqual([])
    await context.close()
  })
})
