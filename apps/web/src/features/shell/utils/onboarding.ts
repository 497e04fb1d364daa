import { PROMPTS_KEY } from "../../../lib/session"

/** Onboarding prompts of spec §2: each names the header element it points at (`data-prompt-anchor`). */
export type PromptId = "aw" | "sys" | "ticket" | "mobileMenu" | "mobileSys" | "mobileAw" | "mobileTicket"

/** The first prompt appears this long after a member session appears (spec §2). */
export const FIRST_PROMPT_DELAY_MS = 200

const DESKTOP: ReadonlyArray<PromptId> = ["aw", "sys", "ticket"]
const MOBILE: ReadonlyArray<PromptId> = ["mobileMenu", "mobileSys", "mobileAw", "mobileTicket"]

/** The sequence for a layout; ticket prompts are left out for members without ticket access. */
export const promptSequence = (mobile: boolean, accessTickets: boolean): ReadonlyArray<PromptId> =>
  (mobile ? MOBILE : DESKTOP).filter((p) => accessTickets || (p !== "ticket" && p !== "mobileTicket"))

/** Catalogue key (under `shell.prompts.`) of each prompt's title and text; the phone ones share the desktop texts. */
export const PROMPT_TEXT: Record<PromptId, "aw" | "sys" | "ticket" | "menu"> = {
  aw: "aw",
  sys: "sys",
  ticket: "ticket",
  mobileMenu: "menu",
  mobileSys: "sys",
  mobileAw: "aw",
  mobileTicket: "ticket"
}

const DONE = "done"

/** Completion (finished or skipped) is kept in local storage (spec §2, §4 Promo tips). */
export const promptsDone = (): boolean => {
  try {
    return window.localStorage.getItem(PROMPTS_KEY) === DONE
  } catch {
    return false
  }
}

export const markPromptsDone = (): void => {
  try {
    window.localStorage.setItem(PROMPTS_KEY, DONE)
  } catch {
    // Storage may be unavailable (private mode); the prompts then show again next time, which is harmless.
  }
}
