export * from "./config"
export * from "./server"
export * from "./seed"
export * from "./banner"
