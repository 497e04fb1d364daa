import { ApiError } from "@iw/contracts/client"

/** The ApiError a call fails with; fails the test if the call succeeds or throws anything else. */
export const failureOf = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p
  } catch (e) {
    if (e instanceof ApiError) return e
    throw e
  }
  throw new Error("expected the call to fail")
}
