import { LoadState, Notice, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { canCreate, createAd } from "../api/ads"
import { reasonKey } from "../utils/reasons"
import { AdForm } from "./AdForm"
import { AdsFrame } from "./AdsFrame"
import { AdsTable } from "./AdsTable"

/**
 * `/{lang}/ads-manager` (spec §2): the member's ads and a new one. Creating is offered only when `can-create` allows
 * it (an active package, the configured credits, room in the package, creation not disabled) and otherwise says why;
 * a saved ad goes to the results page.
 */
const AdsManagerPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const allowed = useLoad(canCreate, [])
  const [open, setOpen] = useState(false)
  return (
    <AdsFrame
      title={t("features.adsManager.title")}
      testId="ads-manager"
      actions={
        allowed.data?.canCreate && !open ? (
          <button type="button" className="iw-btn iw-btn--primary" onClick={() => setOpen(true)} data-testid="ad-new">
            {t("adsPages.manager.create")}
          </button>
        ) : null
      }
    >
      <LoadState load={allowed}>
        {(c) => (c.canCreate ? <p className="iw-field__hint">{t("adsPages.manager.limit", { n: c.adCount, max: c.adLimit })}</p> : <Notice tone="info">{t(reasonKey(c.reason), c.params)}</Notice>)}
      </LoadState>
      {open && (
        <section aria-labelledby="ad-new-title">
          <h2 id="ad-new-title">{t("adsPages.manager.create")}</h2>
          <AdForm
            submitLabel={t("adsPages.form.create")}
            onSubmit={async (body) => {
              const ad = await createAd(body)
              navigate(to(lang, "ads-manager/successful"), {
                state: { ok: true, message: t("adsPages.result.created", { title: ad.title, id: ad.id }), after: `ads-manager/${ad.id}` }
              })
            }}
          />
        </section>
      )}
      <AdsTable archive={false} base="ads-manager" />
    </AdsFrame>
  )
}

export default AdsManagerPage
