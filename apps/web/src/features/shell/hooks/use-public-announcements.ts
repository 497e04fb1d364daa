import { useLoad } from "@iw/ui"
import { api } from "../../../lib/api"

/** Whether visitors have announcements to read (spec §2: the public-announcements link shows only then). */
export const usePublicAnnouncementsVisible = (enabled: boolean): boolean => {
  const answer = useLoad(() => api.content.publicAnnouncementsVisible(), [], { enabled })
  return enabled && answer.status === "ok" && answer.data.visible
}
