import Testing

@testable import SceneModel

/// `SymbolNames.spoken` returns ASCII text as it is after a check of its bytes and copies
/// runs of ASCII whole; both give what naming scalar by scalar gives.
struct SymbolNamesFastPathTests {
  /// The naming scalar by scalar, as it was before the fast paths.
  static func reference(_ text: String) -> String {
    func named(_ s: Unicode.Scalar) -> Bool {
      s.properties.generalCategory == .otherSymbol || (s.properties.isEmojiPresentation && !s.isASCII)
    }
    func name(_ s: Unicode.Scalar) -> String? {
      guard named(s) else { return nil }
      if let o = SymbolNames.overrides[s.value] { return o }
      guard let n = s.properties.name, !n.isEmpty else { return nil }
      return n.lowercased()
    }
    func punctuationLike(_ s: Unicode.Scalar) -> Bool {
      switch s.properties.generalCategory {
      case .otherPunctuation, .closePunctuation, .finalPunctuation, .dashPunctuation: return true
      default: return false
      }
    }
    guard text.unicodeScalars.contains(where: { named($0) || SymbolNames.isSilentJoiner($0) }) else { return text }
    var out = ""
    var lastWasName = false
    for s in text.unicodeScalars {
      if SymbolNames.isSilentJoiner(s) { continue }
      if (0x1F3FB...0x1F3FF).contains(s.value), lastWasName, let n = SymbolNames.overrides[s.value] {
        out += ": " + n
        continue
      }
      if let n = name(s) {
        if let last = out.unicodeScalars.last, last != " " { out += " " }
        out += n
        lastWasName = true
      } else {
        if lastWasName, s != " ", !punctuationLike(s) { out += " " }
        out.unicodeScalars.append(s)
        lastWasName = false
      }
    }
    return out
  }

  @Test func noASCIIScalarIsNamed() {
    for v in UInt32(0)..<0x80 {
      let s = Unicode.Scalar(v)!
      #expect(s.properties.generalCategory != .otherSymbol, "U+\(String(v, radix: 16))")
      #expect(!SymbolNames.isNamed(s) && !SymbolNames.isSilentJoiner(s))
    }
  }

  @Test func longASCIIIsReturnedAsItIs() {
    let label = String(repeating: "lorem ipsum, dolor (sit) amet. ", count: 40_000)
    let spoken = SymbolNames.spoken(label)
    #expect(spoken == label)
    #expect(spoken.utf8.count == label.utf8.count)
    #expect(SymbolNames.spoken("") == "")
  }

  @Test func mixedTextIsNamedAsScalarByScalar() {
    let pieces = [
      "a", "Delete", " ", "  ", ",", ".", ")", "-", "'", "x", "42", "é", "Café", "日本", "🗑", "❤️", "👍🏽", "👍", "\u{1F3FD}",
      "👩‍💻", "✓", "°", "©", "#️⃣", "\u{FE0F}", "\u{200D}", "☕️", "🇫🇷", "\u{E0067}", "→", "½", "…",
    ]
    var state: UInt64 = 17
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    for _ in 0..<5_000 {
      var text = ""
      for _ in 0..<next(10) { text += pieces[next(pieces.count)] }
      #expect(SymbolNames.spoken(text) == Self.reference(text), "\(Array(text.unicodeScalars))")
    }
    // A long label with an emoji in the middle: the ASCII on both sides is copied whole.
    let long = String(repeating: "lorem ", count: 10_000) + "🗑" + String(repeating: " ipsum", count: 10_000)
    #expect(SymbolNames.spoken(long) == Self.reference(long))
  }
}
