/// The "Coming from UIKit or SwiftUI" tables of Docs/SceneFormat.md, generated from
/// `FrameworkNames` and `FrameworkKinds` (a test keeps the file equal to this text).
extension FrameworkNames {
  /// The line before and after the generated tables in Docs/SceneFormat.md.
  public static let markdownStart = "<!-- generated from FrameworkNames.swift and FrameworkKinds.swift: do not edit by hand -->"
  public static let markdownEnd = "<!-- end of generated tables -->"

  /// The tables: properties and modifiers in three groups, then views.
  public static var markdown: String {
    var out = markdownStart + "\n\n"
    for (title, group) in [("Accessibility", accessibility), ("Gestures, actions and state", behaviour), ("Text, symbols and colour", appearance)] {
      out += "**\(title)**\n\n| UIKit / SwiftUI / habit | Scene | How |\n| --- | --- | --- |\n"
      for e in group {
        var names: [String] = []
        if let u = e.uikit { names.append("UIKit `\(u)`") }
        if let s = e.swiftUI { names.append("SwiftUI `\(s)`") }
        if let o = e.other { names.append(o.replacingBackticks(name: e.name)) }
        if !e.aliases.isEmpty { names.append("also " + e.aliases.map { "`\($0)`" }.joined(separator: ", ")) }
        let scene: String
        switch e.meaning {
        case .key: scene = e.keys.map { "`\($0)`" }.joined(separator: " and ")
        case .construct: scene = "(no key)"
        case .none: scene = "(none)"
        }
        let how = e.how.map { fill($0, kind: "button") } ?? ""
        out += "| \(names.joined(separator: ", ")) | \(scene) | \(cell(how)) |\n"
      }
      out += "\n"
    }
    out += "**Views**: an element that starts with one of these names (`{ UILabel: \"Hi\" }`) is answered with the kind to write.\n\n"
    out += "| View | Kind | Write |\n| --- | --- | --- |\n"
    for k in FrameworkKinds.entries {
      let kind = k.kind.map { "`\($0)`" } ?? (k.construct ? "(no kind)" : "(none)")
      out += "| \(k.origin.replacingBackticks(name: k.name)) | \(kind) | \(cell(k.example)) |\n"
    }
    return out + "\n" + markdownEnd
  }

  /// Text for a table cell: code-like fragments are left as they are, `|` escaped.
  static func cell(_ text: String) -> String {
    text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}

extension String {
  /// "UIKit's UILabel" with the name in backticks: "UIKit's `UILabel`".
  fileprivate func replacingBackticks(name: String) -> String {
    guard !name.isEmpty else { return self }
    let quoted = self.split(separator: "'" + name + "'", maxSplits: 1, omittingEmptySubsequences: false)
    if quoted.count == 2 { return quoted[0] + "`" + name + "`" + quoted[1] }
    let parts = self.split(separator: name, maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return self }
    return parts[0] + "`" + name + "`" + parts[1]
  }
}
