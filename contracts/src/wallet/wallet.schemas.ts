import { Schema } from "effect"
import { Text, Timestamp } from "../common"

export const WalletAddress = Schema.Struct({ address: Schema.NullOr(Schema.String), status: Schema.Literals(["absent", "added", "confirmed"]) })
export const AddressBody = Schema.Struct({ address: Text(100) })
export const OwnerIdBody = Schema.Struct({ ownerId: Text(100) })
export const OwnerId = Schema.Struct({ ownerId: Schema.String })
export const LegalInfoBody = Schema.Struct({ fullName: Text(200), birthDate: Text(10), country: Text(2), address: Text(300) })
export const LegalInfo = Schema.Struct({
  verified: Schema.Boolean,
  info: Schema.NullOr(Schema.Struct({ fullName: Schema.String, birthDate: Schema.String, country: Schema.String, address: Schema.String, verifiedAt: Schema.NullOr(Timestamp) }))
})
