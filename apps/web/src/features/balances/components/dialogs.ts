/** What the shell loads on demand when a member opens a balance dialog from the header. */
export { TopUpDialog } from "./TopUpDialog"
export { SystemWalletDialog } from "./SystemWalletDialog"
