import { Button, DataTable, formatDateTime, formatDecimal, useDocumentTitle, usePagedQuery } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { purchaseHistory } from "../api/purchases"
import { to, useLang } from "../../../lib/lang"
import { onMemberUpdate } from "../../../lib/member-updates"
import { PurchaseDialog, type PurchaseDialogTarget } from "./PurchaseDialog"
import { StatusBadge } from "./StatusBadge"
import { asksForHash, invoiceAmount, shortHash } from "../utils/purchase-format"
import type { Purchase } from "../api/types"
import "../purchases.css"

const RowAction = ({ purchase, onOpen }: { readonly purchase: Purchase; readonly onOpen: () => void }) => {
  const { t } = useTranslation()
  const incomplete = asksForHash(purchase)
  const label = incomplete ? t("tickets.purchases.enterHash") : purchase.status === "pending" ? t("tickets.purchases.checkStatus") : t("tickets.purchases.details")
  return (
    <Button
      variant={incomplete ? "secondary" : "ghost"}
      className={`iw-pur__act${incomplete ? " iw-pur__act--attention" : ""}`}
      onClick={onOpen}
      data-testid={incomplete ? "purchase-enter-hash" : "purchase-details"}
      aria-haspopup="dialog"
    >
      {label}
      {/* Which purchase, for screen readers moving from button to button. */}
      <span className="iw-visually-hidden"> #{purchase.id}</span>
    </Button>
  )
}

/**
 * `/{lang}/purchase-history` (spec §2, §4 Crypto purchase): the member's ticket purchases, 15 a page, newest first,
 * each with its review state; incomplete ones ask for their transaction hash. "Buy tickets" starts a new purchase
 * (also reached as `?buy=1`, from the tickets page).
 */
const PurchaseHistoryPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const [search, setSearch] = useSearchParams()
  const list = usePagedQuery(({ page }) => purchaseHistory(page))
  const [target, setTarget] = useState<PurchaseDialogTarget | null>(null)
  useDocumentTitle(t("tickets.purchases.title"))
  // A purchase that changes state (a hash checked, staff approval) shows at once, from the member's live topic.
  useEffect(() => onMemberUpdate((u) => u.kind === "purchase" && list.reload()), [list.reload])

  // Arriving with ?buy=1 (the tickets page's Buy tickets) opens the buy dialog once.
  useEffect(() => {
    if (search.get("buy") !== "1") return
    setTarget({ kind: "buy" })
    const next = new URLSearchParams(search)
    next.delete("buy")
    setSearch(next, { replace: true })
  }, [search])

  return (
    <div className="iw-page iw-pur">
      <header className="iw-pur__head">
        <div>
          <h1>{t("tickets.purchases.title")}</h1>
          <p className="iw-pur__lead">{t("tickets.purchases.lead")}</p>
        </div>
        <div className="iw-pur__actions">
          <Link className="iw-btn iw-btn--ghost" to={to(lang, "experience-tickets")}>
            {t("tickets.purchases.toTickets")}
          </Link>
          <Button onClick={() => setTarget({ kind: "buy" })} data-testid="buy-tickets" aria-haspopup="dialog">
            {t("tickets.buy")}
          </Button>
        </div>
      </header>

      <section className="iw-card iw-pur__card" aria-labelledby="iw-pur-list">
        <h2 id="iw-pur-list" className="iw-visually-hidden">
          {t("tickets.purchases.listTitle")}
        </h2>
        <DataTable
          load={list}
          rows={list.rows}
          pager={list.pager && { ...list.pager, label: t("tickets.purchases.pages") }}
          rowKey={(p) => p.id}
          rowProps={(p) => ({ "data-testid": "purchase-row", "data-purchase-id": p.id, "data-status": p.status })}
          caption={t("tickets.purchases.listTitle")}
          className="iw-rtable iw-pur__table"
          emptyAs="block"
          empty={
            <div className="iw-pur__empty" data-testid="purchases-empty">
              <p>{t("tickets.purchases.empty")}</p>
              <Button onClick={() => setTarget({ kind: "buy" })}>{t("tickets.buy")}</Button>
            </div>
          }
          columns={[
            { key: "id", header: t("tickets.purchases.id"), cellClassName: "iw-pur__id", cell: (p) => p.id },
            { key: "date", header: t("tickets.purchases.date"), cellClassName: "iw-pur__date", cell: (p) => formatDateTime(p.createdAt, lang) },
            {
              key: "package",
              header: t("tickets.purchases.package"),
              cell: (p) => (
                <div>
                  <span className="iw-pur__name">
                    {p.productName} × {p.quantity}
                  </span>
                  {p.txHash && (
                    <span className="iw-pur__hash" title={p.txHash}>
                      <span className="iw-visually-hidden">{t("tickets.purchases.txHash")}: </span>
                      {shortHash(p.txHash)}
                    </span>
                  )}
                </div>
              )
            },
            { key: "tickets", header: t("tickets.purchases.tickets"), className: "iw-pur__num", cell: (p) => formatDecimal(String(p.tickets), { min: 0 }) },
            { key: "amount", header: t("tickets.purchases.amount"), className: "iw-pur__num", cell: (p) => invoiceAmount(p.amount.decimal, p.currency) },
            { key: "status", header: t("tickets.purchases.statusCol"), cell: (p) => <StatusBadge status={p.status} /> },
            {
              key: "actions",
              header: t("tickets.purchases.actions"),
              headerHidden: true,
              cellClassName: "iw-pur__cell-act",
              cell: (p) => <RowAction purchase={p} onOpen={() => setTarget({ kind: "purchase", purchase: p })} />
            }
          ]}
        />
      </section>

      <PurchaseDialog target={target} onClose={() => setTarget(null)} onChanged={list.reload} />
    </div>
  )
}

export default PurchaseHistoryPage
