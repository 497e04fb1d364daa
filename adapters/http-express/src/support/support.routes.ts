import { api, endpointUrl } from "@iw/contracts"
import { uploadedFiles } from "../uploads"
import {
  type HistoryEntry,
  type Lang,
  type SupportActor,
  type Ticket,
  type TicketMessage,
  MIME_OF,
  addTicketAttachments,
  assignTicket,
  attachmentLink,
  closeTicket,
  countUnreadTickets,
  deleteSavedReply,
  deleteTicketAttachment,
  deleteTicketMessage,
  downloadAttachment,
  fileTicket,
  listMyTickets,
  listSavedReplies,
  listTickets,
  mayDeleteMessage,
  memberAuthSessions,
  opensInBrowser,
  replyToTicket,
  saveReply,
  setMyLanguages,
  setTicketLanguage,
  setTicketStatus,
  showTicket,
  signInAsMember,
  staffSupportActor,
  supportCounters,
  supportStaffFor,
  supportStatistics,
  ticketHistory,
  unreadForMember,
  awaitingStaff,
  LANGS
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"

/** Names of the languages, each in its own language (a ticket's language is picked by people who speak it). */
const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", cn: "简体中文", tc: "繁體中文", jp: "日本語", kr: "한국어", ru: "Русский" }
const languages = { data: LANGS.map((code) => ({ code, name: LANGUAGE_NAMES[code] })) }

const ticketWire = (t: Ticket, viewer: SupportActor["kind"]) => ({
  ticketId: t.id,
  memberId: t.memberId,
  memberName: t.memberName,
  subject: t.subject,
  status: t.status,
  language: t.language,
  assigneeId: t.assigneeId,
  assigneeName: t.assigneeName,
  creator: t.creator,
  lastReplyAt: t.lastReplyAt,
  lastReplyBy: t.lastReplyBy,
  unread: viewer === "member" ? unreadForMember(t) : awaitingStaff(t),
  messages: t.messages,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt
})

/** A signed link as the URL of the download endpoint of the contract (`support.file`). */
const fileUrl = (link: { readonly attachmentId: number; readonly exp: number; readonly sig: string }) =>
  endpointUrl(api.support.file, { params: { id: link.attachmentId }, query: { exp: link.exp, sig: link.sig } })

const messageWire = (actor: SupportActor, openingId: number) => (m: TicketMessage) =>
  Effect.gen(function* () {
    const attachments = yield* Effect.forEach(m.attachments, (a) =>
      Effect.map(attachmentLink(a.id), (link) => ({ id: a.id, name: a.name, kind: a.kind, size: a.size, url: fileUrl(link), createdAt: a.createdAt, author: a.author }))
    )
    return { id: m.id, author: m.author, authorName: m.authorName, body: m.body, attachments, createdAt: m.createdAt, deletable: mayDeleteMessage(actor, m, openingId) }
  })

const detailWire = (actor: SupportActor) => (d: { readonly ticket: Ticket; readonly messages: ReadonlyArray<TicketMessage> }) =>
  Effect.map(Effect.forEach(d.messages, messageWire(actor, d.messages[0]?.id ?? 0)), (messages) => ({ ticket: ticketWire(d.ticket, actor.kind), messages }))

const historyWire = (h: HistoryEntry) => ({
  id: h.id,
  operation: h.operation,
  actor: h.actor,
  actorName: h.actorName,
  impersonatorId: h.impersonatorId,
  impersonatorName: h.impersonatorName,
  from: h.from,
  to: h.to,
  createdAt: h.createdAt
})

// The one upload path (uploads.ts): each file was streamed to a temporary file; the core streams it into storage.
const uploads = (files: Readonly<Record<string, ReadonlyArray<unknown>>>) => uploadedFiles(files, "attachments")

const page = (q: { page?: number; perPage?: number }, size: number) => ({ page: q.page ?? 1, perPage: q.perPage ?? size })

// A member session opened by staff (member auth) carries the staff member, so their actions are attributed to them too.
const member = (p: { readonly memberId: number; readonly impersonatorId: number | null }): SupportActor => ({ kind: "member", memberId: p.memberId, impersonatorId: p.impersonatorId })
const staffDetail = <E, R>(principal: Parameters<typeof staffSupportActor>[0], run: (actor: SupportActor & { kind: "staff" }) => Effect.Effect<{ readonly ticket: Ticket; readonly messages: ReadonlyArray<TicketMessage> }, E, R>) =>
  Effect.flatMap(staffSupportActor(principal), (actor) => Effect.flatMap(run(actor), detailWire(actor)))

/** Spec §7 Support, both variants. Members reach only their own tickets; staff need the back-office permission. */
export const supportRoutes = () =>
  routes(api.support, {
    list: ({ principal, query }) => {
      const p = page(query, 10)
      return Effect.map(listMyTickets(principal.memberId, query.filter ?? (query.status === "in_progress" ? "in-progress" : query.status) ?? "all", p.page, p.perPage), (r) => ({ ...r, data: r.data.map((t) => ticketWire(t, "member")) }))
    },
    languages: () => Effect.succeed(languages),
    unread: ({ principal }) => Effect.map(countUnreadTickets(principal.memberId), (count) => ({ count })),
    ticket: ({ principal, params }) => Effect.flatMap(showTicket(member(principal), params.id), detailWire(member(principal))),
    create: ({ principal, body, files, lang }) =>
      Effect.flatMap(
        fileTicket(member(principal), { memberId: principal.memberId, subject: body.subject, message: body.message, language: body.language ?? lang, files: uploads(files) }),
        detailWire(member(principal))
      ),
    addMessage: ({ principal, params, body, files }) => Effect.flatMap(replyToTicket(member(principal), params.id, { message: body.message, files: uploads(files) }), detailWire(member(principal))),
    deleteMessage: ({ principal, params }) => Effect.flatMap(deleteTicketMessage(member(principal), params.id, params.messageId), detailWire(member(principal))),
    addAttachments: ({ principal, params, files }) => Effect.flatMap(addTicketAttachments(member(principal), params.id, uploads(files)), detailWire(member(principal))),
    deleteAttachment: ({ principal, params }) => Effect.flatMap(deleteTicketAttachment(member(principal), params.id, params.attachmentId), detailWire(member(principal))),
    history: ({ principal, params, query }) => {
      const p = page(query, 15)
      return Effect.map(ticketHistory(member(principal), params.id, p.page, p.perPage), (r) => ({ ...r, data: r.data.map(historyWire) }))
    },
    close: ({ principal, params }) => Effect.flatMap(closeTicket(member(principal), params.id), detailWire(member(principal))),

    staffList: ({ principal, query }) =>
      Effect.flatMap(staffSupportActor(principal), () => {
        const p = page(query, 10)
        const { page: _p, perPage: _pp, filter, language, languages, ...rest } = query
        const chosen = languages ?? (language ? [language] : undefined)
        return Effect.map(listTickets(principal.staffId, { filter: filter ?? "assigned", ...(chosen ? { languages: chosen } : {}), ...rest }, p.page, p.perPage), (r) => ({
          ...r,
          data: r.data.map((t) => ticketWire(t, "staff"))
        }))
      }),
    staffLanguages: ({ principal }) => Effect.as(staffSupportActor(principal), languages),
    staffTicket: ({ principal, params }) => staffDetail(principal, (a) => showTicket(a, params.id)),
    staffCreate: ({ principal, body, files }) =>
      // Without a language, the ticket takes the member's own language (not the staff member's UI language).
      staffDetail(principal, (a) => fileTicket(a, { memberId: body.memberId, subject: body.subject, message: body.message, ...(body.language ? { language: body.language } : {}), files: uploads(files) })),
    staffAddMessage: ({ principal, params, body, files }) => staffDetail(principal, (a) => replyToTicket(a, params.id, { message: body.message, files: uploads(files) })),
    staffDeleteMessage: ({ principal, params }) => staffDetail(principal, (a) => deleteTicketMessage(a, params.id, params.messageId)),
    staffAddAttachments: ({ principal, params, files }) => staffDetail(principal, (a) => addTicketAttachments(a, params.id, uploads(files))),
    staffDeleteAttachment: ({ principal, params }) => staffDetail(principal, (a) => deleteTicketAttachment(a, params.id, params.attachmentId)),
    staffHistory: ({ principal, params, query }) =>
      Effect.flatMap(staffSupportActor(principal), (a) => {
        const p = page(query, 15)
        return Effect.map(ticketHistory(a, params.id, p.page, p.perPage), (r) => ({ ...r, data: r.data.map(historyWire) }))
      }),
    assign: ({ principal, params, body }) => staffDetail(principal, (a) => assignTicket(a, params.id, body.assigneeId)),
    status: ({ principal, params, body }) => staffDetail(principal, (a) => setTicketStatus(a, params.id, body.status)),
    language: ({ principal, params, body }) => staffDetail(principal, (a) => setTicketLanguage(a, params.id, body.language)),
    counters: ({ principal }) => Effect.flatMap(staffSupportActor(principal), () => supportCounters(principal.staffId)),
    supportStaff: ({ principal, query }) => Effect.flatMap(staffSupportActor(principal), (a) => Effect.map(supportStaffFor(a, query.ticketId), (data) => ({ data: [...data] }))),
    memberAuthSessions: ({ principal, params }) =>
      Effect.flatMap(staffSupportActor(principal), () =>
        Effect.map(memberAuthSessions(params.memberId), (rows) => ({ data: rows.map((r) => ({ staffId: r.staffId, staffName: r.staffName, startedAt: r.startedAt, expiresAt: r.expiresAt })) }))
      ),
    myLanguages: ({ principal, body }) => Effect.flatMap(staffSupportActor(principal), () => setMyLanguages(principal.staffId, body.languages)),
    statistics: ({ principal, query }) => Effect.flatMap(staffSupportActor(principal), () => supportStatistics(query.days)),
    memberAuth: ({ principal, body, lang }) =>
      Effect.flatMap(staffSupportActor(principal), () =>
        Effect.map(signInAsMember(principal.staffId, body.memberId), (c) => ({
          url: `/${lang}/loader?otp=${encodeURIComponent(c.otp)}&member_id=${c.memberId}&lang=${lang}`,
          expiresAt: c.expiresAt
        }))
      ),
    savedReplies: ({ principal, query }) => Effect.flatMap(staffSupportActor(principal), () => Effect.map(listSavedReplies(query.language), (data) => ({ data: [...data] }))),
    createSavedReply: ({ principal, body }) => Effect.flatMap(staffSupportActor(principal), () => saveReply(principal.staffId, null, body)),
    updateSavedReply: ({ principal, params, body }) => Effect.flatMap(staffSupportActor(principal), () => saveReply(principal.staffId, params.id, body)),
    deleteSavedReply: ({ principal, params }) => Effect.flatMap(staffSupportActor(principal), () => Effect.as(deleteSavedReply(params.id), {})),

    // The attachment behind a signed link, streamed from file storage; a browser may keep it while the link lives.
    file: ({ params, query }) =>
      Effect.map(downloadAttachment(params.id, query.exp, query.sig), ({ attachment: a, body, cacheSeconds }) => ({
        bytes: body.chunks,
        size: body.size,
        contentType: MIME_OF[a.kind],
        disposition: { inline: opensInBrowser(a.kind), filename: a.name },
        cacheControl: `private, max-age=${cacheSeconds}`,
        headers: {}
      }))
  })
