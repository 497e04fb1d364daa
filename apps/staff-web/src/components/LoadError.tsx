import { Button, Notice, errorMessage } from "@iw/ui"
import { ApiError } from "@iw/contracts/client"
import { useTranslation } from "react-i18next"

/** A failed load, in place of the data it could not show, with a retry. */
export const LoadError = ({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) => {
  const { t } = useTranslation()
  const notFound = error instanceof ApiError && error.status === 404
  return (
    <Notice tone="error">
      <div className="sw-load-error">
        <span>{notFound ? t("errors.NOT_FOUND") : errorMessage(error, t)}</span>
        {!notFound && (
          <Button variant="secondary" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )}
      </div>
    </Notice>
  )
}
