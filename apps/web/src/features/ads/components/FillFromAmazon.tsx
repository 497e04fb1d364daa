import { ApiError } from "@iw/contracts/api-error"
import { Button, TextField, errorMessage } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { scrapeProduct } from "../api/ads"

type Found = Awaited<ReturnType<typeof scrapeProduct>>

/**
 * "Fill from Amazon" (spec §7 `member/ad/scrape`): a product page's address fills the title and description, and the
 * product's image, stored by the server like an upload (our CSP shows no foreign image), or why the member must upload one. Its refusals are spec §8's texts (the URL's host, no fields, the page did not load, 1 a minute).
 */
export const FillFromAmazon = ({ onFilled }: { readonly onFilled: (p: Found) => void }) => {
  const { t } = useTranslation()
  const [url, setUrl] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)
  const fill = async () => {
    if (url.trim() === "" || busy) return
    setBusy(true)
    setError(null)
    setDone(false)
    try {
      onFilled(await scrapeProduct(url.trim()))
      setDone(true)
    } catch (err) {
      setError(err instanceof ApiError && err.code.startsWith("SCRAP") ? t(`errors.${err.code}`, err.params ?? {}) : errorMessage(err, t))
    } finally {
      setBusy(false)
    }
  }
  return (
    <fieldset className="iw-ads__checks" data-testid="ad-amazon">
      <legend>{t("adsPages.amazon.legend")}</legend>
      <div className="iw-ads__row">
        <TextField
          label={t("adsPages.amazon.url")}
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://www.amazon.com/dp/…"
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault()
              void fill()
            }
          }}
          errors={error ? [error] : undefined}
          data-testid="ad-amazon-url"
        />
        <Button variant="secondary" loading={busy} disabled={url.trim() === ""} onClick={() => void fill()} data-testid="ad-amazon-fill">
          {t("adsPages.amazon.fill")}
        </Button>
      </div>
      {done && (
        <p role="status" className="iw-field__hint">
          {t("adsPages.amazon.filled")}
        </p>
      )}
    </fieldset>
  )
}
