import { Button, Dialog, Notice, TextField, errorMessage, fieldMessages, useFocusFirst } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import type { LinkedWallet } from "../utils/wallet-state"

/**
 * Add wallet address (spec §2 Dialogs, §5 Wallet address): non-empty to submit; the server's `errors.address`
 * (wrong address, not your own, linked to another account…) shows on the field. Once added it cannot change.
 */
export const AddWalletDialog = ({ open, onClose, onAdded }: { readonly open: boolean; readonly onClose: () => void; readonly onAdded: (w: LinkedWallet) => void }) => {
  const { t } = useTranslation()
  const [address, setAddress] = useState("")
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirst(open, form)

  useEffect(() => {
    if (!open) return
    setAddress("")
    setErrors([])
    setBusy(false)
  }, [open])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const value = address.trim()
    if (value === "" || busy) return
    setBusy(true)
    setErrors([])
    try {
      onAdded(await api.wallet.bind({ body: { address: value } }))
    } catch (err) {
      const fields = fieldMessages(err, t)
      setErrors(fields.address ?? Object.values(fields)[0] ?? [errorMessage(err, t)])
    } finally {
      setBusy(false)
    }
  }

  const formId = "iw-wallet-add-form"
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("linkedWallet.add.title")}
      closeLabel={t("common.close")}
      size="small"
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId} disabled={address.trim() === ""} loading={busy} data-testid="wallet-submit">
            {t("linkedWallet.add.submit")}
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} onSubmit={submit} noValidate data-testid="wallet-add-dialog">
        <p className="iw-lw__text">{t("linkedWallet.add.lead")}</p>
        <TextField
          label={t("linkedWallet.add.label")}
          name="address"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x…"
          className="iw-lw__mono"
          value={address}
          onChange={(e) => {
            setAddress(e.target.value)
            setErrors([])
          }}
          errors={errors}
          hint={t("linkedWallet.add.hint")}
          maxLength={100}
          data-testid="wallet-address-input"
        />
        <Notice tone="warning">{t("linkedWallet.permanent")}</Notice>
      </form>
    </Dialog>
  )
}
