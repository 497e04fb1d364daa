import type { ProgrammesSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Eligibility = typeof ProgrammesSchemas.Eligibility.Type
export type Perk = typeof ProgrammesSchemas.Perk.Type
export type RevenueShare = typeof ProgrammesSchemas.RevenueShare.Type

export const citizenStatus = () => api.programmes.citizen()
export const foundersStatus = () => api.programmes.founders()
export const revenueSharingStatus = () => api.programmes.revenueSharing()
export const revenueShares = (page: number) => api.programmes.payouts({ query: { page } })
