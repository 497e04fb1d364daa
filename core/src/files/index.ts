/** files — stored files (support attachments today; the store, ads and custom orders next). The public face of the area. */

// What a file is, by its first bytes (images and glb models)
export * from "./domain/file-kind"

// The port the file adapter (adapters/files-local) implements
export * from "./ports/file-storage.port"
