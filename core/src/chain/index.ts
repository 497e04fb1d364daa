export * from "./domain/tx-hash"
export * from "./ports/chain-gateway.port"
