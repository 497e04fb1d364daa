/** External and static addresses the shell links to, kept in one place. */

/** The racing game (spec §2 Games). A placeholder until the production address is configured. */
export const XRACER_URL = "https://xracer.interworld.example"

/** Legal documents linked from the footer (spec §1). */
export const PRIVACY_POLICY_PDF = "/legal/privacy-policy.pdf"
export const TERMS_OF_USE_PDF = "/legal/terms-of-use.pdf"

/** Layout breakpoints: links move into a More menu at 1150 px or less (spec §9); the burger menu takes over at 768 px. */
export const NARROW_QUERY = "(max-width: 1150px)"
export const MOBILE_QUERY = "(max-width: 768px)"
