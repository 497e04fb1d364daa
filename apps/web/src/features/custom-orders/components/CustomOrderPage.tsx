import { ORDER_PRICES } from "@iw/core/domain"
import { LoadState, useDocumentTitle, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { type OrderKind, myOrders, ticketBalance } from "../api/orders"
import { OrderCard } from "./OrderCard"
import { OrderForm } from "./OrderForm"
import "../custom-orders.css"

/**
 * Avatars and Models (spec §1, §2, §5, §9): order a custom avatar (200 tickets, three face photos) or a custom 3D
 * model (500 tickets, six photos), and follow every order of that kind like a parcel, down to the finished file.
 */
export const CustomOrderPage = ({ kind }: { readonly kind: OrderKind }) => {
  const { t } = useTranslation()
  const title = t(`customOrders.title.${kind}`)
  useDocumentTitle(title)
  const orders = useLoad(myOrders, [])
  const balance = useLoad(ticketBalance, [])
  const price = Number(ORDER_PRICES[kind])
  return (
    <div className="iw-page iw-co" data-testid={`custom-orders-${kind}`}>
      <header className="iw-co__head">
        <h1>{title}</h1>
        <p className="iw-co__lead">{t(`customOrders.intro.${kind}`, { price })}</p>
        {balance.data && <p className="iw-co__balance">{t("customOrders.balance", { tickets: balance.data.total.decimal })}</p>}
      </header>
      <OrderForm
        kind={kind}
        onPlaced={() => {
          orders.reload()
          balance.reload()
        }}
      />
      <section className="iw-co__list" aria-labelledby="iw-co-mine">
        <h2 id="iw-co-mine">{t("customOrders.myOrders")}</h2>
        <LoadState load={orders}>
          {(list) => {
            const mine = list.data.filter((o) => o.kind === kind)
            return mine.length === 0 ? (
              <p className="iw-co__empty">{t("customOrders.none")}</p>
            ) : (
              mine.map((o) => (
                <OrderCard
                  key={o.id}
                  order={o}
                  onChange={(changed) => {
                    orders.set({ ...list, data: list.data.map((x) => (x.id === changed.id ? changed : x)) })
                    balance.reload()
                  }}
                />
              ))
            )
          }}
        </LoadState>
      </section>
    </div>
  )
}
