import { Schema } from "effect"
import { IdFromString, Lang, MemberId, PageQuery, Text, Timestamp, listOf } from "../common"
import { MemberProfile } from "../identity/identity.schemas"

export const StaffRole = Schema.Literals(["admin", "back-office", "3d-models"])
export type StaffRole = typeof StaffRole.Type
export const StaffStatus = Schema.Literals(["active", "blocked"])

export const StaffMember = Schema.Struct({
  id: Schema.Int,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  roles: Schema.Array(StaffRole),
  status: StaffStatus,
  createdAt: Timestamp,
  updatedAt: Timestamp
})
export type StaffMember = typeof StaffMember.Type

export const StaffLoginBody = Schema.Struct({ email: Text(254), password: Text(1000) })

export const StaffSession = Schema.Struct({
  accessToken: Schema.String,
  expiresIn: Schema.Int,
  staff: StaffMember,
  /** Where `/staff` sends this staff member (spec §2). */
  home: Schema.String
})

export const StaffMe = Schema.Struct({ staff: StaffMember, home: Schema.String })
export type StaffMe = typeof StaffMe.Type

export const StaffProfileBody = Schema.Struct({
  firstName: Schema.optionalKey(Text(1000)),
  lastName: Schema.optionalKey(Text(1000)),
  currentPassword: Schema.optionalKey(Text(1000)),
  password: Schema.optionalKey(Text(1000)),
  password_confirmation: Schema.optionalKey(Text(1000))
})

export const CreateStaffBody = Schema.Struct({
  email: Text(254),
  firstName: Text(1000),
  lastName: Text(1000),
  roles: Schema.Array(Text(32)).check(Schema.isMaxLength(10)),
  password: Text(1000),
  password_confirmation: Text(1000)
})

export const UpdateStaffBody = Schema.Struct({
  roles: Schema.optionalKey(Schema.Array(Text(32)).check(Schema.isMaxLength(10))),
  status: Schema.optionalKey(StaffStatus)
})

export const IdParams = Schema.Struct({ id: IdFromString })

export const ListQuery = Schema.Struct({ ...PageQuery })

export const MemberSummary = Schema.Struct({
  id: MemberId,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  lang: Lang,
  status: Schema.Literals(["active", "blocked"]),
  createdAt: Timestamp
})

export const MemberSearchQuery = Schema.Struct({
  ...PageQuery,
  q: Schema.optionalKey(Text(254)),
  status: Schema.optionalKey(Schema.Literals(["active", "blocked"]))
})

export const AuditRecord = Schema.Struct({
  id: Schema.Int,
  at: Timestamp,
  actor: Schema.Struct({ kind: Schema.Literals(["member", "staff", "system"]), id: Schema.String }),
  action: Schema.String,
  target: Schema.Struct({ type: Schema.String, id: Schema.String }),
  details: Schema.Record(Schema.String, Schema.Unknown)
})

export const MemberDetail = Schema.Struct({ member: MemberProfile, history: Schema.Array(AuditRecord) })

export const StatusChangeBody = Schema.Struct({ reason: Schema.optionalKey(Text(500)) })

export const AuditQuery = Schema.Struct({
  ...PageQuery,
  targetType: Schema.optionalKey(Text(32)),
  targetId: Schema.optionalKey(Text(320))
})

export const OutboxMessage = Schema.Struct({
  id: Schema.Int,
  channel: Schema.Literals(["sms", "email"]),
  recipient: Schema.String,
  subject: Schema.NullOr(Schema.String),
  body: Schema.String,
  template: Schema.String,
  createdAt: Timestamp
})

export const OutboxQuery = Schema.Struct({ ...PageQuery, recipient: Schema.optionalKey(Text(254)) })

export const StaffList = listOf(StaffMember)
export const MemberList = listOf(MemberSummary)
export const AuditList = listOf(AuditRecord)
export const OutboxList = listOf(OutboxMessage)
