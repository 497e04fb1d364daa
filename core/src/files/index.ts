export * from "./ports/file-storage.port"
