import { ApiError } from "@iw/contracts/api-error"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { errorMessage } from "../api-errors"
import type { Load } from "../use-load"
import { Button } from "./Button"
import { Notice, Spinner } from "./Feedback"

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * A failed load, in place of what it could not show, with Try again. A 404 says what was not found (`notFound`, or
 * the server's "not found") and offers no retry: asking again would not find it either.
 */
export const LoadError = ({ error, onRetry, notFound }: { readonly error: unknown; readonly onRetry?: () => void; readonly notFound?: string }) => {
  const { t } = useTranslation()
  const missing = isNotFound(error)
  return (
    <Notice tone="error">
      <div className="iw-load-error">
        <span>{missing ? (notFound ?? t("errors.NOT_FOUND")) : errorMessage(error, t)}</span>
        {!missing && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )}
      </div>
    </Notice>
  )
}

/**
 * The three states of a screen's data in one place: a spinner until the first answer, the error with Try again, and
 * the data (`children`) once there is some. A later failure keeps the last data below its error.
 */
export const LoadState = <A,>({
  load,
  onRetry,
  notFound,
  children
}: {
  readonly load: Load<A> & { readonly reload?: () => void }
  /** Try again; the load's own `reload` unless given. */
  readonly onRetry?: () => void
  readonly notFound?: string
  readonly children: (data: A) => ReactNode
}) => {
  const { t } = useTranslation()
  return (
    <>
      {load.status === "error" && <LoadError error={load.error} onRetry={onRetry ?? load.reload} notFound={notFound} />}
      {load.data !== undefined ? children(load.data) : load.status === "loading" && <Spinner label={t("common.loading")} />}
    </>
  )
}

/**
 * What an app's router shows while the first page's code arrives (React Router's `HydrateFallback`): an empty
 * screen's height, so the layout appears whole at once instead of a header and footer that move as the page's
 * content arrives, and without the router's "No HydrateFallback" warning.
 */
export const RouteFallback = () => <div className="iw-route-fallback" aria-busy="true" />
