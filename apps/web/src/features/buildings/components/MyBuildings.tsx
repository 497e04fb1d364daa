import { Button, errorMessage } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { CancelListingDialog } from "../../../components/CancelListingDialog"
import { to, useLang } from "../../../lib/lang"
import { type OwnedBuilding, cancelListing, removeBuilding } from "../api/buildings"

/**
 * The member's buildings: where each stands, with Place (or Remove) and Exchange. One listed in the store is in
 * escrow: it shows as listed for sale, with its listing and Cancel listing, and nothing that would use it. Shown on
 * marketplace and my-assets.
 */
export const MyBuildings = ({ owned, onChanged }: { readonly owned: ReadonlyArray<OwnedBuilding>; readonly onChanged: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [error, setError] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<number | null>(null)
  if (owned.length === 0) return <p data-testid="buildings-empty">{t("buildings.ui.none")}</p>
  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      <ul className="iw-bld__mine">
        {owned.map((b) => (
          <li key={b.id} data-testid={`building-${b.id}`} data-placed={b.placed} data-listed={b.listed}>
            <strong>{b.name}</strong> <span>{b.size}</span>{" "}
            {b.listed ? (
              <>
                <span className="iw-bld__listed" data-testid={`listed-${b.id}`}>
                  {t("buildings.ui.listedForSale")}
                </span>
                {b.listing ? (
                  <>
                    <Link className="iw-btn iw-btn--secondary" to={`${to(lang, "my-assets")}#listing-${b.listing.id}`} data-testid={`listing-link-${b.id}`}>
                      {t("buildings.ui.viewListing", { id: b.listing.id })}
                    </Link>
                    <Button variant="secondary" onClick={() => setCancelling(b.listing!.id)} data-testid={`cancel-listing-${b.id}`}>
                      {t("market.ui.cancel")}
                    </Button>
                  </>
                ) : null}
              </>
            ) : (
              <>
                <span>{b.area ? t("buildings.ui.standsOn", { area: `${b.area.startX},${b.area.startY} – ${b.area.endX},${b.area.endY}` }) : t("buildings.ui.notPlaced")}</span>
                {b.placed ? (
                  <Button variant="secondary" onClick={() => removeBuilding(b.id).then(onChanged, (e: unknown) => setError(errorMessage(e, t)))} data-testid={`remove-${b.id}`}>
                    {t("buildings.ui.remove")}
                  </Button>
                ) : (
                  <Link className="iw-btn iw-btn--primary" to={to(lang, `marketplace/place/${b.id}`)} data-testid={`place-${b.id}`}>
                    {t("buildings.ui.place")}
                  </Link>
                )}
                <Link className="iw-btn iw-btn--secondary" to={to(lang, `building-exchange?buildingId=${b.id}`)} data-testid={`exchange-${b.id}`}>
                  {t("buildings.exchange.action")}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
      <CancelListingDialog
        listingId={cancelling}
        onConfirm={(id) => {
          setError(null)
          void cancelListing(id).then(onChanged, (e: unknown) => setError(errorMessage(e, t)))
        }}
        onClose={() => setCancelling(null)}
        confirmTestId="confirm-cancel-listing"
      />
    </>
  )
}
