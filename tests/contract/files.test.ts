import { readdirSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { MP4_HEAD, PNG_HEAD, streamUpload } from "../support/multipart-stream"
import { type TestServer, startTestServer } from "../support/server"

/**
 * The file store over real HTTP (issue 13 §2; spec §2 uploads, §3 Uploaded file, §5 Uploads, §7 File store, §8) and
 * the one upload path under it (issue 11 §1.3): list, upload, public link, delete; refusals that leave no file, no
 * row and no temporary file; uploads in flight per member (429) and the storage quota (413), shared with support.
 */
let s: TestServer
type Client = ReturnType<TestServer["clientWith"]>
let alice: { id: number; token: string; client: Client }
let bob: { id: number; token: string; client: Client }

const QUOTA = 60_000_000
const PDF = new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8, 0, 0, 0])
const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") => new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

const registerMember = async (email: string, name: string) => {
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return { id: r.memberId, token: r.accessToken, client: s.clientWith(r.accessToken) }
}

const ls = (dir: string) => {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}
const stored = () => ls(join(s.dataDir, "files", "vshop"))
const temporary = () => ls(join(s.dataDir, "upload-tmp"))
/** Temporary files go when the answer is done, which the server notes just after the client has it. */
const settled = async () => {
  for (let i = 0; i < 50 && temporary().length > 0; i++) await new Promise((r) => setTimeout(r, 20))
}
/** Nothing half-stored: no stored file, no temporary file, no row. */
const nothingStored = async (who: typeof alice, before: { files: number; rows: number }) => {
  await settled()
  expect(stored().length).toBe(before.files)
  expect(temporary()).toEqual([])
  expect((await who.client.files.list()).data.length).toBe(before.rows)
}
const snapshot = async (who: typeof alice) => ({ files: stored().length, rows: (await who.client.files.list()).data.length })

beforeAll(async () => {
  s = await startTestServer({ JOBS_EVERY_SECONDS: "0", UPLOAD_QUOTA_BYTES: String(QUOTA), UPLOAD_CONCURRENT_PER_MEMBER: "1", FILE_STORE_PUBLIC_URL: "https://world.example.com/" })
  alice = await registerMember(`alice.files.${Date.now()}@example.com`, "Alice")
  bob = await registerMember(`bob.files.${Date.now()}@example.com`, "Bob")
})
afterAll(async () => {
  await s?.stop()
})

describe("the file store: list, upload, link, delete", () => {
  it("uploads repeated files[], lists them newest first with spec §3's fields, serves each by its link, and deletes", async () => {
    expect((await alice.client.files.list()).data).toEqual([])
    const up = await alice.client.files.upload({ files: { "files[]": [file(PNG_HEAD, "plan.png", "image/png"), file(PDF, "deed.pdf")] } })
    expect(up.data.map((f) => [f.name, f.kind, f.size])).toEqual([
      ["plan.png", "png", PNG_HEAD.length],
      ["deed.pdf", "pdf", PDF.length]
    ])
    const list = (await alice.client.files.list()).data
    expect(list.map((f) => f.name)).toEqual(["deed.pdf", "plan.png"])
    for (const f of list) {
      expect(Object.keys(f).sort()).toEqual(["createdAt", "ftpUrl", "id", "kind", "name", "size", "url"])
      // No FTP service: ftpUrl is the same download as an absolute link under FILE_STORE_PUBLIC_URL.
      expect(f.ftpUrl).toBe(`https://world.example.com${f.url}`)
      expect(f.createdAt).toBeInstanceOf(Date)
    }
    expect(stored().length).toBe(2)
    // The link works without a token, sandboxed, with the type read from the content.
    const res = await fetch(`${s.url}${list[1]!.url}`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/png")
    expect(res.headers.get("content-security-policy")).toContain("sandbox")
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_HEAD)
    // Another member cannot delete it; its owner can, and then the link and the bytes are gone.
    expect((await failureOf(bob.client.files.delete({ body: { id: list[1]!.id } }))).status).toBe(404)
    await alice.client.files.delete({ body: { id: list[1]!.id } })
    expect((await alice.client.files.list()).data.map((f) => f.name)).toEqual(["deed.pdf"])
    expect((await fetch(`${s.url}${list[1]!.url}`)).status).toBe(404)
    expect(stored().length).toBe(1)
    // Spec §7: "POST member/vshop/delete (form field id)": a urlencoded form is read too (a bad id is 422 on it).
    const bad = await fetch(`${s.url}/api/member/vshop/delete`, { method: "POST", headers: { authorization: `Bearer ${alice.token}` }, body: new URLSearchParams({ id: "first" }) })
    expect(bad.status).toBe(422)
    const deleted = await fetch(`${s.url}/api/member/vshop/delete`, { method: "POST", headers: { authorization: `Bearer ${alice.token}` }, body: new URLSearchParams({ id: String(list[0]!.id) }) })
    expect(deleted.status).toBe(200)
    expect(stored()).toEqual([])
    await settled()
    expect(temporary()).toEqual([])
  })

  it("asks for a token before reading anything", async () => {
    expect((await failureOf(s.anon.files.upload({ files: { "files[]": [file(PNG_HEAD, "a.png")] } }))).status).toBe(401)
    expect((await failureOf(s.anon.files.list())).status).toBe(401)
  })
})

