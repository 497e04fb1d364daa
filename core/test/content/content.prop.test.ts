import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type ContentDraft,
  type ContentItem,
  type ContentKind,
  type ContentOrder,
  LANGS,
  type Lang,
  PAGE_SIZE,
  contentOrderOf
} from "../../src/index"
import { checkDraft, compareForReading, isUnread, isVisibleTo, resolveTranslation, unreadCountOf, withoutEmptyTranslations } from "../../src/content/domain/content-item"

const lang = fc.constantFrom(...LANGS)
const translation = fc.record({ title: fc.string({ maxLength: 8 }), body: fc.string({ maxLength: 8 }) })
const translations = fc.record({ en: translation, cn: fc.option(translation, { nil: undefined }), ru: fc.option(translation, { nil: undefined }), jp: fc.option(translation, { nil: undefined }) })
const when = fc.date({ min: new Date(2024, 0, 1), max: new Date(2028, 0, 1), noInvalidDate: true })
const item = (kind: ContentKind) =>
  fc.record({ id: fc.integer({ min: 1, max: 1000 }), pinned: fc.boolean(), publishedAt: when, sort: fc.integer({ min: -5, max: 5 }) }).map(
    (x) => ({ kind, translations: { en: { title: "t", body: "" } }, public: false, published: true, startsAt: null, endsAt: null, location: null, revision: 1, createdAt: x.publishedAt, updatedAt: x.publishedAt, updatedBy: null, ...x }) as ContentItem
  )

describe("content rules", () => {
  it("a reader sees their own language when it has a title, otherwise English, title and body together", () => {
    fc.assert(
      fc.property(translations, lang, (t, l) => {
        const r = resolveTranslation(t, l)
        const own = (t as Record<string, { title: string; body: string } | undefined>)[l]
        if (own && own.title.trim() !== "") expect(r).toEqual({ ...own, lang: l })
        else expect(r).toEqual({ ...t.en, lang: "en" })
      })
    )
  })

  it("announcements read pinned first, then newest; events newest first; tutorials by sort", () => {
    for (const kind of ["announcement", "event", "tutorial"] as const) {
      fc.assert(
        fc.property(fc.uniqueArray(item(kind), { selector: (x) => x.id, maxLength: 20 }), (items) => {
          const sorted = [...items].sort(compareForReading(kind))
          for (let i = 1; i < sorted.length; i++) {
            const [a, b] = [sorted[i - 1], sorted[i]]
            if (kind === "tutorial") expect(a.sort <= b.sort).toBe(true)
            else if (kind === "announcement" && a.pinned !== b.pinned) expect(a.pinned).toBe(true)
            else expect(a.publishedAt.getTime()).toBeGreaterThanOrEqual(b.publishedAt.getTime())
          }
        })
      )
    }
  })

  it("a chosen sort and direction order every kind by that key, ties by id the same way; announcements keep pinned ones first", () => {
    const order = fc.record({ by: fc.constantFrom("publishedAt" as const, "id" as const), direction: fc.constantFrom("asc" as const, "desc" as const) })
    for (const kind of ["announcement", "event", "tutorial"] as const) {
      fc.assert(
        fc.property(fc.uniqueArray(item(kind), { selector: (x) => x.id, maxLength: 20 }), order, (items, o: ContentOrder) => {
          const sorted = [...items].sort(compareForReading(kind, o))
          const key = (x: ContentItem) => [o.by === "id" ? x.id : x.publishedAt.getTime(), x.id] as const
          for (let i = 1; i < sorted.length; i++) {
            const [a, b] = [sorted[i - 1], sorted[i]]
            if (kind === "announcement" && a.pinned !== b.pinned) {
              expect(a.pinned).toBe(true)
              continue
            }
            const [ka, kb] = [key(a), key(b)]
            const before = ka[0] < kb[0] || (ka[0] === kb[0] && ka[1] < kb[1])
            expect(before).toBe(o.direction === "asc")
          }
        })
      )
    }
  })

  it("a list request without sort and direction keeps the default order; either one alone picks the other's default", () => {
    expect(contentOrderOf({})).toBeUndefined()
    expect(contentOrderOf({ direction: "asc" })).toEqual({ by: "publishedAt", direction: "asc" })
    expect(contentOrderOf({ sort: "id" })).toEqual({ by: "id", direction: "desc" })
  })

  it("sort=createdAt and sort=pinned read as the publication order, in either direction (spec §9)", () => {
    fc.assert(
      fc.property(fc.constantFrom("createdAt" as const, "pinned" as const), fc.option(fc.constantFrom("asc" as const, "desc" as const), { nil: undefined }), (sort, direction) => {
        expect(contentOrderOf({ sort, direction })).toEqual(contentOrderOf({ sort: "publishedAt", direction }))
      })
    )
  })

  it("members see an item only once it is published and its time has come", () => {
    fc.assert(
      fc.property(fc.boolean(), when, when, (published, publishedAt, now) => {
        expect(isVisibleTo({ published, publishedAt }, now)).toBe(published && publishedAt <= now)
      })
    )
  })

  it("empty translations are dropped, English always stays", () => {
    fc.assert(
      fc.property(translations, (t) => {
        const kept = withoutEmptyTranslations(t as never) as Record<Lang, { title: string; body: string }>
        expect(kept.en).toBeDefined()
        for (const [l, v] of Object.entries(kept)) if (l !== "en") expect(v.title.trim() !== "" || v.body.trim() !== "").toBe(true)
      })
    )
  })

  it("ties read newest id first (announcements, events) or lowest id first (tutorials), so every page is stable", () => {
    const sameTime = new Date(2026, 0, 1)
    for (const kind of ["announcement", "event", "tutorial"] as const) {
      fc.assert(
        fc.property(fc.uniqueArray(item(kind), { selector: (x) => x.id, minLength: 2, maxLength: 12 }), fc.boolean(), (items, pinned) => {
          // Same pin, same time, same sort: only the id can decide.
          const tied = items.map((x) => ({ ...x, pinned, publishedAt: sameTime, sort: 0 }))
          const ids = [...tied].sort(compareForReading(kind)).map((x) => x.id)
          const byId = [...ids].sort((a, b) => a - b)
          expect(ids).toEqual(kind === "tutorial" ? byId : byId.reverse())
        })
      )
    }
  })

  it("the reading order does not depend on the order items arrive in", () => {
    for (const kind of ["announcement", "event", "tutorial"] as const) {
      fc.assert(
        fc.property(fc.uniqueArray(item(kind), { selector: (x) => x.id, maxLength: 15 }).chain((xs) => fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length }))), ([a, b]) => {
          expect([...a].sort(compareForReading(kind)).map((x) => x.id)).toEqual([...b].sort(compareForReading(kind)).map((x) => x.id))
        })
      )
    }
  })

  it("page sizes are the spec's: 3 announcements, 6 events", () => {
    expect([PAGE_SIZE.announcement, PAGE_SIZE.event]).toEqual([3, 6])
  })
})

