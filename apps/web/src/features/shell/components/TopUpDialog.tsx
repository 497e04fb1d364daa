import type { MemberProfile } from "@iw/contracts"
import { Suspense, lazy, useState } from "react"

/**
 * The header's balance dialogs: top up ABEY and the system wallet (spec §2 Dialogs). They live in the balances
 * feature and load on first use, so visitors never download them. Once loaded they stay mounted, so closing
 * returns focus to the button that opened them.
 */
const load = () => import("../../balances/components/dialogs")
const LazyTopUp = lazy(() => load().then((m) => ({ default: m.TopUpDialog })))
const LazySystemWallet = lazy(() => load().then((m) => ({ default: m.SystemWalletDialog })))

const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}

export const TopUpDialog = (props: { readonly open: boolean; readonly onClose: () => void; readonly profile: MemberProfile | null }) =>
  useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyTopUp {...props} />
    </Suspense>
  ) : null

export const SystemWalletDialog = (props: { readonly open: boolean; readonly onClose: () => void; readonly profile: MemberProfile | null; readonly onTopUp: () => void }) =>
  useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazySystemWallet {...props} />
    </Suspense>
  ) : null
