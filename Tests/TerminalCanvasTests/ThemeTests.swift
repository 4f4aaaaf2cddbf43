import Testing

@testable import TerminalCanvas

extension StyleRole {
  static let focusRing: StyleRole = "focusRing"
  static let selection: StyleRole = "selection"
  static let hint: StyleRole = "hint"
}

@Suite struct ThemeTests {
  static let theme = Theme(roles: [
    .normal: TextAttributes(foreground: .white, background: .black),
    .focusRing: TextAttributes(foreground: .brightYellow, bold: true, reverse: true),
    .selection: TextAttributes(background: .blue),
    .hint: TextAttributes(foreground: .brightBlack, italic: true),
  ])

  @Test func lookupFallsBackToNormalThenPlain() {
    #expect(Self.theme.attributes(for: .focusRing).bold)
    #expect(
      Self.theme.attributes(for: "unknown")
        == TextAttributes(foreground: .white, background: .black))
    #expect(Theme.plain.attributes(for: .focusRing) == .plain)
  }

  @Test func monochromeDropsColoursButKeepsEmphasis() {
    let mono = Self.theme.monochrome
    #expect(mono.roles.values.allSatisfy { !$0.hasColor })
    #expect(mono.attributes(for: .focusRing) == TextAttributes(bold: true, reverse: true))
    #expect(mono.attributes(for: .hint) == TextAttributes(italic: true))
    // Told apart only by background: becomes reverse so it stays visible.
    #expect(mono.attributes(for: .selection) == TextAttributes(reverse: true))
    #expect(mono.attributes(for: .normal) == .plain)
  }

  @Test func roleBasics() {
    let role: StyleRole = "focusRing"
    #expect(role == .focusRing)
    #expect(role.description == "focusRing")
    #expect(StyleRole(rawValue: "normal") == .normal)
    #expect([StyleRole.hint, .focusRing].sorted() == [.focusRing, .hint])
  }

  @Test func attributesAndColours() {
    #expect(TextAttributes.plain.description == "plain")
    #expect(
      TextAttributes(foreground: .cyan, background: .black, bold: true, underline: true).description
        == "fg=cyan bg=black bold underline")
    #expect(TerminalColor.brightCyan.ansiIndex == 14)
    #expect(TerminalColor.brightCyan.base == .cyan)
    #expect(TerminalColor.allCases.count == 16)
    var theme = Theme()
    theme[.hint] = TextAttributes(dim: true)
    #expect(theme[.hint]?.dim == true)
  }
}

@Suite struct StyleRoleNumberTests {
  @Test func rolesAreEqualAndHashAlikeExactlyWhenTheirNamesAre() {
    let names = ["normal", "focusRing", "paneBorderFocused", "wireframeUnreachable", "a+bold", "x"]
    for a in names {
      for b in names {
        #expect((StyleRole(a) == StyleRole(b)) == (a == b))
      }
      #expect(StyleRole(a).hashValue == StyleRole(rawValue: a).hashValue)
      #expect(StyleRole(a).rawValue == a)
    }
    #expect(Set(names.map { StyleRole($0) }).count == names.count)
    #expect(StyleRole("b") > StyleRole("a"))
  }
}
