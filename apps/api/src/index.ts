export * from "./config"
export * from "./server"
export * from "./seed"
