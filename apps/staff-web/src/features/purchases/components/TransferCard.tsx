import { formatDateTime } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { Amount } from "../../../components/Amount"
import { useLang } from "../../../hooks/use-lang"
import { useLedgerLabels } from "../../../hooks/use-ledger-labels"
import { parseAccountKey } from "../../../lib/ledger"
import type { Transfer } from "../api/purchases"

/** One side of a leg: a member's account links to the member; a system account is named. */
const AccountCell = ({ account }: { readonly account: string }) => {
  const labels = useLedgerLabels()
  const parts = parseAccountKey(account)
  const text = labels.account(account)
  return parts?.kind === "member" ? <Link to={`/member/${encodeURIComponent(parts.id)}`}>{text}</Link> : <span>{text}</span>
}

/** A transfer a purchase caused (its credit, or the refund that reversed it), with every leg. */
export const TransferCard = ({ transfer, role }: { readonly transfer: Transfer; readonly role: "credit" | "refund" }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const labels = useLedgerLabels()
  return (
    <article className={`sw-transfer sw-transfer--${role}`} data-testid={`purchase-transfer-${role}`} aria-labelledby={`transfer-${transfer.id}`}>
      <header className="sw-transfer__head">
        <span className={`iw-badge sw-transfer__role sw-transfer__role--${role}`}>{t(`backoffice.purchase.transferRole.${role}`)}</span>
        <h3 id={`transfer-${transfer.id}`}>
          {labels.code(transfer.code)} <span className="sw-muted sw-mono">#{transfer.id}</span>
        </h3>
        <span className="sw-transfer__time sw-muted">{formatDateTime(transfer.createdAt, lang)}</span>
      </header>
      <div className="iw-table-wrap">
        <table className="iw-table sw-table sw-table--stack sw-legs">
          <caption className="iw-visually-hidden">{t("backoffice.purchase.legsCaption", { id: transfer.id })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("backoffice.purchase.legs.from")}</th>
              <th scope="col" aria-hidden="true" />
              <th scope="col">{t("backoffice.purchase.legs.to")}</th>
              <th scope="col">{t("backoffice.ledger.columns.asset")}</th>
              <th scope="col" className="sw-num">
                {t("backoffice.ledger.columns.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {transfer.legs.map((leg, i) => (
              <tr key={i}>
                <td data-label={t("backoffice.purchase.legs.from")}>
                  <AccountCell account={leg.from} />
                </td>
                <td className="sw-legs__arrow" aria-hidden="true">
                  →
                </td>
                <td data-label={t("backoffice.purchase.legs.to")}>
                  <AccountCell account={leg.to} />
                </td>
                <td data-label={t("backoffice.ledger.columns.asset")}>{labels.asset(leg.asset)}</td>
                <td className="sw-num" data-label={t("backoffice.ledger.columns.amount")}>
                  <Amount asset={leg.asset} decimal={leg.amount.decimal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  )
}
