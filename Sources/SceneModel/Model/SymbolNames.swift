/// Emoji and symbols as VoiceOver speaks them: by name ("🗑" → "wastebasket").
///
/// Names come from the Unicode names the Swift standard library provides
/// (`Unicode.Scalar.Properties.name`), lower-cased. VoiceOver speaks Apple's (CLDR) short
/// names, which differ for some common emoji; `overrides` holds those, and is the one place
/// to add more. Letters, digits, punctuation and spaces are left as they are.
public enum SymbolNames {
  /// Where VoiceOver's name differs from the Unicode name (CLDR short names).
  public static let overrides: [UInt32: String] = [
    0x2764: "red heart",  // HEAVY BLACK HEART
    0x1F44D: "thumbs up",  // THUMBS UP SIGN
    0x1F44E: "thumbs down",  // THUMBS DOWN SIGN
    0x2B50: "star",  // WHITE MEDIUM STAR
    0x2605: "star",  // BLACK STAR
    0x2713: "checkmark",  // CHECK MARK
    0x2714: "checkmark",  // HEAVY CHECK MARK
    0x2705: "check mark button",  // WHITE HEAVY CHECK MARK
    0x274C: "cross mark",  // CROSS MARK
    0x1F50D: "magnifying glass tilted left",  // LEFT-POINTING MAGNIFYING GLASS
    0x1F600: "grinning face",
    0x1F602: "face with tears of joy",
    0x1F4E7: "e-mail",  // E-MAIL SYMBOL
    0x2709: "envelope",
    0x1F514: "bell",
    0x2699: "gear",
    0x00B0: "degrees",  // DEGREE SIGN
    0x00A9: "copyright",  // COPYRIGHT SIGN
    0x00AE: "registered",  // REGISTERED SIGN
    0x2122: "trademark",  // TRADE MARK SIGN
    0x1F3FB: "light skin tone",  // EMOJI MODIFIER FITZPATRICK TYPE-1-2
    0x1F3FC: "medium-light skin tone",
    0x1F3FD: "medium skin tone",
    0x1F3FE: "medium-dark skin tone",
    0x1F3FF: "dark skin tone",
  ]

  /// Whether VoiceOver names this scalar rather than reading it as text: emoji and other
  /// symbols (general category So), not letters, digits, punctuation or maths signs.
  public static func isNamed(_ s: Unicode.Scalar) -> Bool {
    // No ASCII character is a symbol of category So or an emoji by default (`#`, `*` and
    // the digits become emoji only with U+FE0F): skip the property tables.
    if s.isASCII { return false }
    let p = s.properties
    if p.generalCategory == .otherSymbol { return true }
    return p.isEmojiPresentation && !(s.isASCII)
  }

  /// Scalars that shape an emoji but are not spoken themselves (variation selectors, the
  /// zero-width joiner, tag characters, the combining keycap).
  static func isSilentJoiner(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    return v == 0xFE0E || v == 0xFE0F || v == 0x200D || v == 0x20E3 || (0xE0020...0xE007F).contains(v)
  }

  /// The spoken name of one scalar ("wastebasket"), or nil when it is read as text.
  public static func name(of s: Unicode.Scalar) -> String? {
    guard isNamed(s) else { return nil }
    if let o = overrides[s.value] { return o }
    guard let n = s.properties.name, !n.isEmpty else { return nil }
    return n.lowercased()
  }

  /// The text as VoiceOver reads it: each emoji or symbol replaced by its name, set apart
  /// from neighbouring words by spaces ("Delete🗑" → "Delete wastebasket"). A skin-tone
  /// modifier follows its emoji after a colon ("thumbs up: medium skin tone").
  ///
  /// Text with no byte above 0x7F has nothing to name and is returned as it is after one
  /// pass over its bytes; in other text, runs of ASCII are copied whole, so the cost is the
  /// other scalars (a label may be megabytes long).
  public static func spoken(_ text: String) -> String {
    if isASCII(text) { return text }
    guard text.unicodeScalars.contains(where: { !$0.isASCII && (isNamed($0) || isSilentJoiner($0)) }) else { return text }
    var out = ""
    var lastWasName = false
    let scalars = text.unicodeScalars
    let utf8 = text.utf8
    var i = scalars.startIndex
    while i < scalars.endIndex {
      let s = scalars[i]
      var next = scalars.index(after: i)
      defer { i = next }
      if isSilentJoiner(s) { continue }
      if (0x1F3FB...0x1F3FF).contains(s.value), lastWasName, let n = overrides[s.value] {
        out += ": " + n
        continue
      }
      if let n = name(of: s) {
        if let last = out.unicodeScalars.last, last != " " { out += " " }
        out += n
        lastWasName = true
      } else {
        if lastWasName, s != " ", !s.properties.isPunctuationLike { out += " " }
        out.unicodeScalars.append(s)
        lastWasName = false
        // The ASCII after it is neither named nor spaced: copy the run at once.
        if s.isASCII {
          var end = next
          while end < utf8.endIndex, utf8[end] < 0x80 { end = utf8.index(after: end) }
          if end != next {
            out += text[next..<end]
            next = end
          }
        }
      }
    }
    return out
  }

  /// Whether every byte of `text` is ASCII: one pass that ORs the bytes (vectorised).
  static func isASCII(_ text: String) -> Bool {
    if let answer = text.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
      var high: UInt8 = 0
      for byte in bytes { high |= byte }
      return high < 0x80
    }) {
      return answer
    }
    return text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Whether a label is only emoji or symbols (and spaces): nothing a Voice Control user
  /// could read off the screen and say.
  public static func isOnlySymbols(_ text: String) -> Bool {
    var sawSymbol = false
    for s in text.unicodeScalars {
      if isNamed(s) {
        sawSymbol = true
      } else if !(isSilentJoiner(s) || s.properties.isWhitespace || (0x1F3FB...0x1F3FF).contains(s.value)) {
        return false
      }
    }
    return sawSymbol
  }
}

extension Unicode.Scalar.Properties {
  /// Closing punctuation that follows a word without a space ("wastebasket," "wastebasket.").
  fileprivate var isPunctuationLike: Bool {
    switch generalCategory {
    case .otherPunctuation, .closePunctuation, .finalPunctuation, .dashPunctuation: return true
    default: return false
    }
  }
}
