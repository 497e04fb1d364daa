import type { MemberProfile } from "@iw/contracts"
import { Button, CopyField, Notice, formatDecimal, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { WalletGlyph } from "./parts"
import "../balances.css"

interface Wallet {
  readonly balance: string
  readonly address: string | null
}

/** The member's own view of the system wallet, fresh from the server; the stored profile shows until it answers. */
const useSystemWallet = (profile: MemberProfile | null): Wallet => {
  const fresh = useLoad(() => api.ledger.systemWallet(), [profile?.sysWalletBalance.decimal, profile?.sysWalletAddress])
  return fresh.data ? { balance: fresh.data.balance.decimal, address: fresh.data.address || null } : { balance: profile?.sysWalletBalance.decimal ?? "0", address: profile?.sysWalletAddress ?? null }
}

/**
 * The system wallet (spec §2 Dialogs, System Wallet screen): its balance, the deposit address with a copy button,
 * what the address is for, and the way on to the top-up dialog.
 */
export const SystemWalletPanel = ({ profile, onTopUp, headingLevel = 3 }: { readonly profile: MemberProfile | null; readonly onTopUp: () => void; readonly headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation()
  const wallet = useSystemWallet(profile)
  const H = headingLevel === 2 ? "h2" : "h3"
  return (
    <div className="iw-syswallet">
      <div className="iw-syswallet__balance">
        <span className="iw-syswallet__icon">
          <WalletGlyph />
        </span>
        <div>
          <H className="iw-syswallet__label">{t("balances.system.balance")}</H>
          <p className="iw-syswallet__amount" data-testid="system-wallet-balance">
            {formatDecimal(wallet.balance)} <span className="iw-unit">ABEY</span>
          </p>
        </div>
      </div>
      {wallet.address ? (
        <CopyField label={t("balances.system.address")} value={wallet.address} copyLabel={t("common.copy")} copiedLabel={t("common.copied")} testId="system-wallet-address" />
      ) : (
        <Notice tone="warning">{t("balances.system.noAddress")}</Notice>
      )}
      <ul className="iw-syswallet__how">
        <li>{t("balances.system.explainDeposit")}</li>
        <li>{t("balances.system.explainNetwork")}</li>
        <li>{t("balances.system.explainTopUp")}</li>
      </ul>
      <Button className="iw-btn--block" onClick={onTopUp} data-testid="system-wallet-topup">
        {t("balances.system.topUp")}
      </Button>
    </div>
  )
}
