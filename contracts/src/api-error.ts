import type { WireFieldErrors } from "./validation"

/** An answer other than 2xx, or a failure to get one. `status` 0 means the network failed or timed out. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly params: Record<string, string | number> | undefined
  readonly fieldErrors: WireFieldErrors | undefined
  readonly endpointId: string
  constructor(args: {
    status: number
    code: string
    message: string
    endpointId: string
    params?: Record<string, string | number>
    fieldErrors?: WireFieldErrors
  }) {
    super(args.message)
    this.name = "ApiError"
    this.status = args.status
    this.code = args.code
    this.params = args.params
    this.fieldErrors = args.fieldErrors
    this.endpointId = args.endpointId
  }
}
