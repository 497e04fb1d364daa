import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ATTACHMENT_EXTENSIONS, MAX_FILE_BYTES, MAX_VIDEO_BYTES, attachmentRefusal, checkAttachment, kindOfName } from "../../src/files/domain/file-kind"

/** The first bytes of a file of each kind, as sniffKind reads them. */
const HEADS: Record<string, Uint8Array> = {
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  pdf: new TextEncoder().encode("%PDF-1.7 ...."),
  glb: new Uint8Array([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 0, 0, 0, 0]),
  mp4: new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])
}

const size = fc.oneof(fc.nat(MAX_VIDEO_BYTES + 10), fc.constantFrom(MAX_FILE_BYTES, MAX_FILE_BYTES + 1, MAX_VIDEO_BYTES, MAX_VIDEO_BYTES + 1))

describe("an attachment's name, checked in the browser before the server reads its content (spec §5 Uploads)", () => {
  it("gives the refusal the server gives a file of that content and size", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTACHMENT_EXTENSIONS), fc.string({ maxLength: 12 }), fc.boolean(), size, (ext, base, upper, bytes) => {
        const kind = kindOfName(`${base}.${upper ? ext.toUpperCase() : ext}`)
        expect(kind).not.toBeNull()
        const server = checkAttachment({ size: bytes, head: HEADS[kind!]! })
        expect(attachmentRefusal(kind, bytes)).toEqual("error" in server ? server.error : null)
      })
    )
  })

  it("refuses a name without an allowed extension as the image-format error, whatever its size", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }).filter((n) => !ATTACHMENT_EXTENSIONS.some((e) => n.toLowerCase().endsWith(`.${e}`))), fc.nat(), (name, bytes) => {
        expect(kindOfName(name)).toBeNull()
        expect(attachmentRefusal(kindOfName(name), bytes)?.code).toBe("upload.ERROR_IMAGE_FORMAT")
      })
    )
    expect(kindOfName("report.pdf.exe")).toBeNull()
    expect(kindOfName("photo.JPG")).toBe("jpeg")
  })
})
