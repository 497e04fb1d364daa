import { formatDate, formatInteger } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import type { Perk } from "../api/programmes"

/** Spec §9 package perks: the table of packages, the member's perks with their end dates, and their level now. */
export const PerksCard = ({ perks, level, psvExemptUntil }: { readonly perks: ReadonlyArray<Perk>; readonly level: { readonly level: Perk["level"]; readonly endsAt: Date } | null; readonly psvExemptUntil: Date | null }) => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <section className="iw-card iw-prog__card" aria-labelledby="iw-prog-perks" data-testid="programme-perks">
      <h2 id="iw-prog-perks">{t("programmes.perks.title")}</h2>
      <p className="iw-prog__muted">{t("programmes.perks.lead")}</p>
      <ul className="iw-prog__list">
        <li>{t("programmes.perks.p1000")}</li>
        <li>{t("programmes.perks.p2000")}</li>
        <li>{t("programmes.perks.p5000")}</li>
        <li>{t("programmes.perks.psv")}</li>
      </ul>
      {level && <p className="iw-prog__verdict iw-prog__verdict--yes">{t("programmes.perks.level", { level: t(`programmes.perks.${level.level}`), date: formatDate(level.endsAt, lang) })}</p>}
      {psvExemptUntil && <p>{t("programmes.perks.psvUntil", { date: formatDate(psvExemptUntil, lang) })}</p>}
      {perks.length === 0 ? (
        <p className="iw-prog__muted" data-testid="perks-empty">
          {t("programmes.perks.none")}
        </p>
      ) : (
        <table className="iw-table iw-prog__table">
          <caption className="iw-visually-hidden">{t("programmes.perks.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("programmes.perks.package")}</th>
              <th scope="col">{t("programmes.perks.perk")}</th>
              <th scope="col">{t("programmes.perks.ends")}</th>
              <th scope="col">{t("programmes.perks.psvEnds")}</th>
            </tr>
          </thead>
          <tbody>
            {perks.map((p) => (
              <tr key={p.purchaseId} data-testid="perk-row">
                <td>{t("programmes.perks.usd", { amount: formatInteger(p.packageUsd) })}</td>
                <td>{t(`programmes.perks.${p.level}`)}</td>
                <td>{formatDate(p.endsAt, lang)}</td>
                <td>{formatDate(p.psvExemptionEndsAt, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
