import { IsoWorldCanvas, useReducedMotion } from "@iw/ui"

/**
 * The hero's background video slot (spec §1: "hero with background video"). This build ships no video
 * file, so an animated drawing of the world fills the slot; give `videoSrc` (and a `poster`) to play a real
 * video instead. Either way it is decorative, and still when the person prefers reduced motion.
 */
export const HeroBackdrop = ({ videoSrc, poster }: { readonly videoSrc?: string; readonly poster?: string }) => {
  const reduced = useReducedMotion()
  return (
    <div className="iw-hero__backdrop" aria-hidden="true">
      {videoSrc ? (
        <video className="iw-hero__media" src={videoSrc} poster={poster} autoPlay={!reduced} muted loop playsInline preload="metadata" />
      ) : (
        <IsoWorldCanvas className="iw-hero__media" />
      )}
      <div className="iw-hero__shade" />
    </div>
  )
}
