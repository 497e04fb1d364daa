import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Announcements, events and tutorials over real HTTP (spec §2 Content, §7 Announcements and events, §9 page
 * sizes): staff CRUD with sanitised HTML and every edit kept, members reading in their language with the English
 * fallback, pinned first, unread counts, and the public list for visitors.
 */
let s: TestServer
type Client = ReturnType<TestServer["clientWith"]>
let staff: Client
let member: Client
let memberRu: Client

const en = (title: string, body = "<p>Body</p>") => ({ en: { title, body } })

beforeAll(async () => {
  s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
  const token = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
  member = s.clientWith(token)
  memberRu = s.clientWith(token, "ru")
})
afterAll(async () => {
  await s?.stop()
})

describe("the first start", () => {
  it("seeds announcements (one pinned, some public), 3 events and 3 tutorials, each in all six languages", async () => {
    const [a, e, t] = await Promise.all([staff.staffAnnouncements.list({ query: {} }), staff.staffEvents.list({ query: {} }), staff.staffTutorials.list({ query: {} })])
    expect([a.meta.total >= 2, e.meta.total, t.meta.total]).toEqual([true, 3, 3])
    expect(a.data.some((x) => x.pinned)).toBe(true)
    expect(a.data.some((x) => x.public)).toBe(true)
    for (const x of [...a.data, ...e.data, ...t.data]) expect(Object.keys(x.translations).sort()).toEqual(["cn", "en", "jp", "kr", "ru", "tc"])
    for (const x of e.data) expect(x.startsAt).not.toBeNull()
  })
})

