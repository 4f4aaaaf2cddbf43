/// A palette: the attributes to draw each `StyleRole` with.
///
/// Rendering code only names roles; the theme decides colours at the edge (the terminal
/// adapter), so one `Grid` can be shown in colour, in monochrome, or compared in a test.
/// Roles missing from the theme fall back to the `.normal` entry, then to plain text.
public struct Theme: Sendable, Hashable {
  /// The attributes of each role.
  public var roles: [StyleRole: TextAttributes]

  /// Creates a theme from a role table.
  public init(roles: [StyleRole: TextAttributes] = [:]) {
    self.roles = roles
  }

  /// A theme without entries: everything is drawn plain.
  public static let plain = Theme()

  /// Whether declared 24-bit colours (`+fg#RRGGBB` role modifiers) are drawn; false in the
  /// `monochrome` form.
  public var drawsDeclaredColors = true

  /// The attributes for `role`: its own entry, else `.normal`'s, else `.plain`. A role with
  /// modifiers (`wireframeText+bold+fg#FF0000`, see `StyleRole.adding`) takes its base
  /// role's attributes and applies them.
  public func attributes(for role: StyleRole) -> TextAttributes {
    if let own = roles[role] { return own }
    guard role.rawValue.contains("+") else { return roles[.normal] ?? .plain }
    var a = roles[role.base] ?? roles[.normal] ?? .plain
    for modifier in role.rawValue.split(separator: "+").dropFirst() {
      switch modifier {
      case "bold": a.bold = true
      case "underline": a.underline = true
      default:
        guard drawsDeclaredColors, modifier.count == 9 else { continue }
        let color = TrueColor(hex: modifier.dropFirst(3))
        if modifier.hasPrefix("fg#") {
          a.trueForeground = color
        } else if modifier.hasPrefix("bg#") {
          a.trueBackground = color
        }
      }
    }
    return a
  }

  /// Reads or replaces one role's entry.
  public subscript(role: StyleRole) -> TextAttributes? {
    get { roles[role] }
    set { roles[role] = newValue }
  }

  /// This theme without colours, for `NO_COLOR` and terminals without colour support.
  ///
  /// Bold, dim, reverse, underline and italic are kept, so a focus ring drawn heavy and
  /// reverse still shows. A role (other than `.normal`) that was told apart only by a
  /// background colour different from `.normal`'s (a highlighted row, say) becomes
  /// reverse video, so it does not vanish.
  public var monochrome: Theme {
    var result = Theme()
    result.drawsDeclaredColors = false
    let normalBackground = roles[.normal]?.background
    for (role, attributes) in roles {
      var mono = attributes
      let onlyBackground =
        role != .normal && attributes.background != nil
        && attributes.background != normalBackground && !attributes.bold
        && !attributes.reverse && !attributes.underline
      mono.foreground = nil
      mono.background = nil
      if onlyBackground { mono.reverse = true }
      result.roles[role] = mono
    }
    return result
  }
}
