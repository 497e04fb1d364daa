import { Button, DataTable, LoadState, Notice, errorMessage, formatDateTime, formatDecimal, useDocumentTitle, useLoad, usePagedQuery } from "@iw/ui"
import { type ReactNode, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router"
import { CancelListingDialog } from "../../../components/CancelListingDialog"
import { MarketMenu } from "../../../components/MarketMenu"
import { useLang } from "../../../lib/lang"
import { type Asset, type Listing, cancel, myAssets, myListings, unshare } from "../api/market"
import { itemName } from "./item-name"
import { ShareDialog } from "./ShareDialog"

/**
 * `/{lang}/my-assets` (spec §2): the member's assets with sharing, minerals and wood, listings with Cancel, and what
 * others share with them. `buildings` renders the buildings area's own section (the app composes the two: features do not
 * import each other); the two stay in step, since a listed building is on both: a change on either reloads the other.
 */
export interface BuildingsSync {
  /** Grows when the page's listings change (reload the buildings). */
  readonly version: number
  /** The buildings section changed a listing (reload the page's). */
  readonly onChanged: () => void
}

const MyAssetsPage = ({ buildings }: { readonly buildings?: (sync: BuildingsSync) => ReactNode }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const data = useLoad(myAssets, [])
  const listings = usePagedQuery(({ page }) => myListings(page), { inPlace: true })
  const [sharing, setSharing] = useState<Asset | null>(null)
  const [cancelling, setCancelling] = useState<Listing | null>(null)
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null)
  useDocumentTitle(t("market.ui.myAssets"))
  // `my-assets#listing-{id}` (a listed building's link to its listing): that row, once the listings are in.
  const { hash } = useLocation()
  useEffect(() => {
    if (hash.startsWith("#listing-")) document.getElementById(hash.slice(1))?.scrollIntoView({ block: "center" })
  }, [hash, listings.rows])
  const [version, setVersion] = useState(0)
  const reloadOwn = () => {
    data.reload()
    listings.reload()
  }
  const reload = () => {
    reloadOwn()
    setVersion((v) => v + 1)
  }
  const act = (p: Promise<unknown>, ok: string) =>
    p.then(
      () => {
        setNotice({ tone: "success", text: ok })
        reload()
      },
      (e: unknown) => setNotice({ tone: "error", text: errorMessage(e, t) })
    )
  return (
    <main className="iw-page iw-market">
      <MarketMenu />
      <section>
        <h1>{t("market.ui.myAssets")}</h1>
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        {buildings?.({ version, onChanged: reloadOwn })}
        <LoadState load={data}>
          {(d) => (
            <>
              <DataTable
                testId="my-assets"
                region
                caption={t("market.ui.assets")}
                rows={d.data}
                rowKey={(a) => a.id}
                empty={t("market.ui.noAssets")}
                rowProps={(a) => ({ "data-testid": `asset-${a.id}` })}
                columns={[
                  { key: "name", header: t("market.ui.name"), cell: (a) => a.name, rowHeader: true },
                  { key: "type", header: t("market.ui.type"), cell: (a) => t(`market.assetType.${a.type}`) },
                  { key: "state", header: t("market.ui.state"), cell: (a) => t(`market.ui.assetState.${a.state}`) },
                  {
                    key: "sharing",
                    header: t("market.ui.sharing"),
                    cell: (a) => {
                      const open = a.shares.find((s) => s.endedAt === null)
                      return open ? t("market.ui.sharedWith", { memberId: open.memberId }) : t("market.ui.notShared")
                    }
                  },
                  {
                    key: "actions",
                    header: t("market.ui.actions"),
                    headerHidden: true,
                    cell: (a) =>
                      a.shares.some((s) => s.endedAt === null) ? (
                        <Button variant="secondary" onClick={() => act(unshare(a.id), t("market.ui.notShared"))} data-testid={`unshare-${a.id}`}>
                          {t("market.ui.unshare")}
                        </Button>
                      ) : (
                        <Button variant="secondary" onClick={() => setSharing(a)} data-testid={`share-${a.id}`}>
                          {t("market.ui.share")}
                        </Button>
                      )
                  }
                ]}
              />
              <h2>{t("market.ui.resources")}</h2>
              <DataTable
                testId="my-resources"
                region
                caption={t("market.ui.resources")}
                rows={d.resources}
                rowKey={(r) => r.resource}
                columns={[
                  { key: "item", header: t("market.ui.item"), cell: (r) => t(`market.resource.${r.resource}`), rowHeader: true },
                  { key: "units", header: t("market.ui.units"), cell: (r) => r.units }
                ]}
              />
              {d.sharedWithMe.length > 0 ? (
                <>
                  <h2>{t("market.ui.sharedWithMe")}</h2>
                  <DataTable
                    testId="shared-with-me"
                    region
                    caption={t("market.ui.sharedWithMe")}
                    rows={d.sharedWithMe}
                    rowKey={(a) => a.id}
                    columns={[
                      { key: "name", header: t("market.ui.name"), cell: (a) => a.name, rowHeader: true },
                      { key: "type", header: t("market.ui.type"), cell: (a) => t(`market.assetType.${a.type}`) },
                      { key: "owner", header: t("market.ui.owner"), cell: (a) => a.ownerId }
                    ]}
                  />
                </>
              ) : null}
            </>
          )}
        </LoadState>
        <h2>{t("market.ui.myListings")}</h2>
        <DataTable
          testId="my-listings"
          caption={t("market.ui.myListings")}
          region
          load={listings}
          rows={listings.rows}
          rowKey={(l) => l.id}
          pager={listings.pager}
          empty={t("market.ui.noListings")}
          rowProps={(l) => ({ "data-testid": `my-listing-${l.id}`, id: `listing-${l.id}` })}
          columns={[
            { key: "item", header: t("market.ui.item"), cell: (l) => itemName(t, l), rowHeader: true },
            { key: "left", header: t("market.ui.quantity"), cell: (l) => t("market.ui.left", { quantity: l.quantity, amount: l.amount }) },
            { key: "unit", header: t("market.ui.unitPrice"), cell: (l) => formatDecimal(l.unitPrice.decimal, { min: 0 }) },
            { key: "state", header: t("market.ui.state"), cell: (l) => t(`market.ui.listingState.${l.state}`) },
            { key: "expiry", header: t("market.ui.expiry"), cell: (l) => formatDateTime(l.expiry, lang) },
            {
              key: "actions",
              header: t("market.ui.actions"),
              headerHidden: true,
              cell: (l) =>
                l.state === "active" ? (
                  <Button variant="secondary" onClick={() => setCancelling(l)} data-testid={`cancel-${l.id}`}>
                    {t("market.ui.cancel")}
                  </Button>
                ) : null
            }
          ]}
        />
      </section>
      <ShareDialog
        key={sharing?.id ?? 0}
        asset={sharing}
        onClose={() => setSharing(null)}
        onShared={() => {
          setSharing(null)
          setNotice({ tone: "success", text: t("market.ui.shared") })
          reload()
        }}
      />
      <CancelListingDialog
        listingId={cancelling?.id ?? null}
        onConfirm={(id) => void act(cancel(id), t("market.ui.listingState.cancelled"))}
        onClose={() => setCancelling(null)}
        confirmTestId="confirm-cancel"
      />
    </main>
  )
}

export default MyAssetsPage
