import {
  type ContentItem,
  type ContentKind,
  STAFF_ROLES,
  type StaffPrincipal,
  contentHistory,
  deleteContentItem,
  listContent,
  markAnnouncementsRead,
  permits,
  saveContentItem,
  unreadContent
} from "@iw/core"
import { Effect, Exit, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type World, emptyWorld, inMemoryLayer } from "../support/in-memory"
import { type ContentStore, emptyContent, inMemoryContentLayer, markingSanitizer } from "./in-memory-content"

const run = <A, E>(world: World, store: ContentStore, effect: Effect.Effect<A, E, any>) =>
  Effect.runPromiseExit(Effect.provide(effect, Layer.mergeAll(inMemoryLayer(world), inMemoryContentLayer(store, { 7: "Sam Support" }), markingSanitizer)) as Effect.Effect<A, E, never>)

const editor: StaffPrincipal = { kind: "staff", staffId: 7, roles: ["back-office"], sessionId: "s" }
const kind = fc.constantFrom<ContentKind>("announcement", "event", "tutorial")
const body = fc.constantFrom("<p>hi</p>", "<script>alert(1)</script><p>x</p>", "", "<b>b</b>")
const title = fc.string({ minLength: 1, maxLength: 10 }).filter((t) => t.trim() !== "")

describe("staff editing content (use-cases over in-memory ports)", () => {
  it("every save goes through the sanitiser, is kept as the next revision, and is audited; a delete keeps the history", async () => {
    await fc.assert(
      fc.asyncProperty(kind, fc.array(fc.tuple(title, body), { minLength: 1, maxLength: 5 }), async (k, edits) => {
        const world = emptyWorld()
        const store = emptyContent()
        let id: number | null = null
        for (const [i, [t, b]] of edits.entries()) {
          const saved: Exit.Exit<ContentItem, unknown> = await run(world, store, saveContentItem(editor, k, id, { translations: { en: { title: t, body: b } } }))
          if (!Exit.isSuccess(saved)) throw new Error(String(saved))
          id = saved.value.id
          expect(saved.value.revision).toBe(i + 1)
          expect(saved.value.translations.en.body).toBe(`[clean]${b.replace(/<script[\s\S]*?<\/script>/gi, "")}`)
        }
        expect(Exit.isSuccess(await run(world, store, deleteContentItem(editor, k, id!)))).toBe(true)
        const history = await run(world, store, contentHistory(editor, k, id!, { page: 1, perPage: 50 }))
        if (!Exit.isSuccess(history)) throw new Error(String(history))
        expect(history.value.data.map((r) => [r.revision, r.item.translations.en.title, r.editedBy])).toEqual(edits.map(([t], i) => [i + 1, t.trim(), "Sam Support"]).reverse())
        expect(world.audit.map((a) => a.action)).toEqual([`content.${k}.create`, ...edits.slice(1).map(() => `content.${k}.update`), `content.${k}.delete`])
        expect(world.audit.every((a) => a.actor.id === "7" && a.target.id === String(id))).toBe(true)
      }),
      { numRuns: 30 }
    )
  })

  it("only staff with the back-office may save or delete; a refusal writes nothing and audits nothing", async () => {
    await fc.assert(
      fc.asyncProperty(kind, fc.subarray([...STAFF_ROLES]), async (k, roles) => {
        const world = emptyWorld()
        const store = emptyContent()
        const who: StaffPrincipal = { ...editor, roles }
        const saved = await run(world, store, saveContentItem(who, k, null, { translations: { en: { title: "T", body: "" } } }))
        expect(Exit.isSuccess(saved)).toBe(permits(roles, "back-office"))
        expect(store.items.length).toBe(permits(roles, "back-office") ? 1 : 0)
        expect(world.audit.length).toBe(store.items.length)
      }),
      { numRuns: 30 }
    )
  })

  it("a refused draft (blank English title, an end before the start) stores nothing", async () => {
    const world = emptyWorld()
    const store = emptyContent()
    const r = await run(world, store, saveContentItem(editor, "event", null, { translations: { en: { title: " ", body: "" } }, startsAt: new Date(2026, 1, 2), endsAt: new Date(2026, 1, 1) }))
    expect(Exit.isFailure(r)).toBe(true)
    if (Exit.isFailure(r)) expect(JSON.stringify(r.cause)).toMatch(/translations\.en\.title[\s\S]*endsAt|endsAt[\s\S]*translations\.en\.title/)
    expect([store.items.length, store.revisions.length, world.audit.length]).toEqual([0, 0, 0])
  })
})

describe("members reading content", () => {
  const T0 = Date.UTC(2026, 0, 1)
  const plan = fc.array(fc.record({ kind: fc.constantFrom<ContentKind>("announcement", "event"), published: fc.boolean(), offsetDays: fc.integer({ min: -5, max: 5 }) }), { maxLength: 10 })

  it("marking announcements read counts down only visible announcements; events, drafts and future items are untouched", async () => {
    await fc.assert(
      fc.asyncProperty(plan, fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }), async (items, readIds) => {
        const world = emptyWorld(T0)
        const store = emptyContent()
        for (const p of items) {
          const r = await run(world, store, saveContentItem(editor, p.kind, null, { translations: { en: { title: "T", body: "" } }, published: p.published, publishedAt: new Date(T0 + p.offsetDays * 86_400_000) }))
          if (!Exit.isSuccess(r)) throw new Error(String(r))
        }
        const visible = (k: ContentKind) => store.items.filter((i) => i.kind === k && i.published && i.publishedAt.getTime() <= T0)
        const left = await run(world, store, markAnnouncementsRead(100001, readIds))
        if (!Exit.isSuccess(left)) throw new Error(String(left))
        expect(left.value).toBe(visible("announcement").filter((i) => !readIds.includes(i.id)).length)
        const counts = await run(world, store, unreadContent(100001))
        if (!Exit.isSuccess(counts)) throw new Error(String(counts))
        expect(counts.value).toEqual({ unreadAnnouncements: left.value, unreadEvents: visible("event").length })
        // Only visible announcements were marked, so nothing published later arrives already read.
        for (const r of store.reads) expect(visible("announcement").map((i) => i.id)).toContain(r.itemId)
      }),
      { numRuns: 40 }
    )
  })

  it("visitors see public announcements only, all marked read, in the reading order", async () => {
    const world = emptyWorld(T0)
    const store = emptyContent()
    for (const [pinned, pub, day] of [[false, true, -1], [true, true, -3], [false, false, -2], [false, true, 1]] as const) {
      await run(world, store, saveContentItem(editor, "announcement", null, { translations: { en: { title: `${pinned}-${pub}-${day}`, body: "" } }, pinned, public: pub, publishedAt: new Date(T0 + day * 86_400_000) }))
    }
    const page = await run(world, store, listContent("announcement", "visitor", "ru", { page: 1, perPage: 3 }))
    if (!Exit.isSuccess(page)) throw new Error(String(page))
    expect(page.value.data.map((v) => [v.title, v.lang, v.read])).toEqual([
      ["true-true--3", "en", true],
      ["false-true--1", "en", true]
    ])
  })
})
