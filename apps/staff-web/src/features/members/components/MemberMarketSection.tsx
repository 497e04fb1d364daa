import { Button, ConfirmDialog, DataTable, LoadState, TextAreaField, errorMessage, formatDateTime, formatDecimal, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { cancelListing, memberMarket } from "../api/market"

/** The member's store assets and listings on `/staff/member/{id}`; staff may cancel an active listing with a reason (audit log). */
export const MemberMarketSection = ({ memberId }: { readonly memberId: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const data = useLoad(() => memberMarket(memberId), [memberId])
  const [cancelling, setCancelling] = useState<number | null>(null)
  const [reason, setReason] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    if (cancelling === null) return
    setBusy(true)
    try {
      await cancelListing(cancelling, reason.trim())
      setCancelling(null)
      setReason("")
      setError(null)
      data.reload()
    } catch (e) {
      setError(errorMessage(e, t))
    } finally {
      setBusy(false)
    }
  }
  const name = (l: { resource: string | null; name: string }) => (l.resource ? t(`market.resource.${l.resource}`) : l.name)
  return (
    <section className="iw-card sw-card" aria-labelledby="member-market-title" data-testid="member-market">
      <h2 id="member-market-title">{t("market.staff.memberMarket")}</h2>
      <LoadState load={data}>
        {(d) => (
          <>
            <DataTable
              rows={d.assets}
              rowKey={(a) => a.id}
              caption={t("market.ui.assets")}
              region
              className="sw-table"
              empty={t("market.staff.noAssets")}
              columns={[
                { key: "id", header: "ID", cell: (a) => a.id },
                { key: "name", header: t("market.ui.name"), rowHeader: true, cell: (a) => a.name },
                { key: "type", header: t("market.ui.type"), cell: (a) => t(`market.assetType.${a.type}`) },
                { key: "state", header: t("market.ui.state"), cell: (a) => t(`market.ui.assetState.${a.state}`) }
              ]}
            />
            <DataTable
              testId="member-listings"
              rows={d.listings}
              rowKey={(l) => l.id}
              caption={t("market.ui.myListings")}
              region
              className="sw-table"
              empty={t("market.staff.noListings")}
              columns={[
                { key: "id", header: "ID", cell: (l) => l.id },
                { key: "item", header: t("market.ui.item"), rowHeader: true, cell: name },
                { key: "left", header: t("market.ui.quantity"), cell: (l) => t("market.ui.left", { quantity: l.quantity, amount: l.amount }) },
                { key: "unit", header: t("market.ui.unitPrice"), className: "sw-num", cell: (l) => formatDecimal(l.unitPrice.decimal, { min: 0 }) },
                { key: "state", header: t("market.ui.state"), cell: (l) => t(`market.ui.listingState.${l.state}`) },
                { key: "date", header: t("market.ui.date"), cell: (l) => formatDateTime(l.date, lang) },
                {
                  key: "actions",
                  header: t("market.ui.actions"),
                  headerHidden: true,
                  cell: (l) =>
                    l.state === "active" ? (
                      <Button variant="secondary" onClick={() => setCancelling(l.id)} data-testid={`staff-cancel-${l.id}`}>
                        {t("market.staff.cancel")}
                      </Button>
                    ) : null
                }
              ]}
            />
          </>
        )}
      </LoadState>
      <ConfirmDialog
        open={cancelling !== null}
        title={t("market.staff.cancelTitle", { id: cancelling ?? "" })}
        confirmLabel={t("market.staff.cancel")}
        tone="danger"
        busy={busy}
        disabled={reason.trim() === ""}
        onConfirm={() => void confirm()}
        onCancel={() => setCancelling(null)}
        confirmTestId="confirm-staff-cancel"
      >
        <TextAreaField label={t("market.staff.reason")} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} errors={error ? [error] : undefined} data-testid="staff-cancel-reason" />
      </ConfirmDialog>
    </section>
  )
}
