import { useEffect, useState } from "react"
import { api } from "../../../lib/api"

/** Whether visitors have announcements to read (spec §2: the public-announcements link shows only then). */
export const usePublicAnnouncementsVisible = (enabled: boolean): boolean => {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let live = true
    api.content
      .publicAnnouncementsVisible()
      .then((r) => live && setVisible(r.visible))
      .catch(() => live && setVisible(false))
    return () => {
      live = false
    }
  }, [enabled])
  return enabled && visible
}
