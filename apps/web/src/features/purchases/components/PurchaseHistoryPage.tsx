import { Button, Notice, Pager, Spinner, errorMessage, formatDateTime, formatDecimal, useDocumentTitle, useSession } from "@iw/ui"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { PurchaseDialog, type PurchaseDialogTarget, StatusBadge } from "./PurchaseDialog"
import { asksForHash, invoiceAmount, shortHash } from "../utils/purchase-format"
import type { Purchase, PurchasePage } from "../api/types"
import "../purchases.css"

export const PER_PAGE = 15

type Load = { readonly state: "loading" } | { readonly state: "failed"; readonly message: string } | { readonly state: "ready"; readonly data: PurchasePage }

const pageFrom = (raw: string | null): number => {
  const n = Number(raw)
  return Number.isSafeInteger(n) && n >= 1 ? n : 1
}

/** Members without ticket access see this instead (spec §2: purchase-history is for members with ticket access only). */
const NotAvailable = () => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <div className="iw-page iw-pur" data-testid="purchases-unavailable">
      <div className="iw-card iw-pur__na">
        <h1>{t("tickets.unavailable.title")}</h1>
        <p>{t("tickets.unavailable.text")}</p>
        <Link className="iw-btn iw-btn--primary" to={to(lang)}>
          {t("tickets.unavailable.home")}
        </Link>
      </div>
    </div>
  )
}

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
  const profile = useSession(memberSession)?.profile ?? null
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search.get("page"))
  const [load, setLoad] = useState<Load>({ state: "loading" })
  const [target, setTarget] = useState<PurchaseDialogTarget | null>(null)
  const [stale, setStale] = useState(0)
  useDocumentTitle(t("tickets.purchases.title"))

  const fetchList = useCallback(() => {
    let live = true
    api.purchases
      .list({ query: { page, perPage: PER_PAGE } })
      .then((data) => live && setLoad({ state: "ready", data }))
      .catch((err) => live && setLoad({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [page, t])
  useEffect(() => (profile?.accessTickets ? fetchList() : undefined), [fetchList, stale, profile?.accessTickets])

  // Arriving with ?buy=1 (the tickets page's Buy tickets) opens the buy dialog once.
  useEffect(() => {
    if (search.get("buy") !== "1" || !profile?.accessTickets) return
    setTarget({ kind: "buy" })
    const next = new URLSearchParams(search)
    next.delete("buy")
    setSearch(next, { replace: true })
  }, [search, profile?.accessTickets])

  if (!profile?.accessTickets) return <NotAvailable />

  const goPage = (p: number) => {
    const next = new URLSearchParams(search)
    if (p > 1) next.set("page", String(p))
    else next.delete("page")
    setSearch(next)
  }
  const rows = load.state === "ready" ? load.data.data : []

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
        {load.state === "loading" && <Spinner label={t("common.loading")} />}
        {load.state === "failed" && (
          <Notice tone="error">
            {load.message}{" "}
            <Button variant="link" onClick={() => setStale((n) => n + 1)}>
              {t("common.retry")}
            </Button>
          </Notice>
        )}
        {load.state === "ready" && rows.length === 0 && (
          <div className="iw-pur__empty" data-testid="purchases-empty">
            <p>{t("tickets.purchases.empty")}</p>
            <Button onClick={() => setTarget({ kind: "buy" })}>{t("tickets.buy")}</Button>
          </div>
        )}
        {rows.length > 0 && (
          <>
            <table className="iw-table iw-rtable iw-pur__table">
              <caption className="iw-visually-hidden">{t("tickets.purchases.listTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("tickets.purchases.id")}</th>
                  <th scope="col">{t("tickets.purchases.date")}</th>
                  <th scope="col">{t("tickets.purchases.package")}</th>
                  <th scope="col" className="iw-pur__num">
                    {t("tickets.purchases.tickets")}
                  </th>
                  <th scope="col" className="iw-pur__num">
                    {t("tickets.purchases.amount")}
                  </th>
                  <th scope="col">{t("tickets.purchases.statusCol")}</th>
                  <th scope="col">
                    <span className="iw-visually-hidden">{t("tickets.purchases.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id} data-testid="purchase-row" data-purchase-id={p.id} data-status={p.status}>
                    <td data-label={t("tickets.purchases.id")} className="iw-pur__id">
                      {p.id}
                    </td>
                    <td data-label={t("tickets.purchases.date")} className="iw-pur__date">
                      {formatDateTime(p.createdAt, lang)}
                    </td>
                    <td data-label={t("tickets.purchases.package")}>
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
                    </td>
                    <td data-label={t("tickets.purchases.tickets")} className="iw-pur__num">
                      {formatDecimal(String(p.tickets), { min: 0 })}
                    </td>
                    <td data-label={t("tickets.purchases.amount")} className="iw-pur__num">
                      {invoiceAmount(p.amount.decimal, p.currency)}
                    </td>
                    <td data-label={t("tickets.purchases.statusCol")}>
                      <StatusBadge status={p.status} />
                    </td>
                    <td data-label="" className="iw-pur__cell-act">
                      <RowAction purchase={p} onOpen={() => setTarget({ kind: "purchase", purchase: p })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {load.state === "ready" && (
              <Pager
                page={page}
                total={load.data.meta.total}
                perPage={load.data.meta.perPage}
                onPage={goPage}
                label={t("tickets.purchases.pages")}
              />
            )}
          </>
        )}
      </section>

      <PurchaseDialog target={target} onClose={() => setTarget(null)} onChanged={() => setStale((n) => n + 1)} />
    </div>
  )
}

export default PurchaseHistoryPage
