import fc from "fast-check"
import { Exit } from "effect"
import { describe, expect, it } from "vitest"
import {
  ATTACHMENT_LINK_SECONDS,
  LINK_WINDOW_SECONDS,
  type Lang,
  type SupportActor,
  TICKET_STATUSES,
  type TicketStatus,
  addTicketAttachments,
  assignTicket,
  attachmentLink,
  awaitingStaff,
  closeTicket,
  deleteTicketAttachment,
  deleteTicketMessage,
  downloadAttachment,
  fileTicket,
  linkExpiry,
  listTickets,
  memberAuthSessions,
  replyToTicket,
  setMyLanguages,
  setTicketStatus,
  supportStaffFor,
  ticketHistory,
  uploadedFromBytes
} from "../../src/index"
import { canMoveTicket } from "../../src/support/domain/ticket"
import { emptyWorld } from "./in-memory"
import { type Desk, emptySupport, runDesk } from "./in-memory-support"

/**
 * The support use-cases against the in-memory SupportRepository and FileStorage: the state machine as the
 * use-cases enforce it, what deleting leaves behind, attribution of member auth, routing by language, and
 * download links.
 */
const ALICE = 100001
const BOB = 100002
const SAM = 1
const KIM = 2
const START = Date.UTC(2026, 0, 1)

const newDesk = (): Desk => {
  const world = emptyWorld(START)
  const member = (id: number, firstName: string, lang: Lang) => ({
    id,
    firstName,
    lastName: "Member",
    email: `${firstName.toLowerCase()}@example.com`,
    phone: null,
    phoneCountry: null,
    ownerId: null,
    lang,
    referrerId: null,
    hearAboutUs: "" as const,
    status: "active" as const,
    openDate: new Date(START),
    createdAt: new Date(START),
    updatedAt: new Date(START),
    passwordHash: "h"
  })
  world.members.push(member(ALICE, "Alice", "en"), member(BOB, "Bob", "ru"))
  const staff = (id: number, firstName: string) => ({ id, email: `${firstName.toLowerCase()}@interworld.local`, firstName, lastName: "Staff", roles: ["back-office" as const], status: "active" as const, createdAt: new Date(START), updatedAt: new Date(START), passwordHash: "h" })
  world.staff.push(staff(SAM, "Sam"), staff(KIM, "Kim"))
  world.nextStaff = 3
  return { world, support: emptySupport(), files: new Map() }
}

const alice: SupportActor = { kind: "member", memberId: ALICE }
const sam = { kind: "staff", staffId: SAM } as const
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7])
const png = (name: string) => uploadedFromBytes(name, PNG)

const ok = async <A, E>(desk: Desk, effect: Parameters<typeof runDesk<A, E>>[1]): Promise<A> => {
  const exit = await runDesk<A, E>(desk, effect)
  if (!Exit.isSuccess(exit)) throw new Error(`expected success: ${JSON.stringify(exit.cause)}`)
  return exit.value
}
const tagOf = (exit: Exit.Exit<any, any>) => (Exit.isFailure(exit) ? ((exit.cause as unknown as { reasons?: Array<{ error?: { _tag?: string } }> }).reasons?.[0]?.error?._tag ?? JSON.stringify(exit.cause)) : "success")
const tick = (desk: Desk, ms = 60_000) => void (desk.world.now += ms)

const openTicket = async (desk: Desk, files = 0) => {
  const d = await ok(desk, fileTicket(alice, { memberId: ALICE, subject: "Lost plot", message: "It vanished", language: "en", files: Array.from({ length: files }, (_, i) => png(`f${i}.png`)) }))
  tick(desk)
  return d.ticket.id
}

