import { api } from "@iw/contracts"
import {
  type Live2EarnPhoto,
  LIVE2EARN_REWARD_TICKETS,
  listLive2EarnReviewQueue,
  listMyLive2EarnPhotos,
  live2EarnRelocation,
  memberStatusOf,
  openLive2EarnPhoto,
  reviewLive2EarnPhoto,
  uploadLive2EarnPhoto
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { smallUploadBytes, uploadName } from "../uploads"

type Files = Readonly<Record<string, ReadonlyArray<{ readonly originalname: string; readonly path: string }>>>
const firstOf = (files: Files, field: string) => {
  const f = files[field]?.[0]
  return f ? { name: uploadName(f.originalname), bytes: smallUploadBytes(f) } : undefined
}
const listMeta = (total: number, page: number, perPage: number, count: number) => ({ total, perPage, page, to: (page - 1) * perPage + count })

/** A photo's bytes: images open in the browser, never cached (they are a member's own). */
const fileAnswer = (file: { readonly name: string; readonly mime: string }, body: { readonly size: number; readonly chunks: AsyncIterable<Uint8Array> }) => ({
  bytes: body.chunks,
  size: body.size,
  contentType: file.mime,
  disposition: { inline: true, filename: file.name },
  cacheControl: "private, no-store",
  headers: {}
})

const photoWire = (p: Live2EarnPhoto) => ({
  id: p.id,
  memberId: p.memberId,
  state: p.state,
  status: memberStatusOf(p.state),
  name: p.name,
  mime: p.mime,
  size: p.size,
  reason: p.reason,
  reward: p.state === "approved" ? Number(LIVE2EARN_REWARD_TICKETS) : 0,
  createdAt: p.createdAt,
  reviewedAt: p.reviewedAt
})

/** Issue 17: the Live2Earn photo programme. */
export const live2earnRoutes = () =>
  routes(api.live2earn, {
    relocation: ({ principal }) => Effect.map(live2EarnRelocation(principal.memberId), (r) => ({ allowed: r.allowed, path: r.path, reward: Number(r.reward) })),
    photos: ({ principal }) => Effect.map(listMyLive2EarnPhotos(principal.memberId), (rows) => ({ data: rows.map(photoWire), meta: listMeta(rows.length, 1, Math.max(rows.length, 1), rows.length) })),
    upload: ({ principal, files }) => Effect.map(uploadLive2EarnPhoto(principal.memberId, firstOf(files, "photo")), photoWire),
    photo: ({ principal, params }) => Effect.map(openLive2EarnPhoto({ kind: "member", memberId: principal.memberId }, params.id), ({ photo, body }) => fileAnswer(photo, body)),
    reviewQueue: ({ principal, query }) => {
      const page = query.page ?? 1
      const perPage = query.perPage ?? 10
      return Effect.map(listLive2EarnReviewQueue(principal, query.state ?? "pending", page, perPage), (r) => ({ data: r.rows.map(photoWire), meta: listMeta(r.total, page, perPage, r.rows.length) }))
    },
    review: ({ principal, params, body }) => Effect.map(reviewLive2EarnPhoto(principal, params.id, body.decision, body.reason), photoWire),
    staffPhoto: ({ principal, params }) => Effect.map(openLive2EarnPhoto({ kind: "staff", principal }, params.id), ({ photo, body }) => fileAnswer(photo, body))
  })
