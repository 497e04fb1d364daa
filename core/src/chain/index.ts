/**
 * chain — the ABEY chain as the product sees it: the gateway port (custodial deposit addresses, deposits read in
 * chain order, invoice payments checked) and the chain's currencies. The public face of the area: adapters, apps and
 * other areas (ledger, purchases, wallet, profile) import it from here and nowhere else.
 */

// The model
export * from "./domain/currency"
export * from "./domain/tx-hash"

// The port the chain adapter (adapters/chain-sim) implements
export * from "./ports/chain-gateway.port"

// The port a simulated chain adapter implements: the staff tools (ledger and purchases run them)
export * from "./ports/chain-simulator.port"

// What staff do
export { showChain } from "./use-cases/show-chain.use-case"
