import { useTranslation } from "react-i18next"
import { statusKey } from "../utils/plot-format"

/** A PLOT's state as a coloured badge (the colour repeats the words, never replaces them). */
export const StatusBadge = ({ status }: { readonly status: string }) => {
  const { t } = useTranslation()
  return (
    <span className={`iw-badge iw-plots__status iw-plots__status--${status}`} data-status={status}>
      {t(statusKey(status))}
    </span>
  )
}

/** Coordinates as the product writes them: X 12 · Y 34. */
export const Coords = ({ x, y }: { readonly x: number; readonly y: number }) => {
  const { t } = useTranslation()
  return <span className="iw-plots__coords">{t("plots.coords", { x, y })}</span>
}

const PLOT_GLYPH = "M12 3l9 5-9 5-9-5 9-5Z M3 12l9 5 9-5 M3 16l9 5 9-5"

export const PlotGlyph = ({ size = 24 }: { readonly size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={PLOT_GLYPH} />
  </svg>
)
