import { LoadState, Pager, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { PageHeader } from "../../../components/PageHeader"
import { ORDER_STATES, type Queue, isOrderState, listQueue } from "../api/queue"
import { QueueOrder } from "./QueueOrder"
import "../custom-orders.css"

/** `/staff/queue_avatars` and `/staff/queue_3dmodels` (spec §2): the artists' queues, oldest first, by state. */
export const QueuePage = ({ queue }: { readonly queue: Queue }) => {
  const { t } = useTranslation()
  const list = usePagedQuery(({ page, filters }) => listQueue(queue, isOrderState(filters.state) ? filters.state : "", page), { filters: ["state"], deps: [queue] })
  const state = isOrderState(list.filters.state) ? list.filters.state : ""
  const title = queue === "avatars" ? t("customOrders.staff.queueAvatars") : t("customOrders.staff.queue3dModels")
  return (
    <div className="sw-page sw-co">
      <PageHeader title={title} />
      <div className="sw-co__filter">
        <label className="iw-field__label" htmlFor="queue-state">
          {t("customOrders.staff.filter")}
        </label>
        <select id="queue-state" className="iw-input" value={state} onChange={(e) => list.setFilters({ state: e.target.value })} data-testid="queue-state">
          <option value="">{t("customOrders.staff.all")}</option>
          {ORDER_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`customOrders.state.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <LoadState load={list}>
        {(data) =>
          data.data.length === 0 ? (
            <p className="sw-co__empty">{t("customOrders.staff.empty")}</p>
          ) : (
            <>
              {data.data.map((o) => (
                <QueueOrder key={o.id} order={o} onChange={(changed) => list.set({ ...data, data: data.data.map((x) => (x.id === changed.id ? changed : x)) })} />
              ))}
              {list.pager && <Pager {...list.pager} />}
            </>
          )
        }
      </LoadState>
    </div>
  )
}
