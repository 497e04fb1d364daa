import type { MemberProfile } from "@iw/contracts"
import { Button, Dialog } from "@iw/ui"
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation, useNavigate } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { FIRST_PROMPT_DELAY_MS, PROMPT_TEXT, type PromptId, markPromptsDone, promptSequence, promptsDone } from "../utils/onboarding"

interface Placement {
  readonly top: number
  readonly left: number
  /** Horizontal position of the arrow inside the popover, or null when there is no anchor to point at. */
  readonly arrow: number | null
}

const GAP = 12
const EDGE = 8

/** Finds the anchor of a prompt and marks it as highlighted; returns its rectangle, if it is on screen. */
const anchorRect = (id: PromptId): DOMRect | null => {
  document.querySelectorAll("[data-prompt-active]").forEach((el) => {
    if (el.getAttribute("data-prompt-anchor") !== id) el.removeAttribute("data-prompt-active")
  })
  const anchor = document.querySelector<HTMLElement>(`[data-prompt-anchor="${id}"]`)
  if (!anchor) return null
  anchor.setAttribute("data-prompt-active", "")
  const r = anchor.getBoundingClientRect()
  return r.width > 0 && r.height > 0 ? r : null
}

/** One prompt: a small non-modal dialog next to the header element it explains. Focus moves into it. */
const PromptPopover = ({ id, index, total, onSkip, onNext }: { readonly id: PromptId; readonly index: number; readonly total: number; readonly onSkip: () => void; readonly onNext: () => void }) => {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()
  const [place, setPlace] = useState<Placement | null>(null)

  useLayoutEffect(() => {
    const set = (p: Placement) => setPlace((old) => (old && old.top === p.top && old.left === p.left && old.arrow === p.arrow ? old : p))
    const update = () => {
      const el = ref.current
      if (!el) return
      const vw = document.documentElement.clientWidth
      const w = el.offsetWidth
      const r = anchorRect(id)
      if (!r) {
        set({ top: 84, left: Math.max(EDGE, (vw - w) / 2), arrow: null })
        return
      }
      const center = r.left + r.width / 2
      const left = Math.min(Math.max(EDGE, center - w / 2), Math.max(EDGE, vw - w - EDGE))
      set({ top: r.bottom + GAP, left, arrow: Math.min(Math.max(16, center - left), w - 16) })
    }
    update()
    // The anchor may appear a moment later (profile loading, layout switching), so look again briefly.
    const retry = window.setInterval(update, 400)
    window.addEventListener("resize", update)
    window.addEventListener("scroll", update, true)
    return () => {
      window.clearInterval(retry)
      window.removeEventListener("resize", update)
      window.removeEventListener("scroll", update, true)
      document.querySelectorAll("[data-prompt-active]").forEach((el) => el.removeAttribute("data-prompt-active"))
    }
  }, [id])

  // The page makes room for the prompt under the header, so it does not cover the page's heading (issue 18 §5).
  useLayoutEffect(() => {
    const el = ref.current
    if (!place || !el) return
    const root = document.documentElement
    const header = document.querySelector("[data-testid=header]")?.getBoundingClientRect().bottom ?? 0
    root.style.setProperty("--iw-prompt-room", `${Math.max(0, place.top + el.offsetHeight + GAP - header)}px`)
    return () => {
      root.style.removeProperty("--iw-prompt-room")
    }
  }, [place])

  // Focus moves to the prompt once it is placed (a hidden element cannot take focus).
  const placed = place !== null
  useEffect(() => {
    if (placed) ref.current?.focus()
  }, [id, placed])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault()
      onSkip()
    }
  }

  const text = PROMPT_TEXT[id]
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={`iw-prompt${place ? " iw-prompt--placed" : ""}`}
      style={place ? { top: place.top, left: place.left } : undefined}
      data-testid="prompt"
      data-prompt={id}
      onKeyDown={onKeyDown}
    >
      {place?.arrow != null && <span className="iw-prompt__arrow" style={{ left: place.arrow }} aria-hidden="true" />}
      <p className="iw-prompt__step">{t("shell.prompts.step", { step: index + 1, total })}</p>
      <h2 id={titleId} className="iw-prompt__title">
        {t(`shell.prompts.${text}.title`)}
      </h2>
      <p id={textId} className="iw-prompt__text">
        {t(`shell.prompts.${text}.text`)}
      </p>
      <div className="iw-prompt__actions">
        <Button variant="ghost" onClick={onSkip} data-testid="prompt-skip">
          {t("common.skip")}
        </Button>
        <Button onClick={onNext} data-testid="prompt-next">
          {t("common.next")}
        </Button>
      </div>
    </div>
  )
}

/**
 * Onboarding prompts (spec §2): 200 ms after a member session appears, unless completed before, a short tour
 * of the header's balances; then a welcome dialog with Go home or Stay. Completion is kept locally.
 */
export const OnboardingPrompts = ({ profile, mobile }: { readonly profile: MemberProfile | null; readonly mobile: boolean }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<"idle" | "prompts" | "welcome">("idle")
  const [step, setStep] = useState(0)
  const memberId = profile?.id ?? 0
  // Registration signs the member in on its last step; the tour waits until they have left the sign-in pages.
  const onAuthPage = /\/(registration|login|loader|login-by-otp)\/?$/.test(useLocation().pathname)

  useEffect(() => {
    if (!memberId) {
      setPhase("idle")
      return
    }
    if (promptsDone() || onAuthPage) return
    const timer = window.setTimeout(() => {
      if (promptsDone()) return
      setStep(0)
      setPhase("prompts")
    }, FIRST_PROMPT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [memberId, onAuthPage])

  const sequence = promptSequence(mobile, profile?.accessTickets ?? false)
  const index = Math.min(step, sequence.length - 1)
  const current = phase === "prompts" && memberId ? sequence[index] : undefined

  const skip = () => {
    markPromptsDone()
    setPhase("idle")
  }
  const next = () => {
    if (index + 1 < sequence.length) setStep(index + 1)
    else {
      markPromptsDone()
      setPhase("welcome")
    }
  }
  const finish = (goHome: boolean) => {
    setPhase("idle")
    if (goHome) navigate(to(lang))
  }

  return (
    <>
      {current && <PromptPopover id={current} index={index} total={sequence.length} onSkip={skip} onNext={next} />}
      <Dialog
        open={phase === "welcome"}
        onClose={() => finish(false)}
        title={t("shell.welcome.title")}
        closeLabel={t("common.close")}
        size="small"
        className="iw-welcome"
        actions={
          <>
            <Button variant="secondary" onClick={() => finish(false)} data-testid="welcome-stay">
              {t("shell.welcome.stay")}
            </Button>
            <Button onClick={() => finish(true)} data-testid="welcome-home">
              {t("shell.welcome.goHome")}
            </Button>
          </>
        }
      >
        <div data-testid="welcome-dialog" className="iw-welcome__body">
          <p>{t("shell.welcome.text")}</p>
        </div>
      </Dialog>
    </>
  )
}
