import { api as contract } from "@iw/contracts"
import { type ClientOptions, makeClient } from "@iw/contracts/client"

/** The member site's client over the whole contract: loaded by ./api on the first call. */
export const clientOf = (options: ClientOptions) => makeClient(contract, options)
