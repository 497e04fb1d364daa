/** files — stored files (support attachments today; the store, ads and custom orders next). The public face of the area. */

// The port the file adapter (adapters/files-local) implements
export * from "./ports/file-storage.port"
