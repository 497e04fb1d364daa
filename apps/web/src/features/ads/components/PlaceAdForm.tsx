import { Button, Checkbox, Notice, SelectField, TextField, errorMessage, fieldMessages, formatDecimal, useLoad } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { listAds, place, placementBuildings } from "../api/ads"
import { addDays, cstToday } from "../utils/days"

/**
 * Scheduling an ad (spec §7 `POST member/ad/placement`): one of the member's ads on opted-in buildings for CST days
 * from..to; every range ends at 23:59:59 CST. The daily price of each building is shown before choosing.
 */
export const PlaceAdForm = ({ adId, onPlaced }: { readonly adId?: number; readonly onPlaced: (count: number) => void }) => {
  const { t } = useTranslation()
  const ads = useLoad(() => listAds(1, false), [])
  const buildings = useLoad(placementBuildings, [])
  const today = cstToday()
  const [ad, setAd] = useState(adId ? String(adId) : "")
  const [chosen, setChosen] = useState<ReadonlyArray<number>>([])
  const [from, setFrom] = useState(today)
  const [to, setTo] = useState(addDays(today, 6))
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Record<string, Array<string>> = {}
    if (ad === "") local.adId = [t("adsPages.schedule.chooseAd")]
    if (chosen.length === 0) local.buildingIds = [t("adsPages.schedule.chooseBuildings")]
    setErrors(local)
    setFailure(null)
    if (Object.keys(local).length > 0) return
    setBusy(true)
    try {
      const r = await place(Number(ad), chosen, from, to)
      setChosen([])
      onPlaced(r.data.length)
    } catch (err) {
      const byField = fieldMessages(err, t)
      setErrors(byField)
      if (Object.keys(byField).length === 0) setFailure(errorMessage(err, t))
    } finally {
      setBusy(false)
    }
  }
  const list = buildings.data?.data ?? []
  return (
    <form className="iw-card iw-ads__form" onSubmit={submit} noValidate aria-labelledby="ads-place" data-testid="ads-place-form">
      <h2 id="ads-place">{t("adsPages.schedule.place")}</h2>
      {adId === undefined && (
        <SelectField
          label={t("adsPages.schedule.ad")}
          value={ad}
          onChange={(e) => setAd(e.target.value)}
          errors={errors.adId}
          options={[{ value: "", label: t("adsPages.schedule.chooseAd") }, ...(ads.data?.data ?? []).map((a) => ({ value: String(a.id), label: `#${a.id} ${a.title}` }))]}
          data-testid="ads-place-ad"
        />
      )}
      <fieldset className="iw-ads__checks" aria-describedby={errors.buildingIds?.length ? "ads-place-b-err" : undefined}>
        <legend>{t("adsPages.schedule.buildings")}</legend>
        {list.length === 0 && <p>{t("adsPages.schedule.noBuildings")}</p>}
        {list.map((b) => (
          <Checkbox
            key={b.buildingId}
            checked={chosen.includes(b.buildingId)}
            onChange={(e) => setChosen((c) => (e.target.checked ? [...c, b.buildingId] : c.filter((x) => x !== b.buildingId)))}
            label={t("adsPages.schedule.buildingLine", { name: b.name, id: b.buildingId, size: b.size, price: formatDecimal(b.dailyPrice.decimal, { min: 0 }) })}
            data-testid={`ads-place-building-${b.buildingId}`}
          />
        ))}
        {errors.buildingIds?.map((m) => (
          <p key={m} id="ads-place-b-err" className="iw-field__errors" role="alert">
            {m}
          </p>
        ))}
      </fieldset>
      <div className="iw-ads__row">
        <TextField label={t("adsPages.schedule.from")} type="date" value={from} min={today} onChange={(e) => setFrom(e.target.value)} errors={errors.from} data-testid="ads-place-from" />
        <TextField label={t("adsPages.schedule.to")} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} errors={errors.to} hint={t("adsPages.schedule.endsAt")} data-testid="ads-place-to" />
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      {/* With the ad given by the page there is no ad field: what is wrong with the ad (archived) is said here. */}
      {adId !== undefined && errors.adId?.map((m) => (
        <Notice key={m} tone="error">
          {m}
        </Notice>
      ))}
      <div className="iw-ads__actions">
        <Button type="submit" loading={busy} data-testid="ads-place-submit">
          {t("adsPages.schedule.placeSubmit")}
        </Button>
      </div>
    </form>
  )
}
