import { useLoad } from "@iw/ui"
import { type RefObject, useEffect, useState } from "react"
import { api } from "../../../lib/api"

/** True once the element has come within a screen of the viewport (and stays true). */
const useNear = (ref: RefObject<Element | null>): boolean => {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "100% 0px" })
    io.observe(el)
    return () => io.disconnect()
  }, [ref, near])
  return near
}

/**
 * Whether visitors have announcements to read (spec §2: the public-announcements link shows only then). Asked once the
 * footer that shows the link comes near: the landing page's first screen loads no API client (issue 18 §8).
 */
export const usePublicAnnouncementsVisible = (enabled: boolean, footer: RefObject<Element | null>): boolean => {
  const near = useNear(footer)
  const answer = useLoad(() => api.content.publicAnnouncementsVisible(), [], { enabled: enabled && near })
  return enabled && answer.status === "ok" && answer.data.visible
}
