/** Who is calling, as established from a bearer token. */
export type Principal =
  | { readonly kind: "member"; readonly memberId: number; readonly sessionId: string; readonly impersonatorId: number | null }
  | { readonly kind: "staff"; readonly staffId: number; readonly roles: ReadonlyArray<string>; readonly sessionId: string }

export type MemberPrincipal = Extract<Principal, { kind: "member" }>
export type StaffPrincipal = Extract<Principal, { kind: "staff" }>