const draft = fc
  .record({
    enTitle: fc.constantFrom("", "  ", "\t", "News", " Title "),
    ru: fc.option(fc.record({ title: fc.constantFrom("", " ", "Новости"), body: fc.constantFrom("", "<p>x</p>") }), { nil: undefined }),
    startsAt: fc.option(when, { nil: null }),
    endsAt: fc.option(when, { nil: null }),
    // The boundary: an event may end at the very moment it starts.
    endsWhenItStarts: fc.boolean()
  })
  .map(
    (x): ContentDraft => ({
      translations: { en: { title: x.enTitle, body: "<p>b</p>" }, ...(x.ru ? { ru: x.ru } : {}) },
      pinned: false,
      public: false,
      published: true,
      publishedAt: new Date(2026, 0, 1),
      startsAt: x.startsAt,
      endsAt: x.endsWhenItStarts && x.startsAt ? new Date(x.startsAt) : x.endsAt,
      location: null,
      sort: 0
    })
  )

describe("content validation", () => {
  it("an English title that is blank after trimming is refused on translations.en.title, and only then", () => {
    fc.assert(
      fc.property(draft, (d) => {
        const codes = checkDraft(d)["translations.en.title"]?.map((e) => e.code)
        expect(codes).toEqual(d.translations.en.title.trim() === "" ? ["validation.required"] : undefined)
      })
    )
  })

  it("an event that ends before it starts is refused on endsAt; an open end or start never is", () => {
    fc.assert(
      fc.property(draft, (d) => {
        const refused = checkDraft(d).endsAt !== undefined
        expect(refused).toBe(d.startsAt !== null && d.endsAt !== null && d.endsAt < d.startsAt)
        if (refused) expect(checkDraft(d).endsAt).toEqual([{ code: "validation.after_start" }])
      })
    )
  })

  it("a translation with a body but no title is refused on its own field; an empty one is not", () => {
    fc.assert(
      fc.property(draft, (d) => {
        const ru = d.translations.ru
        expect(checkDraft(d)["translations.ru.title"] !== undefined).toBe(ru !== undefined && ru.title.trim() === "" && ru.body.trim() !== "")
      })
    )
  })
})

describe("unread counts (spec §3 unreadAnnouncements, unreadEvents)", () => {
  const now = new Date(2026, 0, 1)
  const mix = fc.uniqueArray(
    fc.record({ id: fc.integer({ min: 1, max: 60 }), published: fc.boolean(), publishedAt: fc.date({ min: new Date(2025, 11, 1), max: new Date(2026, 1, 1), noInvalidDate: true }) }),
    { selector: (x) => x.id, maxLength: 20 }
  )
  const reads = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 20 }).map((xs) => new Set(xs))

  it("drafts and items published after now never count, read or not", () => {
    fc.assert(
      fc.property(mix, reads, (items, read) => {
        const hidden = items.filter((i) => !i.published || i.publishedAt > now)
        for (const i of hidden) expect(isUnread(i, read, now)).toBe(false)
        expect(unreadCountOf(items, read, now)).toBeLessThanOrEqual(items.length - hidden.length)
      })
    )
  })

  it("reading one more item lowers the count by one exactly when it was visible and unread", () => {
    fc.assert(
      fc.property(mix, reads, fc.integer({ min: 1, max: 60 }), (items, read, id) => {
        const before = unreadCountOf(items, read, now)
        const after = unreadCountOf(items, new Set([...read, id]), now)
        const target = items.find((i) => i.id === id)
        expect(before - after).toBe(target !== undefined && isVisibleTo(target, now) && !read.has(id) ? 1 : 0)
      })
    )
  })

  it("having read everything visible leaves nothing unread; having read nothing leaves every visible item", () => {
    fc.assert(
      fc.property(mix, (items) => {
        expect(unreadCountOf(items, new Set(items.map((i) => i.id)), now)).toBe(0)
        expect(unreadCountOf(items, new Set(), now)).toBe(items.filter((i) => i.published && i.publishedAt <= now).length)
      })
    )
  })

  it("as time passes the count never goes down without reading", () => {
    fc.assert(
      fc.property(mix, reads, fc.integer({ min: 0, max: 40 * 86_400_000 }), (items, read, later) => {
        expect(unreadCountOf(items, read, new Date(now.getTime() + later))).toBeGreaterThanOrEqual(unreadCountOf(items, read, now))
      })
    )
  })
})