describe("setTicketStatus and closeTicket enforce the state machine", () => {
  it("a move happens exactly when the state machine allows it; a refused move changes nothing and records nothing", async () => {
    const move = fc.record({ by: fc.constantFrom("staff", "member"), to: fc.constantFrom(...TICKET_STATUSES) })
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 12 }), async (moves) => {
        const desk = newDesk()
        const id = await openTicket(desk)
        let status: TicketStatus = "open"
        for (const m of moves) {
          const historyBefore = desk.support.history.length
          // Members close (PUT close); staff set any status.
          const exit = m.by === "member" ? await runDesk(desk, closeTicket(alice, id)) : await runDesk(desk, setTicketStatus(sam, id, m.to))
          const to: TicketStatus = m.by === "member" ? "closed" : m.to
          const ticket = desk.support.tickets.find((t) => t.id === id)!
          if (canMoveTicket(status, to)) {
            expect(tagOf(exit)).toBe("success")
            expect(ticket.status).toBe(to)
            expect(ticket.closedAt === null).toBe(to !== "closed")
            const last = desk.support.history.at(-1)!
            expect([last.operation, last.from, last.to]).toEqual(["status_updated", status, to])
            status = to
          } else {
            expect(tagOf(exit)).toBe("TicketStateConflict")
            expect(ticket.status).toBe(status)
            expect(desk.support.history.length).toBe(historyBefore)
          }
          tick(desk)
        }
      }),
      { numRuns: 60 }
    )
  })

  it("another member cannot close the ticket: it is not found, and stays as it was", async () => {
    const desk = newDesk()
    const id = await openTicket(desk)
    const exit = await runDesk(desk, closeTicket({ kind: "member", memberId: BOB }, id))
    expect(tagOf(exit)).toBe("NotFound")
    expect(desk.support.tickets[0].status).toBe("open")
  })
})

type Op =
  | { readonly kind: "reply"; readonly by: "member" | "staff"; readonly text: boolean; readonly files: number }
  | { readonly kind: "files"; readonly by: "member" | "staff"; readonly files: number }
  | { readonly kind: "deleteMessage"; readonly by: "member" | "staff"; readonly pick: number }
  | { readonly kind: "deleteAttachment"; readonly by: "member" | "staff"; readonly pick: number }

const by = fc.constantFrom("member" as const, "staff" as const)
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("reply" as const), by, text: fc.boolean(), files: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("files" as const), by, files: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant("deleteMessage" as const), by, pick: fc.nat(20) }),
  fc.record({ kind: fc.constant("deleteAttachment" as const), by, pick: fc.nat(20) })
)

