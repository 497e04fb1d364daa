import type { Live2EarnSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Photo = Live2EarnSchemas.Live2EarnPhoto
export type PhotoState = Photo["state"]
export const PHOTO_STATES: ReadonlyArray<PhotoState> = ["pending", "approved", "declined"]
export const isPhotoState = (v: string): v is PhotoState => (PHOTO_STATES as ReadonlyArray<string>).includes(v)

export const reviewQueue = (state: PhotoState, page: number) => api.live2earn.reviewQueue({ query: { state, page } })
export const review = (id: number, decision: "approved" | "declined", reason: string) => api.live2earn.review({ params: { id }, body: { decision, reason } })
export const photoBytes = (id: number) => api.live2earn.staffPhoto({ params: { id } })
