export * from "./domain/currency"
export * from "./domain/tx-hash"
export * from "./ports/chain-gateway.port"
export * from "./use-cases/show-chain.use-case"
