export * from "./domain/member-profile"
export * from "./use-cases/get-current-member.use-case"
