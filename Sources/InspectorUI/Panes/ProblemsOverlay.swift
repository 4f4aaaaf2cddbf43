import InspectorCore
import TerminalCanvas

/// The problems of the last failed reload, each in full, over the app: the scene the app
/// shows is the previous one until the file loads again. Esc closes it; `app.problems`
/// opens it again.
enum ProblemsOverlay {
  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    guard area.width >= 8, area.height >= 4, !state.reloadProblems.isEmpty else { return }
    let width = area.width - (area.width >= 24 ? 4 : 0)
    let height = area.height - (area.height >= 12 ? 2 : 0)
    let box = area.centered(Size(width: width, height: height))
    grid.fill(box)
    let contentWidth = max(1, box.width - 4)
    let all = lines(state.reloadProblems, width: contentWidth)
    let visible = box.height - 2
    let maxScroll = max(0, all.count - visible)
    let scroll = min(max(0, state.problemsScroll), maxScroll)
    let n = state.reloadProblems.count
    grid.drawBox(
      box, style: .double, role: .bannerError,
      title: "Reload failed · \(n) problem\(n == 1 ? "" : "s") · showing the previous scene",
      titleRole: .bannerError)
    for (k, l) in all.dropFirst(scroll).prefix(visible).enumerated() {
      Styled.put(l, at: Point(x: box.x + 2, y: box.y + 1 + k), maxWidth: contentWidth, into: &grid)
    }
    var footer = "Esc closes"
    if let key = state.keymap.keys(for: "app.problems").first { footer += " · \(key.displayName) shows it again" }
    if maxScroll > 0 { footer = "↑↓ \(scroll + 1)–\(min(all.count, scroll + visible)) of \(all.count) · " + footer }
    PaneChrome.drawFooter(footer, in: box, into: &grid)
  }

  /// Every problem, numbered and wrapped whole (never cut), a blank line between them.
  static func lines(_ problems: [String], width: Int) -> [StyledLine] {
    var out: [StyledLine] = []
    let numberWidth = String(problems.count).count + 2
    for (k, p) in problems.enumerated() {
      if k > 0 { out.append([]) }
      let number = String(k + 1) + "."
      let head = Span(number + String(repeating: " ", count: max(1, numberWidth - number.count)), .bannerError)
      for (n, l) in Styled.wrap([Span(Sanitizer.sanitize(p), .inspectorValue)], width: max(1, width - numberWidth)).enumerated() {
        out.append((n == 0 ? [head] : [Span(String(repeating: " ", count: numberWidth))]) + l)
      }
    }
    return out
  }
}
