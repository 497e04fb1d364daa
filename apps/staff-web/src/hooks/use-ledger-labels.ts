import { useCallback, useMemo } from "react"
import { useTranslation } from "react-i18next"
import { parseAccountKey } from "../lib/ledger"

/**
 * Words for the ledger's codes: assets, pockets, transfer codes (`backoffice.transferCodes.*`) and account keys.
 * A code the catalogue does not know yet shows as it is, never as a missing-key path.
 */
export const useLedgerLabels = () => {
  const { t } = useTranslation()
  const asset = useCallback((a: string) => t(`backoffice.assets.${a}`, { defaultValue: a }), [t])
  const pocket = useCallback((p: string) => t(`backoffice.pockets.${p}`, { defaultValue: p }), [t])
  const code = useCallback((c: string) => t(`backoffice.transferCodes.${c}`, { defaultValue: c }), [t])
  /** An asset with its pocket when the pocket is not the main one, e.g. "ABEY · bonus". */
  const holding = useCallback((a: string, p: string) => (p === "main" ? asset(a) : `${asset(a)} · ${pocket(p)}`), [asset, pocket])
  const account = useCallback(
    (key: string) => {
      const parts = parseAccountKey(key)
      if (!parts) return key
      const owner =
        parts.kind === "member"
          ? t("backoffice.accounts.member", { id: parts.id })
          : t("backoffice.accounts.system", { name: t(`backoffice.accounts.systemNames.${parts.id}`, { defaultValue: parts.id }) })
      return parts.pocket === "main" ? owner : `${owner} · ${pocket(parts.pocket)}`
    },
    [t, pocket]
  )
  return useMemo(() => ({ asset, pocket, code, holding, account }), [asset, pocket, code, holding, account])
}
