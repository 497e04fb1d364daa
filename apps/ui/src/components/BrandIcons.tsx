/** The Windows logo, for download buttons. Decorative: the button's text names the platform. */
export const WindowsLogo = ({ size = 18 }: { readonly size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M2 4.6 10 3.5v7.8H2V4.6Zm9-1.2L22 2v9.3H11V3.4ZM2 12.6h8v7.9l-8-1.1v-6.8Zm9 0h11V22l-11-1.5v-7.9Z" />
  </svg>
)