describe("refusals leave no file, no row and no temporary file (issue 13 §4)", () => {
  it("a renamed executable is refused by its first bytes", async () => {
    const before = await snapshot(alice)
    const e = await failureOf(alice.client.files.upload({ files: { "files[]": [file(PNG_HEAD, "ok.png"), file(EXE, "photo.png", "image/png")] } }))
    expect(e.status).toBe(422)
    expect(e.fieldErrors?.["files[]"]?.[0]?.code).toBe("upload.ERROR_IMAGE_FORMAT")
    await nothingStored(alice, before)
  })

  it("a file over its kind's limit by one byte: ERROR_BIG_FILE (20,000,000) and ERROR_BIG_FILE2 (mp4, 57,886,080)", async () => {
    const before = await snapshot(alice)
    const url = `${s.url}/api/member/vshop/upload`
    const big = await streamUpload({ url, token: alice.token, field: "files[]", filename: "big.png", head: PNG_HEAD, size: 20_000_001 })
    expect(big.status).toBe(422)
    expect(JSON.parse(big.body).errors["files[]"][0].code).toBe("upload.ERROR_BIG_FILE")
    await nothingStored(alice, before)
    const video = await streamUpload({ url, token: alice.token, field: "files[]", filename: "big.mp4", head: MP4_HEAD, size: 57_886_081, contentType: "video/mp4" })
    expect(video.status).toBe(422)
    expect(JSON.parse(video.body).errors["files[]"][0].code).toBe("upload.ERROR_BIG_FILE2")
    await nothingStored(alice, before)
  })

  it("a path in the file name is refused, not cut", async () => {
    const before = await snapshot(alice)
    for (const name of ["../../etc/evil.png", "folder/evil.png", "..\\evil.png"]) {
      const e = await failureOf(alice.client.files.upload({ files: { "files[]": [file(PNG_HEAD, name, "image/png")] } }))
      expect(e.status).toBe(422)
      expect(e.fieldErrors?.["files[]"]?.[0]?.code).toBe("files.ERROR_FILE_NAME")
    }
    await nothingStored(alice, before)
  })
})

describe("uploads in flight per member (429) and the storage quota (413), issue 11 §1.3", () => {
  it("a second upload while one is running is refused with UPLOAD_CONCURRENCY_LIMIT; another member is not held up", async () => {
    let release = () => {}
    const hold = new Promise<void>((r) => (release = r))
    const first = streamUpload({ url: `${s.url}/api/member/vshop/upload`, token: alice.token, field: "files[]", filename: "slow.png", head: PNG_HEAD, size: 200_000, hold })
    // Wait until the server has admitted the first (its temporary file exists).
    for (let i = 0; i < 100 && temporary().length === 0; i++) await new Promise((r) => setTimeout(r, 20))
    const e = await failureOf(s.clientWith(alice.token, "ru").files.upload({ files: { "files[]": [file(PNG_HEAD, "b.png")] } }))
    expect(e.status).toBe(429)
    expect(e.code).toBe("UPLOAD_CONCURRENCY_LIMIT")
    expect(e.message).toContain("1")
    expect(e.message).not.toBe("UPLOAD_CONCURRENCY_LIMIT")
    // Bob has his own allowance.
    expect((await bob.client.files.upload({ files: { "files[]": [file(PNG_HEAD, "bob.png")] } })).data).toHaveLength(1)
    release()
    expect((await first).status).toBe(201)
    // Once it is done, Alice may upload again.
    const again = await alice.client.files.upload({ files: { "files[]": [file(PNG_HEAD, "c.png")] } })
    for (const f of [...again.data, ...(await alice.client.files.list()).data]) await alice.client.files.delete({ body: { id: f.id } }).catch(() => {})
  })

  it("past the quota, the file store and support attachments answer 413 UPLOAD_QUOTA_EXCEEDED, in the member's language, storing nothing", async () => {
    const url = `${s.url}/api/member/vshop/upload`
    // 45 MB of a 60 MB quota.
    const ok = await streamUpload({ url, token: alice.token, field: "files[]", filename: "a.mp4", head: MP4_HEAD, size: 45_000_000 })
    expect(ok.status).toBe(201)
    const before = await snapshot(alice)
    // The upload stops as soon as it passes what is left (15 MB).
    const over = await streamUpload({ url, token: alice.token, field: "files[]", filename: "b.png", head: PNG_HEAD, size: 16_000_000 })
    expect(over.status).toBe(413)
    expect(JSON.parse(over.body)).toMatchObject({ code: "UPLOAD_QUOTA_EXCEEDED", params: { quota: "57.2 MB" } })
    await nothingStored(alice, before)
    // The same quota holds for support attachments (one shared upload path), translated in six languages.
    const ticket = await alice.client.support.create({ body: { subject: "Quota", message: "Hello" } })
    const jp = s.clientWith(alice.token, "jp")
    const e = await failureOf(jp.support.addAttachments({ params: { id: ticket.ticket.ticketId }, files: { attachments: [new File([new Uint8Array(16_000_000).fill(0, 16).map((b, i) => (i < 16 ? PNG_HEAD[i]! : b))], "big.png")] } }))
    expect(e.status).toBe(413)
    expect(e.code).toBe("UPLOAD_QUOTA_EXCEEDED")
    expect(e.message).toContain("57.2 MB")
    expect(e.message).toMatch(/[\u3040-\u30ff]/)
    await settled()
    expect(temporary()).toEqual([])
    expect(ls(join(s.dataDir, "files", "support"))).toEqual([])
  })
})
