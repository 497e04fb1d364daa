import { LANGS, translate } from "../src/i18n/index"
import { describe, expect, it } from "vitest"

/** A building's size line reads right for every size, 1x1 (one PLOT) included: no "needs 1 PLOTs". */
describe("the building size line", () => {
  for (const lang of LANGS) {
    it(`${lang}: names the size and the PLOTs it needs, without a plural after 1`, () => {
      for (const plots of [1, 2, 4, 9, 16, 25]) {
        for (const key of ["buildings.ui.sizeLine", "buildings.staff.sizeLine"]) {
          const text = translate(lang, key, { size: "1x1", plots })
          expect(text).toContain(String(plots))
          expect(text).not.toMatch(/\b1 PLOTs\b/)
        }
      }
    })
  }
})

/** validation.object is given on a field (plotId, minerals) as often as on the body: its text names neither. */
describe("the object field code's text", () => {
  for (const lang of LANGS) {
    it(`${lang}: does not call a field "the request body"`, () => {
      expect(translate(lang, "validation.object")).not.toMatch(/request body|请求内容|請求內容|リクエスト本文|요청 본문|Тело запроса/i)
    })
  }
})
