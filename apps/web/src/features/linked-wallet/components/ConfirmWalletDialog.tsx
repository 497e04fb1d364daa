import { Button, Checkbox, CopyField, Dialog, errorMessage, fieldMessages, useFocusFirst } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import type { LinkedWallet } from "../utils/wallet-state"

/**
 * Linked wallet: view and confirm (spec §2 Dialogs, §4 Wallet address). The member sees the added address and
 * confirms it is their own; Confirm is enabled only once the box is ticked.
 */
export const ConfirmWalletDialog = ({
  open,
  onClose,
  address,
  onConfirmed
}: {
  readonly open: boolean
  readonly onClose: () => void
  readonly address: string
  readonly onConfirmed: (w: LinkedWallet) => void
}) => {
  const { t } = useTranslation()
  const [checked, setChecked] = useState(false)
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirst(open, form, "input[type=checkbox]")

  useEffect(() => {
    if (!open) return
    setChecked(false)
    setErrors([])
    setBusy(false)
  }, [open])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!checked || busy) return
    setBusy(true)
    setErrors([])
    try {
      onConfirmed(await api.wallet.confirm({ body: { address } }))
    } catch (err) {
      const fields = fieldMessages(err, t)
      setErrors(fields.address ?? Object.values(fields)[0] ?? [errorMessage(err, t)])
    } finally {
      setBusy(false)
    }
  }

  const formId = "iw-wallet-confirm-form"
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("linkedWallet.confirm.title")}
      closeLabel={t("common.close")}
      size="small"
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("linkedWallet.confirm.later")}
          </Button>
          <Button type="submit" form={formId} disabled={!checked} loading={busy} data-testid="wallet-confirm">
            {t("common.confirm")}
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} onSubmit={submit} noValidate data-testid="wallet-confirm-dialog">
        <p className="iw-lw__text">{t("linkedWallet.confirm.lead")}</p>
        <CopyField label={t("linkedWallet.address")} value={address} copyLabel={t("common.copy")} copiedLabel={t("common.copied")} testId="wallet-confirm-address" />
        <Checkbox
          label={t("linkedWallet.confirm.check")}
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked)
            setErrors([])
          }}
          errors={errors}
          data-testid="wallet-confirm-check"
        />
      </form>
    </Dialog>
  )
}
