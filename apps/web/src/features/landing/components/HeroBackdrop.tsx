import { IsoWorldCanvas, useReducedMotion } from "@iw/ui"
import { useState } from "react"
import { useTakenOver } from "../../../lib/taken-over"

/** The hero's background video (spec §1), recorded from the animated world drawing by `npm run render:hero-video`. */
export const HERO_VIDEO = { webm: "/assets-static/video/hero.webm", poster: "/assets-static/video/hero-poster.jpg" } as const

/**
 * The hero's background video (spec §1: "hero with background video"): a muted loop that plays inline. If the video
 * cannot play (no codec, a failed download) the live drawing it was recorded from takes its place. Decorative either
 * way, hidden from assistive technology, and still when the person prefers reduced motion (the poster shows).
 */
export const HeroBackdrop = ({ videoSrc = HERO_VIDEO.webm, poster = HERO_VIDEO.poster }: { readonly videoSrc?: string; readonly poster?: string }) => {
  const reduced = useReducedMotion()
  const [failed, setFailed] = useState(false)
  const takenOver = useTakenOver()
  // The build's prerender (issue 18 §8) paints the poster alone, found early by the browser as an image; the app
  // hydrates it as it is, then puts the video in its place, which shows the same poster until it plays: nothing moves.
  if (!takenOver)
    return (
      <div className="iw-hero__backdrop" aria-hidden="true">
        <img className="iw-hero__media" src={poster} alt="" fetchPriority="high" />
        <div className="iw-hero__shade" />
      </div>
    )
  return (
    <div className="iw-hero__backdrop" aria-hidden="true">
      {failed ? (
        <IsoWorldCanvas className="iw-hero__media" />
      ) : (
        <video
          className="iw-hero__media"
          poster={poster}
          autoPlay={!reduced}
          muted
          loop
          playsInline
          preload={reduced ? "none" : "auto"}
          onError={() => setFailed(true)}
          data-testid="hero-video"
        >
          <source src={videoSrc} type="video/webm" onError={() => setFailed(true)} />
        </video>
      )}
      <div className="iw-hero__shade" />
    </div>
  )
}