describe("what deleting leaves behind", () => {
  it("after any replies and deletes: no empty message, the opening message stays, the counts, the last reply and the stored files follow what is left", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 }), fc.array(op, { maxLength: 14 }), async (openingFiles, ops) => {
        const desk = newDesk()
        const id = await openTicket(desk, openingFiles)
        const openingId = desk.support.messages[0].id
        for (const o of ops) {
          const actor: SupportActor = o.by === "member" ? alice : sam
          const live = desk.support.messages.filter((m) => m.ticketId === id && m.deletedAt === null)
          const liveFiles = desk.support.attachments.filter((a) => a.ticketId === id && a.deletedAt === null)
          const before = JSON.stringify(desk.support)
          const exit: Exit.Exit<unknown, unknown> | null =
            o.kind === "reply"
              ? await runDesk(desk, replyToTicket(actor, id, { message: o.text ? "more" : "", files: Array.from({ length: o.files }, (_, i) => png(`r${i}.png`)) }))
              : o.kind === "files"
                ? await runDesk(desk, addTicketAttachments(actor, id, Array.from({ length: o.files }, (_, i) => png(`a${i}.png`))))
                : o.kind === "deleteMessage"
                  ? live.length > 0
                    ? await runDesk(desk, deleteTicketMessage(actor, id, live[o.pick % live.length].id))
                    : null
                  : liveFiles.length > 0
                    ? await runDesk(desk, deleteTicketAttachment(actor, id, liveFiles[o.pick % liveFiles.length].id))
                    : null
          if (o.kind === "deleteMessage" && exit !== null) {
            const target = live[o.pick % live.length]
            const allowed = target.id !== openingId && (o.by === "staff" || (target.author === "member" && target.authorId === ALICE))
            expect(tagOf(exit)).toBe(allowed ? "success" : "Forbidden")
          }
          if (exit !== null && Exit.isFailure(exit as Exit.Exit<unknown, unknown>)) expect(JSON.stringify(desk.support)).toBe(before)
          tick(desk)

          const messages = desk.support.messages.filter((m) => m.ticketId === id && m.deletedAt === null).sort((a, b) => a.id - b.id)
          const files = desk.support.attachments.filter((a) => a.ticketId === id && a.deletedAt === null)
          const ticket = desk.support.tickets.find((t) => t.id === id)!
          // The opening message is always there, first.
          expect(messages[0]?.id).toBe(openingId)
          // No bubble without text and without files.
          for (const m of messages) expect(m.body !== "" || files.some((a) => a.messageId === m.id)).toBe(true)
          // No file belongs to a deleted message.
          for (const a of files) expect(messages.some((m) => m.id === a.messageId)).toBe(true)
          // The last reply and the last staff reply follow the messages that are left.
          const newest = messages.at(-1)!
          expect([ticket.lastReplyBy, ticket.lastReplyAt.getTime()]).toEqual([newest.author, newest.createdAt.getTime()])
          const staffNewest = messages.filter((m) => m.author === "staff").at(-1)
          expect(ticket.lastStaffReplyAt?.getTime() ?? null).toBe(staffNewest?.createdAt.getTime() ?? null)
          // So "awaiting a staff reply" is right, and the storage holds exactly the live files.
          expect(awaitingStaff(ticket)).toBe(newest.author === "member")
          expect([...desk.files.keys()].sort()).toEqual(desk.support.attachments.filter((a) => a.deletedAt === null).map((a) => a.storageKey).sort())
        }
      }),
      { numRuns: 60 }
    )
  })

  it("deleting the only file of a files-only message removes the message too, with both in the history", async () => {
    const desk = newDesk()
    const id = await openTicket(desk)
    const d = await ok(desk, addTicketAttachments(alice, id, [png("only.png")]))
    expect(d.ticket.messages).toBe(2)
    const fileId = d.messages[1].attachments[0].id
    tick(desk)
    const after = await ok(desk, deleteTicketAttachment(alice, id, fileId))
    expect(after.messages.map((m) => m.body)).toEqual(["It vanished"])
    expect(after.ticket.messages).toBe(1)
    expect(desk.support.history.slice(-2).map((h) => h.operation)).toEqual(["attachment_deleted", "message_deleted"])
  })

  it("when staff delete their only reply, the ticket waits for staff again and the member has nothing unread", async () => {
    const desk = newDesk()
    const id = await openTicket(desk)
    const replied = await ok(desk, replyToTicket(sam, id, { message: "On it", files: [] }))
    expect(replied.ticket.lastReplyBy).toBe("staff")
    tick(desk)
    const after = await ok(desk, deleteTicketMessage(sam, id, replied.messages[1].id))
    expect(after.ticket.lastReplyBy).toBe("member")
    expect(after.ticket.lastStaffReplyAt).toBeNull()
    expect(awaitingStaff(after.ticket)).toBe(true)
    const waiting = await ok(desk, listTickets(SAM, { filter: "all", waitingHours: 1 }, 1))
    tick(desk, 3_600_000)
    expect((await ok(desk, listTickets(SAM, { filter: "all", waitingHours: 1 }, 1))).data.map((t) => t.id)).toEqual([id])
    expect(waiting.data).toEqual([])
  })

  it("nobody deletes the opening message, not even staff", async () => {
    const desk = newDesk()
    const id = await openTicket(desk)
    const opening = desk.support.messages[0].id
    expect(tagOf(await runDesk(desk, deleteTicketMessage(alice, id, opening)))).toBe("Forbidden")
    expect(tagOf(await runDesk(desk, deleteTicketMessage(sam, id, opening)))).toBe("Forbidden")
    expect(desk.support.messages[0].deletedAt).toBeNull()
  })
})

