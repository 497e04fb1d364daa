import { type ErrorMap } from "../http-failure"

export type StaffError = never

export const staffErrors: ErrorMap<StaffError> = {}
