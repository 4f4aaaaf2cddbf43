import SceneModel

/// The names Voice Control knows an element by (reference §4.4, voiceover-speech.md §3.3):
/// its input labels (`accessibilityUserInputLabels`, SwiftUI's `accessibilityInputLabels`)
/// in the author's order when it has any, else its accessibility label (its children's,
/// when it combines them). The first name is the one "Show names" draws.
///
/// A phrase matches a name when the two are equal as spoken: case, punctuation, apostrophes
/// and repeated spaces do not count (`spoken(_:)`), and the whole name must be said
/// ("tap Road" does not match "Road trip") [K: a device's recogniser also accepts some
/// near misses; axsim accepts none].
public enum VoiceControlNames {
  /// The element's names as written (not normalised), first the one "Show names" draws.
  /// Empty when it has no input label and no label.
  public static func names(of element: ElementIndex, in runtime: SceneRuntime) -> [String] {
    names(of: element, in: runtime.scene)
  }

  /// The element's names, spoken (`spoken`), for the index.
  static func spokenNames(of element: ElementIndex, in scene: Scene) -> [String] {
    names(of: element, in: scene).map(spoken)
  }

  /// `names(of:in:)` from the scene alone (the runtime's properties are the scene's).
  public static func names(of element: ElementIndex, in scene: Scene) -> [String] {
    // Each property read in place: copying the element would retain all it holds.
    let given = scene.elements[element].inputLabels
    if !given.isEmpty {
      let said = given.filter { $0.contains { !$0.isWhitespace } }
      if !said.isEmpty { return said }
    }
    // Only an element that combines its children takes its label from them.
    let combines = scene.elements[element].grouping == .combine && !scene.elements[element].isElement
    guard let label = combines ? SpokenProperties.label(element: element, in: scene) : scene.elements[element].label, !label.isEmpty else { return [] }
    return [label]
  }

  /// Whether the names come from input labels (true) or fall back to the label.
  public static func fromInputLabels(_ element: ElementIndex, in scene: Scene) -> Bool {
    !scene.elements[element].inputLabels.isEmpty
  }

  /// A name or a phrase as a recogniser would hear it: lower-cased, apostrophes dropped
  /// ("don't" = "dont"), every other character that is not a letter or a digit (hyphens,
  /// punctuation, symbols, emoji, spaces) made a single space, trimmed: nobody says them.
  /// "Start 45-minute ride!" is "start 45 minute ride"; "❤️" is "".
  public static func spoken(_ text: String) -> String {
    if let ascii = spokenASCII(text) { return ascii }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for ch in text.lowercased() {
      if ch == "'" || ch == "\u{2019}" || ch == "\u{2018}" { continue }
      if ch.isLetter || ch.isNumber {
        if pendingSpace, !out.isEmpty { out.append(" ") }
        pendingSpace = false
        out.append(ch)
      } else {
        pendingSpace = true
      }
    }
    return out
  }

  /// `spoken` for text of ASCII only (nearly every name), byte by byte; nil for other text.
  static func spokenASCII(_ text: String) -> String? {
    var copy = text
    return copy.withUTF8 { bytes -> String? in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      var pendingSpace = false
      for b in bytes {
        if b >= 0x80 { return nil }
        if b == UInt8(ascii: "'") { continue }
        var c = b
        if c >= 65, c <= 90 { c += 32 }
        if (c >= 97 && c <= 122) || (c >= 48 && c <= 57) {
          if pendingSpace, !out.isEmpty { out.append(32) }
          pendingSpace = false
          out.append(c)
        } else {
          pendingSpace = true
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// Whether a name can be said: it holds a letter or a digit. An empty name, or one of
  /// emoji or symbols only ("❤️", "★★★", "+"), gives a Voice Control user nothing to say.
  public static func isSpeakable(_ name: String) -> Bool {
    name.contains { $0.isLetter || $0.isNumber }
  }
}