describe("member auth is attributed to the staff member", () => {
  it("what staff do signed in as the member names them in the history and the audit log; the member's own actions do not", async () => {
    const desk = newDesk()
    const id = await openTicket(desk)
    const asAlice: SupportActor = { kind: "member", memberId: ALICE, impersonatorId: KIM }
    const d = await ok(desk, replyToTicket(asAlice, id, { message: "Written by Kim as Alice", files: [] }))
    tick(desk)
    await ok(desk, deleteTicketMessage(asAlice, id, d.messages[1].id))
    await ok(desk, closeTicket(asAlice, id))
    const page = await ok(desk, ticketHistory(alice, id, 1))
    const byKim = page.data.filter((h) => h.impersonatorId === KIM)
    expect(byKim.map((h) => h.operation).sort()).toEqual(["message_added", "message_deleted", "status_updated"])
    for (const h of byKim) expect(h).toMatchObject({ actor: "member", actorId: ALICE, impersonatorName: "Kim Staff" })
    expect(page.data.find((h) => h.operation === "created")?.impersonatorId).toBeNull()
    const audit = desk.world.audit.filter((a) => a.target.type === "ticket")
    expect(audit.map((a) => a.action).sort()).toEqual(["support.delete_message", "support.reply", "support.status"])
    for (const a of audit) expect(a).toMatchObject({ actor: { kind: "staff", id: String(KIM) }, details: expect.objectContaining({ asMember: ALICE }) })
  })

  it("staff see the member-auth sessions still valid, newest first, and not revoked or expired ones", async () => {
    const desk = newDesk()
    const at = (min: number) => new Date(START + min * 60_000)
    const session = (id: string, impersonatorId: number | null, created: number, expires: number, revoked = false) => ({ id, kind: "member" as const, subjectId: ALICE, version: 1, createdAt: at(created), expiresAt: at(expires), revokedAt: revoked ? at(created) : null, impersonatorId })
    desk.world.sessions.push(session("own", null, 0, 60), session("sam", SAM, 0, 30), session("kim", KIM, 5, 35), session("old", KIM, -60, -30), session("gone", SAM, 1, 31, true))
    desk.world.now = START + 10 * 60_000
    expect((await ok(desk, memberAuthSessions(ALICE))).map((x) => [x.staffId, x.staffName])).toEqual([
      [KIM, "Kim Staff"],
      [SAM, "Sam Staff"]
    ])
    expect(await ok(desk, memberAuthSessions(BOB))).toEqual([])
  })
})

