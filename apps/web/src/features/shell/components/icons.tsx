import type { SVGProps } from "react"

/** Small decorative icons for the shell; every one is hidden from assistive technology. */
const Svg = ({ children, ...rest }: SVGProps<SVGSVGElement>) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
    {children}
  </svg>
)

export const ChevronDown = () => (
  <Svg width="14" height="14" className="iw-icon-chevron">
    <path d="m6 9 6 6 6-6" />
  </Svg>
)
export const Globe = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </Svg>
)
export const Burger = () => (
  <Svg width="22" height="22">
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
)
/** The News menu (announcements, events): a bell. */
export const BellIcon = () => (
  <Svg>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
    <path d="M10.3 20a1.9 1.9 0 0 0 3.4 0" />
  </Svg>
)
/** The notification centre (the games' reminders): an inbox tray, apart from the News bell. */
export const InboxIcon = () => (
  <Svg>
    <path d="M4 13l2.5-8h11L20 13v6H4z" />
    <path d="M4 13h4.5l1.5 2.5h4l1.5-2.5H20" />
  </Svg>
)
export const ExternalIcon = () => (
  <Svg width="14" height="14">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
)
export const WalletIcon = () => (
  <Svg width="16" height="16">
    <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
    <circle cx="16.5" cy="13.5" r="1.2" fill="currentColor" stroke="none" />
  </Svg>
)
export const TicketIcon = () => (
  <Svg width="16" height="16">
    <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1Z" />
    <path d="M14 5v2M14 11v2M14 17v2" />
  </Svg>
)
export const PlusIcon = () => (
  <Svg width="16" height="16">
    <path d="M12 5v14M5 12h14" />
  </Svg>
)
export const LogoutIcon = () => (
  <Svg width="16" height="16">
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
  </Svg>
)
export const MapIcon = () => (
  <Svg width="16" height="16">
    <path d="m9 4-6 2.5v13L9 17l6 2.5 6-2.5v-13L15 6.5 9 4ZM9 4v13M15 6.5v13" />
  </Svg>
)

/** The ABEY coin: a gold disc with a stylised A. */
export const AbeyCoin = ({ size = 18 }: { readonly size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="iw-coin">
    <circle cx="12" cy="12" r="11" fill="var(--iw-primary)" />
    <circle cx="12" cy="12" r="8.3" fill="none" stroke="var(--iw-primary-ink)" strokeOpacity=".25" strokeWidth="1.2" />
    <path d="M8.2 16.5 12 7l3.8 9.5M9.6 13.2h4.8" fill="none" stroke="var(--iw-primary-ink)" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** The Interworld mark: a planet with an orbit. */
export const LogoMark = () => (
  <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="iw-logo-g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="var(--iw-accent)" />
        <stop offset="1" stopColor="#7a5cff" />
      </linearGradient>
    </defs>
    <circle cx="20" cy="20" r="11" fill="url(#iw-logo-g)" />
    <path d="M13 16.5h14M11.5 22h17" stroke="#0b1020" strokeOpacity=".35" strokeWidth="1.6" strokeLinecap="round" />
    <ellipse cx="20" cy="20" rx="18" ry="6.5" fill="none" stroke="var(--iw-primary)" strokeWidth="2" transform="rotate(-20 20 20)" />
  </svg>
)

/** Resource swatch: minerals are gems, wood is a log ring. */
export const ResourceIcon = ({ id }: { readonly id: string }) => {
  const colors: Record<string, string> = {
    "1": "#9aa3b5",
    "2": "#d9e1ee",
    "3": "#f5c84b",
    "4": "#b8f0ff",
    "5": "#7fd8ff",
    "6": "#d8b27c",
    "7": "#9a6b3f",
    "8": "#c2553b"
  }
  const color = colors[id] ?? "var(--iw-muted)"
  const wood = Number(id) >= 6
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {wood ? (
        <>
          <circle cx="12" cy="12" r="9" fill={color} />
          <circle cx="12" cy="12" r="5.5" fill="none" stroke="#0b1020" strokeOpacity=".35" strokeWidth="1.4" />
          <circle cx="12" cy="12" r="2" fill="#0b1020" fillOpacity=".35" />
        </>
      ) : (
        <>
          <path d="M12 2.5 20 9l-8 12.5L4 9Z" fill={color} />
          <path d="M4 9h16M12 2.5 9 9l3 12.5L15 9Z" fill="none" stroke="#0b1020" strokeOpacity=".3" strokeWidth="1.1" strokeLinejoin="round" />
        </>
      )}
    </svg>
  )
}
