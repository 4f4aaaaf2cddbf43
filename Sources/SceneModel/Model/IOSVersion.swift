/// The iOS versions whose VoiceOver strings and rules axsim knows (the versions the
/// reference names where speech differs: voiceover-speech.md §1.5), and the default.
public enum IOSVersion {
  /// Every version a scene or `--ios` may name, oldest first.
  public static let supported = [12, 13, 16, 17, 18, 26]
  /// The newest version the reference verifies (26.2), used unless a scene or flag says otherwise.
  public static let newest = 26

  /// "12, 13, 16, 17, 18 or 26", for messages.
  public static var list: String {
    supported.dropLast().map(String.init).joined(separator: ", ") + " or " + String(supported.last ?? newest)
  }

  /// The version a string names ("17", "17.5", "iOS 17"), when it is one axsim knows.
  public static func named(_ text: String) -> Int? {
    var s = Substring(text.lowercased())
    if s.hasPrefix("ios") { s = s.dropFirst(3) }
    while s.first == " " { s = s.dropFirst() }
    let major = s.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
    guard let v = Int(major), supported.contains(v) else { return nil }
    return v
  }
}
