import { readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { DEMO_MEMBER, DEMO_STAFF, app, logInMember, openPage, shot } from "./support/browser"
import { PHONE, checkPage, listen } from "./support/sweep"

/**
 * Issue 17 in the browser against the built product: a member orders a custom avatar with three photos (upload
 * progress, at 375 px), the artist (3d-models) works the queue — start, upload the glb, complete — and the member
 * follows the order like a parcel and downloads the model. The pages pass axe, keep to 375 px and show times in CST.
 */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64")
const GLB = Buffer.from([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
const ARTIST = { email: "models@interworld.local", password: "Models#2026pass" }

const fixtures = () => {
  const dir = tmpdir()
  const files = { front: join(dir, "iw-front.png"), right: join(dir, "iw-right.png"), left: join(dir, "iw-left.png"), glb: join(dir, "iw-avatar.glb") }
  for (const f of [files.front, files.right, files.left]) writeFileSync(f, PNG)
  writeFileSync(files.glb, GLB)
  return files
}

const api = async (path: string, init: { method?: string; token?: string; body?: unknown; key?: string } = {}) => {
  const r = await fetch(`${app().url}/api/${path}`, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.key ? { "idempotency-key": init.key } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body)
  })
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`)
  return (await r.json()) as Record<string, unknown>
}

describe("custom orders in the browser", () => {
  it("a member orders an avatar, the artist works the queue and uploads the glb, the member downloads it", async () => {
    const files = fixtures()
    const admin = String((await api("staff/login", { body: DEMO_STAFF.admin })).accessToken)
    await api("staff/experience-ticket", { token: admin, key: `e2e-orders-${Date.now()}`, body: { memberId: Number(DEMO_MEMBER.id), direction: "grant", amount: 400, reason: "e2e custom orders" } })

    // The member, on a phone: three photos, progress, the order in the list.
    const member = await openPage(PHONE)
    const noise = listen(member.page)
    await logInMember(member.page, "avatars")
    await member.page.getByTestId("order-form").waitFor()
    expect(await member.page.locator("#photo-front").getAttribute("capture")).toBe("environment")
    expect(await member.page.locator("#photo-front").getAttribute("accept")).toBe("image/png,image/jpeg,image/webp")
    await member.page.getByTestId("order-submit").click()
    await expect.poll(() => member.page.getByText("Add a photo of this side.").count(), { timeout: 10_000 }).toBe(3)
    await member.page.locator("#photo-front").setInputFiles(files.front)
    await member.page.locator("#photo-right").setInputFiles(files.right)
    await member.page.locator("#photo-left").setInputFiles(files.left)
    await member.page.getByTestId("order-submit").click()
    await member.page.getByText("Your order was placed.").waitFor()
    const card = member.page.getByTestId("order-card").first()
    await expect.poll(() => card.getAttribute("data-state"), { timeout: 10_000 }).toBe("queued")
    const orderId = /#(\d+)/.exec((await card.locator("h3").textContent()) ?? "")![1]
    expect(await checkPage(member.page, "avatars@375", noise, { phone: true })).toEqual([])
    await shot(member.page, "custom-orders-member-queued")

    // The artist: lands on the avatar queue, starts the order, uploads the glb, completes it.
    const artist = await openPage(PHONE)
    const staffNoise = listen(artist.page)
    await artist.page.goto(`${app().url}/staff/login`)
    await artist.page.getByTestId("staff-email").fill(ARTIST.email)
    await artist.page.getByTestId("staff-password").fill(ARTIST.password)
    await artist.page.getByTestId("staff-login-submit").click()
    await artist.page.waitForURL(/\/staff\/queue_avatars$/)
    const row = artist.page.getByTestId("queue-order").filter({ hasText: `#${orderId}` })
    await row.waitFor()
    await row.getByTestId("queue-move-in_progress").click()
    await expect.poll(() => row.getAttribute("data-state"), { timeout: 10_000 }).toBe("in_progress")
    await row.getByTestId("queue-open").click()
    await expect.poll(() => row.locator("img").count(), { timeout: 10_000 }).toBe(3)
    await row.getByTestId("milestone-note").fill("Face modelled; texturing next.")
    await row.getByTestId("milestone-submit").click()
    await row.getByText("Face modelled; texturing next.").waitFor()
    await row.getByTestId("deliverable-input").setInputFiles(files.glb)
    await row.getByTestId("deliverable-submit").click()
    await row.getByText("iw-avatar.glb").waitFor()
    expect(await checkPage(artist.page, "queue_avatars@375", staffNoise, { phone: true })).toEqual([])
    await row.getByTestId("queue-move-complete").click()
    await expect.poll(() => row.getAttribute("data-state"), { timeout: 10_000 }).toBe("complete")
    await shot(artist.page, "custom-orders-queue-complete")

    // The member sees the milestones and downloads the model.
    await member.page.reload()
    const done = member.page.getByTestId("order-card").filter({ hasText: `#${orderId}` })
    await expect.poll(() => done.getAttribute("data-state"), { timeout: 10_000 }).toBe("complete")
    await done.getByText("Face modelled; texturing next.").waitFor()
    const [download] = await Promise.all([member.page.waitForEvent("download"), done.getByTestId("order-download").click()])
    expect(download.suggestedFilename()).toBe("iw-avatar.glb")
    const saved = join(tmpdir(), `iw-download-${orderId}.glb`)
    await download.saveAs(saved)
    expect(readFileSync(saved).equals(GLB)).toBe(true)
    await shot(member.page, "custom-orders-member-complete")
    await member.context.close()
    await artist.context.close()
  }, 180_000)
})
