import { Button, LoadState, Notice, errorMessage, fieldMessages, formatDecimal, useAction, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { reloadProfile } from "../../../lib/auth"
import { type AdnetPackage, buyPackage, creditBalance, packages } from "../api/ads"
import { AdsFrame } from "./AdsFrame"

const GROUPS = ["package", "topUp", "credits"] as const

/**
 * `/{lang}/adnet-catalog` (spec §2, §3 AdNet products): packages I to V, 100, 200, 500, 1000, Top Up and credit
 * packages 10 to 100, each with its price, credits, ad limit and days; buying pays in ABEY through the ledger.
 */
const AdnetCatalogPage = () => {
  const { t } = useTranslation()
  const list = useLoad(packages, [])
  const balance = useLoad(creditBalance, [])
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null)
  const buy = useAction((p: AdnetPackage) => buyPackage(p.code), {
    onDone: (r) => {
      setNote({ tone: "success", text: t("adsPages.catalog.bought", { credits: formatDecimal(r.credits.decimal, { min: 0 }) }) })
      balance.reload()
      void reloadProfile().catch(() => undefined)
    },
    onError: (e) => {
      const byField = Object.values(fieldMessages(e, t)).flat()
      setNote({ tone: "error", text: byField[0] ?? errorMessage(e, t) })
    }
  })
  return (
    <AdsFrame title={t("features.adnetCatalog.title")} testId="adnet-catalog">
      <LoadState load={balance}>
        {(b) => <p>{t("adsPages.credits.balanceIs", { credits: formatDecimal(b.balance.decimal, { min: 0 }) })}</p>}
      </LoadState>
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
      <LoadState load={list}>
        {(l) => (
          <>
            {GROUPS.map((g) => {
              const items = l.data.filter((p) => p.kind === g)
              if (items.length === 0) return null
              return (
                <section key={g} aria-labelledby={`adnet-${g}`}>
                  <h2 id={`adnet-${g}`}>{t(`adsPages.catalog.group.${g}`)}</h2>
                  <ul className="iw-ads__packages">
                    {items.map((p) => (
                      <li key={p.code} className="iw-card iw-ads__package" data-testid={`adnet-package-${p.code}`}>
                        {/* The server names a package in the reader's language already ("Package III", "パッケージ III"). */}
                        <h3>{p.kind === "credits" ? t("ads.package.credits", { credits: formatDecimal(p.credits.decimal, { min: 0 }) }) : p.name}</h3>
                        <p>{t("adsPages.catalog.price", { price: formatDecimal(p.price.decimal, { min: 0 }) })}</p>
                        <p>{t("adsPages.catalog.credits", { credits: formatDecimal(p.credits.decimal, { min: 0 }) })}</p>
                        {p.adLimit > 0 && <p>{t("adsPages.catalog.adLimit", { n: p.adLimit })}</p>}
                        {p.days > 0 && <p>{t("adsPages.catalog.days", { n: p.days })}</p>}
                        <Button loading={buy.busy} onClick={() => void buy.run(p)} data-testid={`adnet-buy-${p.code}`} aria-label={t("adsPages.catalog.buyNamed", { name: p.name })}>
                          {t("adsPages.catalog.buy")}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              )
            })}
          </>
        )}
      </LoadState>
    </AdsFrame>
  )
}

export default AdnetCatalogPage