describe("routing by language", () => {
  it("a ticket staff open without a language takes the member's own; a member's takes what they chose", async () => {
    const desk = newDesk()
    const forBob = await ok(desk, fileTicket(sam, { memberId: BOB, subject: "Hello", message: "About your order", files: [] }))
    expect(forBob.ticket.language).toBe("ru")
    const chosen = await ok(desk, fileTicket(sam, { memberId: BOB, subject: "Hello", message: "About your order", language: "jp", files: [] }))
    expect(chosen.ticket.language).toBe("jp")
  })

  it("'mine' lists tickets in the staff member's languages, any of several; with none chosen, every language", async () => {
    const desk = newDesk()
    for (const language of ["en", "ru", "jp", "kr"] as const) await ok(desk, fileTicket(alice, { memberId: ALICE, subject: language, message: "x", language, files: [] }))
    const langsOf = async (languages: ReadonlyArray<Lang> | "mine") => (await ok(desk, listTickets(SAM, { filter: "unassigned", languages }, 1))).data.map((t) => t.language).sort()
    expect(await langsOf("mine")).toEqual(["en", "jp", "kr", "ru"])
    await ok(desk, setMyLanguages(SAM, ["ru", "jp"]))
    expect(await langsOf("mine")).toEqual(["jp", "ru"])
    expect(await langsOf(["kr", "en"])).toEqual(["en", "kr"])
  })

  it("the staff list for a ticket puts speakers of its language first, then the fewest open tickets", async () => {
    const desk = newDesk()
    await ok(desk, setMyLanguages(KIM, ["ru"]))
    const ru = await ok(desk, fileTicket(alice, { memberId: ALICE, subject: "s", message: "m", language: "ru", files: [] }))
    const en = await ok(desk, fileTicket(alice, { memberId: ALICE, subject: "s", message: "m", language: "en", files: [] }))
    expect((await ok(desk, supportStaffFor(sam, ru.ticket.id))).map((s) => [s.id, s.speaksLanguage])).toEqual([
      [KIM, true],
      [SAM, false]
    ])
    // Nobody speaks English here: the one with fewer open tickets comes first (Kim now holds the Russian one).
    expect((await ok(desk, supportStaffFor(sam, en.ticket.id))).map((s) => s.id)).toEqual([KIM, SAM])
    await ok(desk, assignTicket(sam, ru.ticket.id, KIM))
    expect((await ok(desk, supportStaffFor(sam, en.ticket.id))).map((s) => [s.id, s.openTickets])).toEqual([
      [SAM, 0],
      [KIM, 1]
    ])
    expect((await ok(desk, supportStaffFor(sam))).every((s) => s.speaksLanguage === null)).toBe(true)
    expect(tagOf(await runDesk(desk, supportStaffFor(sam, 999)))).toBe("NotFound")
  })
})

describe("download links", () => {
  it("a link lives at least ATTACHMENT_LINK_SECONDS and less than one window more, and links made close together are the same", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 3_600_000 }), (ms, later) => {
        const exp = linkExpiry(new Date(ms))
        const left = exp - ms / 1000
        expect(left).toBeGreaterThanOrEqual(ATTACHMENT_LINK_SECONDS)
        expect(left).toBeLessThan(ATTACHMENT_LINK_SECONDS + LINK_WINDOW_SECONDS + 1)
        expect(exp % LINK_WINDOW_SECONDS).toBe(0)
        // A second link made `later` ms afterwards is the same one exactly while it would still live long enough.
        const next = linkExpiry(new Date(ms + later))
        if (exp - (ms + later) / 1000 >= ATTACHMENT_LINK_SECONDS + 1) expect(next).toBe(exp)
        else expect(next).toBeGreaterThanOrEqual(exp)
      })
    )
  })

  it("a link opens its own file through the file storage until it expires, and no other file", async () => {
    const desk = newDesk()
    const id = await openTicket(desk, 2)
    const [a, b] = desk.support.attachments
    const { exp, sig } = await ok(desk, attachmentLink(a.id))
    const got = await ok(desk, downloadAttachment(a.id, exp, sig))
    const bytes: Array<number> = []
    for await (const chunk of got.body.chunks) bytes.push(...chunk)
    expect(new Uint8Array(bytes)).toEqual(PNG)
    expect(got.cacheSeconds).toBeLessThanOrEqual(ATTACHMENT_LINK_SECONDS + LINK_WINDOW_SECONDS)
    // The signature is for a's id: b is not found with it.
    expect(tagOf(await runDesk(desk, downloadAttachment(b.id, exp, sig)))).toBe("NotFound")
    desk.world.now = exp * 1000 + 1
    expect(tagOf(await runDesk(desk, downloadAttachment(a.id, exp, sig)))).toBe("NotFound")
    expect(id).toBeGreaterThan(0)
  })

  it("a file missing from storage is not found rather than a broken download", async () => {
    const desk = newDesk()
    await openTicket(desk, 1)
    const a = desk.support.attachments[0]
    desk.files.delete(a.storageKey)
    const link = await ok(desk, attachmentLink(a.id))
    expect(tagOf(await runDesk(desk, downloadAttachment(a.id, link.exp, link.sig)))).toBe("NotFound")
  })
})
