/**
 * @iw/core: the union of the areas' public faces (each area's index.ts) and the kernel. Adapters and apps import
 * from here; inside the core, an area imports another only through that area's index.ts (docs/architecture.md).
 */
export * from "./assets/index"
export * from "./buildings/index"
export * from "./chain/index"
export * from "./content/index"
export * from "./files/index"
export * from "./identity/index"
export * from "./kernel/index"
export * from "./land/index"
export * from "./ledger/index"
export * from "./market/index"
export * from "./messaging/index"
export * from "./profile/index"
export * from "./purchases/index"
export * from "./staff/index"
export * from "./support/index"
export * from "./wallet/index"
export * from "./custom-orders/index"
export * from "./live2earn/index"
export * from "./gold-rush/index"
export * from "./lumber-yard/index"
