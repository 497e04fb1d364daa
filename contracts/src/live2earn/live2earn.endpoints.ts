import { binary, endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./live2earn.schemas"

const PHOTO_ANSWER = binary({ contentType: null, untrusted: true, description: "The photo, of the type read from its content" })

/** Spec §1, §4, §5, §6, §7: the Live2Earn photo programme, for members with accessLive2Earn. */
export const live2earn = {
  relocation: endpoint({
    id: "live2earn.relocation",
    method: "GET",
    path: "member/live2earn/relocation",
    access: "member",
    summary: "Where the client takes the member for Live2Earn: the programme's page with accessLive2Earn, else home; and what an approved photo earns.",
    success: S.Relocation,
    errors: AUTH_ERRORS
  }),
  photos: endpoint({ id: "live2earn.photos", method: "GET", path: "member/live2earn/photos", access: "member", summary: "The member's photos, newest first, with their status.", success: S.PhotoList, errors: [...AUTH_ERRORS, errorCase("FORBIDDEN")] }),
  upload: endpoint({
    id: "live2earn.upload",
    method: "POST",
    path: "member/live2earn/photos",
    access: "member",
    summary: "Sends a photo (multipart field photo): PNG, JPG or WEBP, at most 5 MB by content. It waits for review.",
    files: [{ field: "photo", maxCount: 1, maxBytes: 20_000_000, kinds: "images" }],
    success: S.Live2EarnPhoto,
    status: 201,
    timeoutMs: 100_000,
    errors: [...AUTH_ERRORS, errorCase("FORBIDDEN"), invalid({ photo: ["validation.required", "files.image_format", "files.image_too_big"] })]
  }),
  photo: endpoint({ id: "live2earn.photo", method: "GET", path: "member/live2earn/photos/:id", access: "member", summary: "One of the member's photos.", params: S.PhotoParams, success: PHOTO_ANSWER, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")] }),
  reviewQueue: endpoint({ id: "live2earn.staff.queue", method: "GET", path: "staff/live2earn/photos", access: "staff", summary: "Photos to review (pending by default), oldest first, 10 a page.", query: S.ReviewQuery, success: S.PhotoList, errors: STAFF_ERRORS }),
  review: endpoint({
    id: "live2earn.staff.review",
    method: "POST",
    path: "staff/live2earn/photos/:id/review",
    access: "staff",
    summary: "Approves (paying the reward in tickets) or declines with a reason a pending photo. Audited.",
    params: S.PhotoParams,
    body: S.ReviewBody,
    success: S.Live2EarnPhoto,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), errorCase("PHOTO_STATE"), invalid({ reason: ["validation.required", "validation.max.string"] })]
  }),
  staffPhoto: endpoint({ id: "live2earn.staff.photo", method: "GET", path: "staff/live2earn/photos/:id", access: "staff", summary: "A photo under review.", params: S.PhotoParams, success: PHOTO_ANSWER, errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")] })
}
