import type { MemberProfile } from "@iw/contracts"
import { Dialog } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { SystemWalletPanel } from "./SystemWalletPanel"

/** The system-wallet dialog the header's wallet chip opens (spec §2 Dialogs). Top up closes it and opens the top-up dialog. */
export const SystemWalletDialog = ({ open, onClose, profile, onTopUp }: { readonly open: boolean; readonly onClose: () => void; readonly profile: MemberProfile | null; readonly onTopUp: () => void }) => {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} title={t("balances.system.title")} closeLabel={t("common.close")} size="small">
      <div data-testid="system-wallet-dialog">
        <SystemWalletPanel profile={profile} onTopUp={onTopUp} />
      </div>
    </Dialog>
  )
}
