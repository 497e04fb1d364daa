import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  MAX_FILE_BYTES,
  MAX_VIDEO_BYTES,
  TICKET_STATUSES,
  type TicketStatus,
  checkAttachment,
  mayDeleteMessage,
  sniffKind,
  unreadForMember
} from "../../src/index"
import { safeFileName } from "../../src/files/domain/file-kind"
import { acceptsMessages, canMoveTicket, leavesMessageEmpty, mayDelete, replyStateOf, statusAfterStaffReply, TICKET_TRANSITIONS } from "../../src/support/domain/ticket"
import { rankForTicket } from "../../src/support/use-cases/support-staff.use-case"
import { median } from "../../src/support/use-cases/support-statistics.use-case"

const status = fc.constantFrom(...TICKET_STATUSES)
const SIGNATURES: Record<string, ReadonlyArray<number>> = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [...new TextEncoder().encode("%PDF-1.7")],
  glb: [...new TextEncoder().encode("glTF"), 2, 0, 0, 0],
  mp4: [0, 0, 0, 0x20, ...new TextEncoder().encode("ftypisom")]
}
const withHead = (sig: ReadonlyArray<number>, tail: Uint8Array) => new Uint8Array([...sig, ...tail]).subarray(0, 16)

describe("the ticket state machine", () => {
  it("from any state, a walk of allowed moves only ever visits the three statuses, and every state is reachable from open", () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (wanted) => {
        let s: TicketStatus = "open"
        const seen = new Set<TicketStatus>([s])
        for (const to of wanted) if (canMoveTicket(s, to)) (s = to), seen.add(s)
        expect(TICKET_STATUSES).toContain(s)
      })
    )
    const reach = new Set<TicketStatus>(["open"])
    for (let i = 0; i < 3; i++) for (const s of [...reach]) for (const t of TICKET_TRANSITIONS[s]) reach.add(t)
    expect([...reach].sort()).toEqual([...TICKET_STATUSES].sort())
  })

  it("no state moves to itself, a closed ticket only reopens, and a closed ticket takes no messages", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (from === to) expect(canMoveTicket(from, to)).toBe(false)
        if (from === "closed") expect(canMoveTicket(from, to)).toBe(to === "open")
        expect(acceptsMessages(from)).toBe(from !== "closed")
      })
    )
  })

  it("a staff reply takes an open ticket up and leaves others as they are, always to a state it may move to or stay in", () => {
    fc.assert(
      fc.property(status, (s) => {
        const after = statusAfterStaffReply(s)
        expect(after === s || canMoveTicket(s, after)).toBe(true)
        expect(after).toBe(s === "open" ? "in_progress" : s)
      })
    )
  })

  it("the member's unread marker is on exactly when a staff reply is newer than the member's last look", () => {
    const date = fc.option(fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }), { nil: null })
    fc.assert(
      fc.property(date, date, (lastStaffReplyAt, memberSeenAt) => {
        const expected = lastStaffReplyAt !== null && (memberSeenAt === null || lastStaffReplyAt.getTime() > memberSeenAt.getTime())
        expect(unreadForMember({ lastStaffReplyAt, memberSeenAt })).toBe(expected)
      })
    )
  })

  it("a member deletes only what they wrote themselves; staff delete anything", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.constantFrom("member" as const, "staff" as const), fc.integer({ min: 1, max: 5 }), (me, author, authorId) => {
        expect(mayDelete({ kind: "member", memberId: me }, { author, authorId })).toBe(author === "member" && authorId === me)
        expect(mayDelete({ kind: "staff", staffId: me }, { author, authorId })).toBe(true)
      })
    )
  })
})

describe("what a delete leaves (rules)", () => {
  const author = fc.constantFrom("member" as const, "staff" as const)
  const at = fc.integer({ min: 0, max: 1000 }).map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000))

  it("the last reply is the newest message left (ties to the later id), the last staff reply the newest staff one; with none, the creation", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 500 }), author, createdAt: at }), { selector: (m) => m.id, maxLength: 12 }), at, author, (messages, createdAt, creator) => {
        const r = replyStateOf(messages, { at: createdAt, by: creator })
        const order = [...messages].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
        const last = order.at(-1)
        expect(r.lastAt).toEqual(last?.createdAt ?? createdAt)
        expect(r.lastBy).toBe(last?.author ?? creator)
        expect(r.lastStaffAt).toEqual(order.filter((m) => m.author === "staff").at(-1)?.createdAt ?? null)
      })
    )
  })

  it("removing an attachment empties its message exactly when the message has no text and no other file", () => {
    fc.assert(
      fc.property(fc.constantFrom("", "  ", "hi"), fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 4 }), fc.integer({ min: 1, max: 9 }), (body, ids, removed) => {
        const message = { body, attachments: ids.map((id) => ({ id }) as never) }
        expect(leavesMessageEmpty(message, removed)).toBe(body.trim() === "" && ids.every((id) => id === removed))
      })
    )
  })

  it("nobody deletes the opening message; any other message as mayDelete says", () => {
    const actor = fc.oneof(fc.integer({ min: 1, max: 3 }).map((memberId) => ({ kind: "member" as const, memberId })), fc.integer({ min: 1, max: 3 }).map((staffId) => ({ kind: "staff" as const, staffId })))
    fc.assert(
      fc.property(actor, fc.integer({ min: 1, max: 5 }), author, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 5 }), (a, id, who, authorId, openingId) => {
        const m = { id, author: who, authorId }
        expect(mayDeleteMessage(a, m, openingId)).toBe(id !== openingId && mayDelete(a, m))
      })
    )
  })
})

