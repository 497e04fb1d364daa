import { STAFF_ROLES, type StaffPrincipal, blockMember, homeRouteOf, permits } from "@iw/core"
import { Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptyWorld, runIn } from "../support/in-memory"

const roles = fc.subarray([...STAFF_ROLES, "unknown-role"])

describe("staff roles (spec §2, §6)", () => {
  it("3d-models alone sees only the queues; any other known role gets the back-office; only admin manages staff; only 3d-models works the queues", () => {
    fc.assert(
      fc.property(roles, (rs) => {
        const known = rs.filter((r) => r !== "unknown-role")
        expect(permits(rs, "back-office")).toBe(known.some((r) => r !== "3d-models"))
        expect(permits(rs, "staff.manage")).toBe(known.includes("admin"))
        expect(permits(rs, "queues")).toBe(known.length > 0)
        // Working the avatar and 3D-model queues is the 3d-models role's alone (issue 17 §2), whatever else it holds.
        expect(permits(rs, "custom-orders")).toBe(known.includes("3d-models"))
        expect(homeRouteOf(rs)).toBe(permits(rs, "back-office") ? "/staff/announcements" : "/staff/queue_avatars")
      })
    )
  })

  it("blocking is refused without the back-office, and audited with it", async () => {
    await fc.assert(
      fc.asyncProperty(roles, async (rs) => {
        const world = emptyWorld()
        const now = new Date(world.now)
        world.members.push({ id: 100001, firstName: "M", lastName: "", email: "m@x.co", phone: null, phoneCountry: null, ownerId: null, lang: "en", referrerId: null, hearAboutUs: "", status: "active", openDate: now, createdAt: now, updatedAt: now, passwordHash: "h" })
        const staff: StaffPrincipal = { kind: "staff", staffId: 7, roles: rs, sessionId: "s" }
        const r = await runIn(world, blockMember(staff, 100001, "spam"))
        expect(Exit.isSuccess(r)).toBe(permits(rs, "back-office"))
        expect(world.members[0].status).toBe(permits(rs, "back-office") ? "blocked" : "active")
        expect(world.audit.length).toBe(permits(rs, "back-office") ? 1 : 0)
        if (world.audit.length) expect(world.audit[0]).toMatchObject({ action: "member.block", actor: { kind: "staff", id: "7" }, target: { type: "member", id: "100001" } })
      })
    )
  })
})
