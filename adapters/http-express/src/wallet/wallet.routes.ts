import { api } from "@iw/contracts"
import { bindWalletAddress, confirmWalletAddress, getLegalInfo, getLinkedWallet, saveLegalInfo, setOwnerId } from "@iw/core"
import { routes } from "../router"

export const walletRoutes = () =>
  routes(api.wallet, {
    get: ({ principal }) => getLinkedWallet(principal.memberId),
    bind: ({ principal, body }) => bindWalletAddress(principal, body.address),
    confirm: ({ principal, body }) => confirmWalletAddress(principal, body.address),
    setOwnerId: ({ principal, body }) => setOwnerId(principal, body.ownerId),
    legalInfo: ({ principal }) => getLegalInfo(principal),
    saveLegalInfo: ({ principal, body }) => saveLegalInfo(principal, body)
  })
