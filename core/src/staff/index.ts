/**
 * staff — the back-office's accounts and what staff do to members: log-in, staff management, finding, showing,
 * blocking and unblocking members, the audit log. Roles and permissions are the kernel's. The public face of the area.
 */

// The model
export * from "./domain/staff-member"

// What it refuses with
export * from "./errors"

// The port adapters implement
export * from "./ports/staff.repository.port"

// What staff do
export { blockMember } from "./use-cases/block-member.use-case"
export { type CreateStaffMemberInput, createStaffMember } from "./use-cases/create-staff-member.use-case"
export { findMembers } from "./use-cases/find-members.use-case"
export { getStaffProfile } from "./use-cases/get-staff-profile.use-case"
export { listAuditLog } from "./use-cases/list-audit-log.use-case"
export { listStaffMembers } from "./use-cases/list-staff-members.use-case"
export { logInStaff } from "./use-cases/log-in-staff.use-case"
export { logOutStaff } from "./use-cases/log-out-staff.use-case"
export { showMember } from "./use-cases/show-member.use-case"
export { unblockMember } from "./use-cases/unblock-member.use-case"
export { updateStaffMember } from "./use-cases/update-staff-member.use-case"
export { type UpdateStaffProfileInput, updateStaffProfile } from "./use-cases/update-staff-profile.use-case"

// The port it provides to identity (wired by the composition roots)
export { StaffDirectoryLive } from "./staff-directory.layer"
