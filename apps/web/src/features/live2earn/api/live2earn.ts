import type { Live2EarnSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Photo = Live2EarnSchemas.Live2EarnPhoto

export const relocation = () => api.live2earn.relocation()
export const myPhotos = () => api.live2earn.photos()
export const sendPhoto = (file: File, onProgress: (f: number) => void, signal: AbortSignal) => api.live2earn.upload({ files: { photo: [file] } }, { onProgress, signal })
export const photoBytes = (id: number) => api.live2earn.photo({ params: { id } })
