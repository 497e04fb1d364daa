import { api } from "@iw/contracts"
import { bindWalletAddress, confirmWalletAddress, getLegalInfo, getLinkedWallet, saveLegalInfo, setOwnerId } from "@iw/core"
import type { makeBinder } from "../router"

export const walletRoutes = (bind: ReturnType<typeof makeBinder>) => {
  const e = api.wallet
  bind(e.get, ({ principal }) => getLinkedWallet(principal.memberId))
  bind(e.bind, ({ principal, body }) => bindWalletAddress(principal, body.address))
  bind(e.confirm, ({ principal, body }) => confirmWalletAddress(principal, body.address))
  bind(e.setOwnerId, ({ principal, body }) => setOwnerId(principal, body.ownerId))
  bind(e.legalInfo, ({ principal }) => getLegalInfo(principal))
  bind(e.saveLegalInfo, ({ principal, body }) => saveLegalInfo(principal, body))
}
