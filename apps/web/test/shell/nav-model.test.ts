import type { MemberProfile } from "@iw/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type NavItem, accountItems, headerItems, isCounted, mobileSections, unreadOf } from "../../src/features/shell/utils/nav-model"

/** The header's menus decide what unread counts the desktop header shows (spec §3 Unread counts, issue: content). */
const profile = (p: Partial<MemberProfile>) => ({ memberHasPlots: false, adnetIsVisible: false, unreadAnnouncements: 0, unreadEvents: 0, citizenProgramIsVisible: false, founderPlanIsVisible: false, accessTickets: false, ...p }) as MemberProfile

const find = (items: ReadonlyArray<NavItem>, id: string): NavItem | undefined => {
  for (const i of items) {
    if (i.id === id) return i
    if (i.kind === "group") {
      const inner = find(i.items, id)
      if (inner) return inner
    }
  }
  return undefined
}

describe("the desktop header's news menu", () => {
  it("holds announcements and events with their unread counts (as numbers), and tutorials; its total is their sum", () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(9), (a, e, support) => {
        const items = headerItems(profile({ unreadAnnouncements: a, unreadEvents: e }), support)
        const news = find(items, "news")!
        expect(news.kind).toBe("group")
        expect(find(items, "announcements")).toMatchObject({ kind: "link", path: "announcements", unread: a, counted: true })
        expect(find(items, "events")).toMatchObject({ kind: "link", path: "events", unread: e, counted: true })
        expect(find(items, "tutorials")).toMatchObject({ kind: "link", path: "tutorials" })
        expect(unreadOf(news)).toBe(a + e)
        expect(isCounted(news)).toBe(true)
        // Support keeps its dot, not a count, and its own number.
        const sup = find(items, "support")!
        expect([unreadOf(sup), isCounted(sup)]).toEqual([support, false])
      })
    )
  })

  it("visitors get no news menu; the mobile menu shows the same counts", () => {
    expect(find(headerItems(null, 0), "news")).toBeUndefined()
    const sections = mobileSections(profile({ unreadAnnouncements: 2, unreadEvents: 5 }), 0)
    const content = sections.find((s) => s.id === "content")!
    expect(content.items.map((i) => [i.id, unreadOf(i)])).toEqual([
      ["announcements", 2],
      ["events", 5],
      ["tutorials", 0]
    ])
  })
})

describe("the member-ID menu's programmes (spec §2, §6)", () => {
  it("links citizen and founders only when visible, revenue sharing, Opportunities, Partners and the White Paper always, and the DAO only behind FEATURE_DAO_LINK", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (citizen, founders, dao) => {
        const items = accountItems(profile({ citizenProgramIsVisible: citizen, founderPlanIsVisible: founders, daoLinkIsVisible: dao }))
        const programs = find(items, "programs")!
        expect(programs.kind).toBe("group")
        const ids = programs.kind === "group" ? programs.items.map((i) => i.id) : []
        expect(ids).toEqual([...(citizen ? ["citizenProgram"] : []), ...(founders ? ["foundersPlan"] : []), "revenueSharing", ...(dao ? ["dao"] : []), "opportunities", "partners", "whitePaper"])
        expect(find(items, "revenueSharing")).toMatchObject({ kind: "link", path: "points/revenue-sharing-program" })
      })
    )
  })
})
