import { endpoint } from "../endpoint"
import { AUTH_ERRORS, invalid } from "../errors"
import * as S from "./wallet.schemas"

/** Spec §4 Wallet address and §7: the linked Mobile ABEY Wallet, owner id and legal information. */
export const wallet = {
  get: endpoint({ id: "wallet.get", method: "GET", path: "member/wallet-address", access: "member", summary: "The linked wallet's address and status (absent, added, confirmed).", success: S.WalletAddress, errors: AUTH_ERRORS }),
  bind: endpoint({
    id: "wallet.bind",
    method: "POST",
    path: "member/wallet-address/bind",
    access: "member",
    summary: "Links the member's own Mobile ABEY Wallet; it cannot be changed once added.",
    body: S.AddressBody,
    success: S.WalletAddress,
    errors: [...AUTH_ERRORS, invalid({ address: ["validation.required", "wallet.wrong_address", "wallet.not_own", "wallet.taken", "wallet.already_added"] })]
  }),
  confirm: endpoint({
    id: "wallet.confirm",
    method: "POST",
    path: "member/wallet-address/confirm",
    access: "member",
    summary: "Confirms the added address (the member ticked the confirmation box).",
    body: S.AddressBody,
    success: S.WalletAddress,
    errors: [...AUTH_ERRORS, invalid({ address: ["wallet.not_added", "wallet.already_confirmed", "wallet.address_mismatch"] })]
  }),
  setOwnerId: endpoint({ id: "wallet.setOwnerId", method: "POST", path: "member/owner-id", access: "member", summary: "Sets the owner id NFTs are registered under (once).", body: S.OwnerIdBody, success: S.OwnerId, errors: [...AUTH_ERRORS, invalid({ ownerId: ["validation.regex", "wallet.owner_id_set"] })] }),
  legalInfo: endpoint({ id: "wallet.legalInfo", method: "GET", path: "member/legal-info", access: "member", summary: "The member's legal information and whether it is verified.", success: S.LegalInfo, errors: AUTH_ERRORS }),
  saveLegalInfo: endpoint({
    id: "wallet.saveLegalInfo",
    method: "POST",
    path: "member/legal-info",
    access: "member",
    summary: "Saves complete, well-formed legal information, which then counts as verified.",
    body: S.LegalInfoBody,
    success: S.LegalInfo,
    errors: [
      ...AUTH_ERRORS,
      invalid({
        fullName: ["validation.required", "validation.max.string"],
        birthDate: ["validation.date", "legal.too_young"],
        country: ["validation.in"],
        address: ["validation.required", "validation.max.string"]
      })
    ]
  })
} as const
