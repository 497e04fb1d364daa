import { Button, ConfirmDialog, LoadState, SelectField, errorMessage, useDocumentTitle, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router"
import { MarketMenu } from "../../../components/MarketMenu"
import { to, useLang } from "../../../lib/lang"
import { type PaymentOption, type Template, buyBuilding, marketplace } from "../api/buildings"
import { MyBuildings } from "./MyBuildings"
import "../buildings.css"

/** One template of the catalogue: size, PLOTs needed, price, and how to pay, chosen before the confirm. */
const TemplateCard = ({ template, onBuy }: { readonly template: Template; readonly onBuy: (t: Template, option: PaymentOption) => void }) => {
  const { t } = useTranslation()
  const [option, setOption] = useState<PaymentOption>("abeyBalanceFirst")
  return (
    <li className="iw-bld__card" data-testid={`template-${template.id}`}>
      <div className="iw-bld__swatch" data-size={template.size} aria-hidden="true" />
      <h3>{template.name}</h3>
      <p>{t("buildings.ui.sizeLine", { size: template.size, plots: template.plots })}</p>
      <p className="iw-bld__price">{option === "tickets" ? t("buildings.ui.ticketPrice", { tickets: template.ticketPrice ?? 0 }) : t("buildings.ui.abeyPrice", { price: template.price.decimal })}</p>
      <SelectField
        label={t("buildings.ui.paymentOption")}
        value={option}
        onChange={(e) => setOption(e.target.value as PaymentOption)}
        options={template.paymentOptions.map((o) => ({ value: o, label: t(`buildings.ui.option.${o}`) }))}
      />
      <Button onClick={() => onBuy(template, option)} data-testid={`buy-${template.id}`}>
        {t("buildings.ui.buy")}
      </Button>
    </li>
  )
}

/**
 * `/{lang}/marketplace` (spec §2): the buildings catalogue with each template's price and payment options, a confirm
 * before buying, then marketplace/successful or marketplace/failed; and the member's own buildings.
 */
const MarketplacePage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const data = useLoad(marketplace, [])
  const [buying, setBuying] = useState<{ template: Template; option: PaymentOption } | null>(null)
  useDocumentTitle(t("buildings.ui.title"))
  const confirm = async () => {
    if (!buying) return
    try {
      await buyBuilding(buying.template.id, buying.option)
      navigate(to(lang, "marketplace/successful"))
    } catch (e) {
      navigate(to(lang, "marketplace/failed"), { state: { message: errorMessage(e, t) } })
    }
  }
  return (
    <main className="iw-bld iw-market">
      <MarketMenu />
      <section>
      <h1>{t("buildings.ui.title")}</h1>
      <LoadState load={data}>
        {(d) => (
          <>
            <ul className="iw-bld__catalog">
              {d.catalog.map((tpl) => (
                <TemplateCard key={tpl.id} template={tpl} onBuy={(template, option) => setBuying({ template, option })} />
              ))}
            </ul>
            <nav className="iw-bld__links" aria-label={t("buildings.exchange.histories")}>
              <Link to={to(lang, "building-exchange")}>{t("buildings.exchange.title")}</Link>
              <Link to={to(lang, "marketplace/exchangeupgradehistory")}>{t("buildings.history.exchangeTitle")}</Link>
              <Link to={to(lang, "marketplace/bulding-purchase-history")}>{t("buildings.history.purchaseTitle")}</Link>
            </nav>
            <h2>{t("buildings.ui.mine")}</h2>
            <MyBuildings owned={d.owned} onChanged={data.reload} />
          </>
        )}
      </LoadState>
      </section>
      <ConfirmDialog
        open={buying !== null}
        title={t("buildings.ui.confirmTitle")}
        confirmLabel={t("buildings.ui.buy")}
        onConfirm={confirm}
        onCancel={() => setBuying(null)}
        confirmTestId="confirm-buy"
      >
        <p>{buying ? t("buildings.ui.confirmText", { name: buying.template.name, option: t(`buildings.ui.option.${buying.option}`) }) : ""}</p>
      </ConfirmDialog>
    </main>
  )
}

export default MarketplacePage
