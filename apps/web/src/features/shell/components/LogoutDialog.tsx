import { Button, Dialog } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { logout } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import { takeTarget } from "../../../lib/session"

/** Log-out confirmation (spec §2 Dialogs): 'Are you sure you want to log out?', Close and Yes. */
export const LogoutDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await logout()
    } catch {
      // The local session is cleared either way; a failed server call changes nothing for the member.
    } finally {
      // A protected page may have remembered itself as the after-login target while the session went away.
      takeTarget()
      setBusy(false)
      onClose()
      navigate(to(lang))
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("shell.logout.title")}
      closeLabel={t("common.close")}
      size="small"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("common.close")}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} data-testid="logout-confirm">
            {t("common.yes")}
          </Button>
        </>
      }
    >
      <p className="iw-logout__q" data-testid="logout-dialog">
        {t("shell.logout.question")}
      </p>
    </Dialog>
  )
}
