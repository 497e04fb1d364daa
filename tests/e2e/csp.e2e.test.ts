import { describe, expect, it } from "vitest"
import { DESKTOP, MOBILE, app, logInMember, logInStaff, openPage, shot } from "./support/browser"

/**
 * Issue 11 §1.5: the member site and the back-office run under their strict Content-Security-Policy (no inline
 * script, no eval, frame-ancestors 'self') with no violation reported, including the map's WebGL renderer.
 */
const violations = (errors: ReadonlyArray<string>) => errors.filter((e) => /Content Security Policy|^CSP:/i.test(e))

describe("the pages under their Content-Security-Policy", () => {
  it("the landing page, log-in, and the member area with the live map report no violation", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    try {
      const landing = await page.goto(`${app().url}/en`)
      expect(landing?.headers()["content-security-policy"]).toContain("script-src 'self'")
      await page.getByTestId("landing-join").waitFor()
      await page.waitForLoadState("networkidle")
      await logInMember(page, "")
      await page.waitForLoadState("networkidle")
      await page.waitForTimeout(1500)
      await shot(page, "csp-member-home")
      for (const path of ["support", "plots", "purchases"]) {
        await page.goto(`${app().url}/en/${path}`)
        await page.waitForLoadState("networkidle")
      }
      expect(violations(errors)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("the phone layout reports no violation", async () => {
    const { context, page, errors } = await openPage(MOBILE)
    try {
      await page.goto(`${app().url}/jp`)
      await page.waitForLoadState("networkidle")
      expect(violations(errors)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("the back-office log-in and its pages report no violation", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    try {
      const r = await page.goto(`${app().url}/staff/login`)
      expect(r?.headers()["content-security-policy"]).toContain("frame-ancestors 'self'")
      await logInStaff(page, "admin")
      await page.waitForLoadState("networkidle")
      await shot(page, "csp-staff-home")
      for (const path of ["support", "members", "plots"]) {
        await page.goto(`${app().url}/staff/${path}`)
        await page.waitForLoadState("networkidle")
      }
      expect(violations(errors)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