describe("attachments are checked by content and size (spec §5 Uploads)", () => {
  it("a file starting with an allowed signature is that kind, whatever follows", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(SIGNATURES)), fc.uint8Array({ maxLength: 16 }), (kind, tail) => {
        expect(sniffKind(withHead(SIGNATURES[kind], tail))).toBe(kind)
      })
    )
  })

  it("bytes that start with no allowed signature are refused as the image-format error, whatever the size", () => {
    const notAllowed = fc.uint8Array({ minLength: 0, maxLength: 16 }).filter((b) => sniffKind(b) === null)
    fc.assert(
      fc.property(notAllowed, fc.integer({ min: 0, max: 100_000_000 }), (head, size) => {
        expect(checkAttachment({ size, head })).toEqual({ error: expect.objectContaining({ code: "upload.ERROR_IMAGE_FORMAT" }) })
      })
    )
    // A Windows program renamed to .png is still a program.
    expect(sniffKind(new Uint8Array([0x4d, 0x5a, 0x90, 0]))).toBeNull()
  })

  it("the size limit is 20,000,000 bytes, and 57,886,080 for mp4, each inclusive", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(SIGNATURES)), fc.integer({ min: 1, max: 80_000_000 }), (kind, size) => {
        const limit = kind === "mp4" ? MAX_VIDEO_BYTES : MAX_FILE_BYTES
        const r = checkAttachment({ size, head: withHead(SIGNATURES[kind], new Uint8Array(8)) })
        if (size <= limit) expect(r).toEqual({ kind })
        else expect(r).toEqual({ error: expect.objectContaining({ code: kind === "mp4" ? "upload.ERROR_BIG_FILE2" : "upload.ERROR_BIG_FILE" }) })
      })
    )
  })

  it("a stored name has no path or control characters, at most 200 characters, and ends with the kind's extension", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom("jpeg" as const, "png" as const, "glb" as const, "pdf" as const, "mp4" as const), (name, kind) => {
        const safe = safeFileName(name, kind)
        expect(safe).not.toMatch(/[\\/\u0000-\u001f<>|:*?"]/)
        expect(safe.length).toBeLessThanOrEqual(200)
        expect(safe.length).toBeGreaterThan(0)
        expect(safe.toLowerCase()).toMatch(kind === "jpeg" ? /\.jpe?g$/ : new RegExp(`\\.${kind}$`))
      })
    )
  })
})

describe("routing and statistics", () => {
  it("staff who speak the ticket's language come first, then the least loaded; nobody is lost or added", () => {
    const lang = fc.constantFrom("en" as const, "cn" as const, "ru" as const)
    const member = fc.record({ name: fc.string({ maxLength: 5 }), languages: fc.array(lang, { maxLength: 3 }), openTickets: fc.nat(20) })
    fc.assert(
      fc.property(fc.array(member, { maxLength: 12 }), lang, (staff, language) => {
        const ranked = rankForTicket(staff, language)
        const key = (xs: ReadonlyArray<unknown>) => xs.map((x) => JSON.stringify(x)).sort()
        expect(key(ranked)).toEqual(key(staff))
        const speaks = ranked.map((s) => s.languages.includes(language))
        expect(speaks).toEqual([...speaks].sort((a, b) => Number(b) - Number(a)))
        for (let i = 1; i < ranked.length; i++) if (speaks[i] === speaks[i - 1]) expect(ranked[i].openTickets).toBeGreaterThanOrEqual(ranked[i - 1].openTickets)
      })
    )
  })

  it("the median has as many values at or below it as at or above it", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 50 }), (xs) => {
        const m = median(xs)!
        expect(xs.filter((x) => x <= m).length).toBeGreaterThanOrEqual(xs.length / 2)
        expect(xs.filter((x) => x >= m).length).toBeGreaterThanOrEqual(xs.length / 2)
      })
    )
    expect(median([])).toBeNull()
  })
})
