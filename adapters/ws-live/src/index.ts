export * from "./live-hub"
