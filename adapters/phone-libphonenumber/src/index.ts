export * from "./phone-numbers.libphonenumber"