describe("announcements", () => {
  it("are sanitised on save: a script never comes back, links open safely", async () => {
    const a = await staff.staffAnnouncements.create({
      body: { translations: { en: { title: "XSS try", body: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">a</a> <a href="https://ok.example">b</a></p>' } }, published: false }
    })
    expect(a.translations.en.body).not.toMatch(/script|onclick|javascript:/i)
    expect(a.translations.en.body).toContain('href="https://ok.example" target="_blank" rel="noopener noreferrer"')
    expect((await staff.staffAnnouncements.show({ params: { id: a.id } })).revision).toBe(1)
  })

  it("keep every edit as a revision, newest first, even after the announcement is deleted", async () => {
    const a = await staff.staffAnnouncements.create({ body: { translations: en("v1") } })
    await staff.staffAnnouncements.update({ params: { id: a.id }, body: { translations: en("v2") } })
    const v3 = await staff.staffAnnouncements.update({ params: { id: a.id }, body: { translations: { ...en("v3"), ru: { title: "в3", body: "<p>Текст</p>" } } } })
    expect(v3.revision).toBe(3)
    await staff.staffAnnouncements.remove({ params: { id: a.id } })
    const h = await staff.staffAnnouncements.history({ params: { id: a.id }, query: {} })
    expect(h.data.map((r) => [r.revision, r.item.translations.en.title])).toEqual([
      [3, "v3"],
      [2, "v2"],
      [1, "v1"]
    ])
    expect(h.data[0].editedBy).toBe("Sam Support")
    expect((await failureOf(staff.staffAnnouncements.show({ params: { id: a.id } }))).status).toBe(404)
    const audit = await s.ops.staff.audit({ query: { targetType: "announcement", targetId: String(a.id) } })
    expect(audit.data.map((x) => x.action).sort()).toEqual(["content.announcement.create", "content.announcement.delete", "content.announcement.update", "content.announcement.update"])
  })

  it("come 3 a page, pinned first then newest, in the member's language or English", async () => {
    const pinned = await staff.staffAnnouncements.create({ body: { translations: { ...en("Pinned news"), ru: { title: "Закреплённая новость", body: "<p>Да</p>" } }, pinned: true } })
    await staff.staffAnnouncements.create({ body: { translations: en("Fresh news") } })
    const page = await memberRu.content.announcements({ query: {} })
    expect(page.meta.perPage).toBe(3)
    expect(page.data.length).toBeLessThanOrEqual(3)
    const pinnedFirst = page.data.findIndex((x) => !x.pinned)
    expect(page.data.slice(0, pinnedFirst === -1 ? undefined : pinnedFirst).every((x) => x.pinned)).toBe(true)
    expect(page.data.slice(pinnedFirst).every((x) => !x.pinned)).toBe(true)
    expect(page.data[0]).toMatchObject({ id: pinned.id, title: "Закреплённая новость", lang: "ru" })
    const all = await memberRu.content.announcements({ query: { perPage: 50 } })
    expect(all.data.find((x) => x.title === "Fresh news")?.lang).toBe("en")
    // Drafts are never shown.
    expect(all.data.map((x) => x.title)).not.toContain("XSS try")
  })

  it("take spec §7's sort and direction: pinned ones stay first, the rest follow the chosen key and direction", async () => {
    const ids = (xs: ReadonlyArray<{ id: number }>) => xs.map((x) => x.id)
    const newest = await member.content.announcements({ query: { perPage: 100 } })
    const oldest = await member.content.announcements({ query: { perPage: 100, sort: "publishedAt", direction: "asc" } })
    const byId = await member.content.announcements({ query: { perPage: 100, sort: "id", direction: "asc" } })
    const unpinned = (xs: typeof newest.data) => xs.filter((x) => !x.pinned)
    const time = (x: { publishedAt: Date }) => x.publishedAt.getTime()
    // The default is pinned first, then newest.
    expect(newest.data.findIndex((x) => !x.pinned)).toBe(newest.data.filter((x) => x.pinned).length)
    expect(unpinned(newest.data).map(time)).toEqual([...unpinned(newest.data).map(time)].sort((a, b) => b - a))
    // Oldest first, still pinned first.
    expect(oldest.data.findIndex((x) => !x.pinned)).toBe(oldest.data.filter((x) => x.pinned).length)
    expect(unpinned(oldest.data).map(time)).toEqual([...unpinned(oldest.data).map(time)].sort((a, b) => a - b))
    expect(ids(unpinned(oldest.data))).not.toEqual(ids(unpinned(newest.data)))
    expect(ids(unpinned(byId.data))).toEqual([...ids(unpinned(byId.data))].sort((a, b) => a - b))
    // Paging follows the chosen order.
    const second = await member.content.announcements({ query: { page: 2, sort: "publishedAt", direction: "asc" } })
    expect(ids(second.data)).toEqual(ids(oldest.data.slice(3, 6)))
    // Only the spec's values are taken.
    const bad = await fetch(`${s.url}/api/member/announcements?sort=title`, { headers: { authorization: `Bearer ${(await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken}` } })
    expect(bad.status).toBe(422)
  })

  it("count as unread until the member has seen them", async () => {
    const before = (await member.content.announcementsUnread()).count
    expect(before).toBeGreaterThan(0)
    expect((await member.identity.me()).unreadAnnouncements).toBe(before)
    const page = await member.content.announcements({ query: { perPage: 50 } })
    expect(page.data.filter((x) => !x.read).length).toBe(before)
    const left = await member.content.announcementsRead({ body: { ids: page.data.map((x) => x.id) } })
    expect(left.count).toBe(0)
    expect((await member.content.announcementsUnread()).count).toBe(0)
    await staff.staffAnnouncements.create({ body: { translations: en("Newer still") } })
    expect((await member.content.announcementsUnread()).count).toBe(1)
  })

  it("public ones are shown to visitors, and the link shows only when there are any", async () => {
    expect(await s.anon.content.publicAnnouncementsVisible()).toEqual({ visible: true })
    const pub = await s.anon.content.publicAnnouncements({ query: { lang: "jp" } })
    expect(pub.data.length).toBeGreaterThan(0)
    expect(pub.data.every((x) => x.read)).toBe(true)
    expect(pub.data[0].lang).toBe("jp")
  })
})

describe("events and tutorials", () => {
  it("events come 6 a page; opening one marks it read; an end before the start is refused", async () => {
    const ev = await staff.staffEvents.create({ body: { translations: en("Concert"), startsAt: new Date(Date.now() + 86_400_000), location: "Plaza" } })
    const list = await member.content.events({ query: {} })
    expect(list.meta.perPage).toBe(6)
    expect(list.data[0]).toMatchObject({ id: ev.id, location: "Plaza", read: false })
    const unread = (await member.content.eventsUnread()).count
    const opened = await member.content.event({ query: { eventId: ev.id } })
    expect(opened.title).toBe("Concert")
    expect((await member.content.eventsUnread()).count).toBe(unread - 1)
    const bad = await failureOf(staff.staffEvents.create({ body: { translations: en("Backwards"), startsAt: new Date(2030, 1, 2), endsAt: new Date(2030, 1, 1) } }))
    expect([bad.status, bad.fieldErrors?.endsAt?.[0].code]).toEqual([422, "validation.after_start"])
  })

  it("tutorials come in their sort order", async () => {
    await staff.staffTutorials.create({ body: { translations: en("Zeroth step"), sort: -5 } })
    const t = await member.content.tutorials({ query: {} })
    expect(t.data[0].title).toBe("Zeroth step")
    expect((await member.content.tutorial({ params: { id: t.data[0].id }, query: {} })).body).toBe("<p>Body</p>")
  })

  it("staff must give an English title; members cannot use the staff endpoints", async () => {
    const e = await failureOf(staff.staffTutorials.create({ body: { translations: en("  ") } }))
    expect(e.fieldErrors?.["translations.en.title"]?.[0].code).toBe("validation.required")
    expect([401, 403]).toContain((await failureOf(member.staffAnnouncements.list({ query: {} }))).status)
    expect((await failureOf(s.anon.content.announcements({ query: {} }))).status).toBe(401)
  })
})

describe("reading rules at the edges", () => {
  const raw = async (method: string, path: string, token: string | null, body?: unknown) => {
    const res = await fetch(`${s.url}/api/${path}`, {
      method,
      headers: { "content-type": "application/json", "accept-language": "en", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    return { status: res.status, json: (await res.json()) as { code?: string; errors?: Record<string, Array<{ code: string; params?: Record<string, unknown> }>> } }
  }
  let staffToken = ""
  let memberToken = ""
  beforeAll(async () => {
    staffToken = (await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
    memberToken = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
  })

  it("drafts, future items and other kinds cannot be marked read ahead of time", async () => {
    const draft = await staff.staffAnnouncements.create({ body: { translations: en("Draft for later"), published: false } })
    const future = await staff.staffAnnouncements.create({ body: { translations: en("Tomorrow's news"), publishedAt: new Date(Date.now() + 86_400_000) } })
    const ev = await staff.staffEvents.create({ body: { translations: en("Unopened event") } })
    const page = await member.content.announcements({ query: { perPage: 100 } })
    await member.content.announcementsRead({ body: { ids: page.data.map((x) => x.id) } })
    const events = (await member.content.eventsUnread()).count
    expect((await member.content.announcementsRead({ body: { ids: [draft.id, future.id, ev.id, 99_999] } })).count).toBe(0)
    expect((await member.content.eventsUnread()).count).toBe(events)
    expect((await member.identity.me()).unreadEvents).toBe(events)
    // Neither the future item nor the draft is listed yet...
    expect(page.data.map((x) => x.id)).not.toContain(future.id)
    expect(page.data.map((x) => x.id)).not.toContain(draft.id)
    // ...and once the draft is published it arrives unread: the early mark was ignored.
    await staff.staffAnnouncements.update({ params: { id: draft.id }, body: { translations: en("Draft for later"), published: true } })
    expect((await member.content.announcementsUnread()).count).toBe(1)
    expect((await member.identity.me()).unreadAnnouncements).toBe(1)
  })

  it("pages do not overlap and follow the reading order across pages", async () => {
    const all = await member.content.announcements({ query: { perPage: 100 } })
    expect(all.meta.total).toBeGreaterThan(3)
    const p1 = await member.content.announcements({ query: {} })
    const p2 = await member.content.announcements({ query: { page: 2 } })
    expect([p1.data.length, p2.meta.page, p2.meta.perPage]).toEqual([3, 2, 3])
    expect([...p1.data, ...p2.data].map((x) => x.id)).toEqual(all.data.slice(0, 3 + p2.data.length).map((x) => x.id))
    const key = (x: (typeof all.data)[number]) => [x.pinned ? 0 : 1, -x.publishedAt.getTime(), -x.id]
    for (let i = 1; i < all.data.length; i++) {
      const [a, b] = [key(all.data[i - 1]), key(all.data[i])]
      expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))).toBe(true)
    }
  })

  it("events read newest first, in the member's language or English, title and body together", async () => {
    await staff.staffEvents.create({ body: { translations: { ...en("Korean night", "<p>EN body</p>"), kr: { title: "한국의 밤", body: "<p>KR 본문</p>" } }, location: "Seoul Square" } })
    const kr = s.clientWith(memberToken, "kr")
    const list = await kr.content.events({ query: { perPage: 100 } })
    for (let i = 1; i < list.data.length; i++) expect(list.data[i - 1].publishedAt.getTime()).toBeGreaterThanOrEqual(list.data[i].publishedAt.getTime())
    expect(list.data[0]).toMatchObject({ title: "한국의 밤", body: "<p>KR 본문</p>", lang: "kr", location: "Seoul Square" })
    const concert = list.data.find((x) => x.title === "Concert")
    expect(concert).toMatchObject({ body: "<p>Body</p>", lang: "en" })
    // The query's lang wins over Accept-Language.
    expect((await kr.content.event({ query: { eventId: list.data[0].id, lang: "en" } })).title).toBe("Korean night")
  })

  it("tutorials with the same sort number read by id; a tutorial asked for as an event is not found", async () => {
    const a = await staff.staffTutorials.create({ body: { translations: en("Same sort A"), sort: 500 } })
    const b = await staff.staffTutorials.create({ body: { translations: en("Same sort B"), sort: 500 } })
    const t = await member.content.tutorials({ query: { perPage: 100 } })
    const ids = t.data.map((x) => x.id)
    expect(ids.indexOf(a.id)).toBe(ids.indexOf(b.id) - 1)
    expect((await failureOf(member.content.event({ query: { eventId: a.id } }))).status).toBe(404)
    expect((await failureOf(staff.staffEvents.update({ params: { id: a.id }, body: { translations: en("Not an event") } }))).status).toBe(404)
    expect((await failureOf(staff.staffAnnouncements.history({ params: { id: a.id }, query: {} }))).status).toBe(404)
  })

  it("edits saved at the same moment each get their own revision; none is lost", async () => {
    const a = await staff.staffAnnouncements.create({ body: { translations: en("Race v1") } })
    const saved = await Promise.all([2, 3, 4, 5, 6].map((n) => staff.staffAnnouncements.update({ params: { id: a.id }, body: { translations: en(`Race edit ${n}`) } })))
    expect(saved.map((x) => x.revision).sort()).toEqual([2, 3, 4, 5, 6])
    const h = await staff.staffAnnouncements.history({ params: { id: a.id }, query: {} })
    expect(h.data.map((r) => r.revision)).toEqual([6, 5, 4, 3, 2, 1])
    expect(h.data[0].item.translations.en.title).toBe((await staff.staffAnnouncements.show({ params: { id: a.id } })).translations.en.title)
  })

  it("staff can search their list; drafts are included there", async () => {
    await staff.staffAnnouncements.create({ body: { translations: en("Needle in a haystack"), published: false } })
    const found = await staff.staffAnnouncements.list({ query: { q: "needle" } })
    expect(found.data.map((x) => [x.translations.en.title, x.published])).toEqual([["Needle in a haystack", false]])
  })

  it("members and visitors cannot reach any staff content endpoint", async () => {
    const body = { translations: en("Nope") }
    for (const area of ["announcements", "events", "tutorials"]) {
      for (const [method, path, b] of [
        ["GET", `staff/${area}`, undefined],
        ["GET", `staff/${area}/1`, undefined],
        ["POST", `staff/${area}`, body],
        ["PUT", `staff/${area}/1`, body],
        ["DELETE", `staff/${area}/1`, undefined],
        ["GET", `staff/${area}/1/history`, undefined]
      ] as const) {
        expect([401, 403], `${method} ${path} as a member`).toContain((await raw(method, path, memberToken, b)).status)
        expect((await raw(method, path, null, b)).status, `${method} ${path} as a visitor`).toBe(401)
      }
    }
  })

  it("malformed input is refused with 422 and a code per field", async () => {
    const missingEn = await raw("POST", "staff/announcements", staffToken, { translations: { ru: { title: "т", body: "" } } })
    expect(missingEn.status).toBe(422)
    expect(Object.keys(missingEn.json.errors ?? {}).some((k) => k.includes("translations"))).toBe(true)
    const long = await raw("POST", "staff/events", staffToken, { translations: en("x".repeat(201)) })
    expect(long.status).toBe(422)
    const longField = Object.entries(long.json.errors ?? {}).find(([k]) => k.includes("title"))
    expect(longField?.[1][0].code).toMatch(/^validation\./)
    const badSort = await raw("POST", "staff/tutorials", staffToken, { translations: en("Sorted"), sort: 1e9 })
    expect([badSort.status, Object.keys(badSort.json.errors ?? {})]).toEqual([422, [expect.stringContaining("sort")]])
    const badIds = await raw("POST", "member/announcements/read", memberToken, { ids: ["a"] })
    expect(badIds.status).toBe(422)
    const blank = await raw("POST", "staff/announcements", staffToken, { translations: { en: { title: "Ok", body: "" }, jp: { title: " ", body: "<p>本文</p>" } } })
    expect([blank.status, blank.json.errors?.["translations.jp.title"]?.[0].code]).toEqual([422, "validation.required"])
  })
})

