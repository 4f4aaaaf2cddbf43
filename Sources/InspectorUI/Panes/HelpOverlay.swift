import InspectorCore
import TerminalCanvas

/// The help overlay: every command with its keys and summary, grouped by where it applies,
/// generated from the command catalogue and the active keymap (`HelpContent`) so it cannot
/// drift from the keys that work.
enum HelpOverlay {
  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    guard area.width >= 6, area.height >= 3 else { return }
    let help = HelpContent.lines(keymap: state.keymap)
    // As wide as the longest line needs, within the screen.
    let keyColumn = keyColumnWidth(help)
    let longest =
      help.map { TextWidth.width(of: $0.text) + ($0.kind == .command ? keyColumn + 2 : 0) }.max()
      ?? 40
    let width = min(area.width - (area.width >= 24 ? 4 : 0), longest + 4)
    let height = area.height - (area.height >= 12 ? 2 : 0)
    let box = area.centered(Size(width: width, height: height))
    grid.fill(box)
    let contentWidth = box.width - 4
    let all = lines(state.keymap, width: contentWidth)
    let visible = box.height - 2
    let maxScroll = max(0, all.count - visible)
    let scroll = min(max(0, state.helpScroll), maxScroll)
    grid.drawBox(
      box, style: .double, role: .helpTitle, title: "Help · keymap \(state.keymap.name)",
      titleRole: .helpTitle)
    for (k, l) in all.dropFirst(scroll).prefix(visible).enumerated() {
      Styled.put(l, at: Point(x: box.x + 2, y: box.y + 1 + k), maxWidth: contentWidth, into: &grid)
    }
    var footer = "other keys close"
    if maxScroll > 0 {
      footer =
        "↑↓ PgDn \(scroll + 1)–\(min(all.count, scroll + visible)) of \(all.count) · " + footer
    }
    PaneChrome.drawFooter(footer, in: box, into: &grid)
  }

  /// The marks the Screen pane draws, and what each means.
  static let marks: [(String, StyleRole, String)] = [
    ("…", .wireframeTruncated, "text truncated by its line limit at this text size"),
    ("Abc", .wireframeClipped, "text clipped by a fixed height (cut, no …); nothing shows when not one line fits"),
    ("!", .layoutProblem, "after an element: text truncated, clipped, overflowing its control, or of a fixed size; the Inspector says which"),
    ("»", .layoutProblem, "in the margin: the element runs past the screen's edge"),
    ("*", .layoutProblem, "low contrast, or state shown by colour alone"),
    ("~", .layoutProblem, "motion with no reduced-motion alternative"),
    ("▶ ⏸ ⠋", .motionMark, "content playing, stopped (Reduce Motion), a spinner turning"),
    ("◆", .wireframeSymbol, "a symbol's Differentiate Without Color shape (its name follows where there is room)"),
  ]

  static func keyColumnWidth(_ help: [HelpLine]) -> Int {
    min(max(6, HelpContent.keyWidth(of: help)), 16)
  }

  /// What a context's heading adds, so the reader knows when those keys apply.
  static func headingNote(_ title: String) -> String {
    switch title {
    case KeyContext.speech.title: return " (while the Speech pane has focus)"
    case KeyContext.voiceover.title: return " (while VoiceOver is on)"
    case KeyContext.switchControl.title: return " (while Switch Control is on; keys stand for switches)"
    case KeyContext.keyboard.title:
      return " (while Full Keyboard Access is on; Tab-Z: press Tab, then Z within half a second)"
    default: return ""
    }
  }

  /// The help lines for `width` columns: a heading per context, then one line per command
  /// with its keys in a column and its summary (wrapped under itself).
  static func lines(_ keymap: Keymap, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    let help = HelpContent.lines(keymap: keymap)
    let keyColumn = min(keyColumnWidth(help), max(6, width / 3))
    var out: [StyledLine] = []
    for line in help {
      switch line.kind {
      case .heading:
        if !out.isEmpty { out.append([]) }
        out += Styled.wrap(
          [Span(line.text, .helpSection), Span(headingNote(line.text), .paneHint)], width: width)
      case .command:
        let bound = line.keys != HelpContent.unbound
        let keys = TextWidth.truncate(Sanitizer.sanitize(line.keys), toWidth: keyColumn)
        let pad = String(repeating: " ", count: keyColumn - TextWidth.width(of: keys) + 2)
        let head: StyledLine = [Span(keys, bound ? .helpKey : .paneHint), Span(pad)]
        let body = Styled.wrap([Span(line.text)], width: max(1, width - keyColumn - 2))
        for (n, l) in body.enumerated() {
          out.append((n == 0 ? head : [Span(String(repeating: " ", count: keyColumn + 2))]) + l)
        }
      }
    }
    // What the wireframe's marks mean.
    out.append([])
    out.append([Span("Wireframe marks", .helpSection)])
    for (mark, role, meaning) in marks {
      let head: StyledLine = [Span(mark, role), Span(String(repeating: " ", count: max(1, keyColumn + 2 - TextWidth.width(of: mark))))]
      for (n, l) in Styled.wrap([Span(meaning)], width: max(1, width - keyColumn - 2)).enumerated() {
        out.append((n == 0 ? head : [Span(String(repeating: " ", count: keyColumn + 2))]) + l)
      }
    }
    out.append([])
    out += Styled.wrap([Span(TechnologySettingsText.assumedNote, .paneHint)], width: width)
    return out
  }
}
