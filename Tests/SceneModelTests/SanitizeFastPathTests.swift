import Testing

@testable import SceneModel

/// `Sanitize.forMessage` returns plain text untouched from a check of its bytes; anything
/// it would rewrite must fail that check.
struct SanitizeFastPathTests {
  @Test func theByteCheckAgreesWithTheScalarRewrite() {
    // Every scalar below U+0100, the Arabic letter mark's neighbours, the general
    // punctuation block (bidi controls, separators) and a few others.
    let scalars = Array(0..<0x100) + Array(0x0600..<0x0620) + Array(0x2000..<0x2080) + [0x00E9, 0x2713, 0x1F600, 0xFEFF]
    for v in scalars {
      guard let scalar = Unicode.Scalar(UInt32(v)) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      var rewritten = ""
      for s in text.unicodeScalars {
        let value = s.value
        if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || Sanitize.isInvisibleFormatting(value) {
          rewritten += "U+" + Sanitize.hex4(value)
        } else {
          rewritten.unicodeScalars.append(s)
        }
      }
      #expect(Sanitize.isPrintable(text) == (rewritten == text), "U+\(Sanitize.hex4(UInt32(v)))")
      #expect(Sanitize.forMessage(text) == rewritten, "U+\(Sanitize.hex4(UInt32(v)))")
    }
  }
}
