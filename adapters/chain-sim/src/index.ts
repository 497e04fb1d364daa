export * from "./address"
export * from "./chain.simulated"
