import type { ButtonHTMLAttributes, ReactNode } from "react"

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: "primary" | "secondary" | "ghost" | "danger" | "link"
  readonly loading?: boolean
  readonly children: ReactNode
}

export const Button = ({ variant = "primary", loading = false, disabled, children, className, type = "button", ...rest }: ButtonProps) => (
  <button
    {...rest}
    type={type}
    className={`iw-btn iw-btn--${variant}${className ? ` ${className}` : ""}`}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
  >
    {loading && <span className="iw-spinner iw-spinner--inline" aria-hidden="true" />}
    {children}
  </button>
)
