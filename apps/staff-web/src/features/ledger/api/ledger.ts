import { api } from "../../../lib/api"

export const ledgerTotals = () => api.ledger.totals()
