import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The Audit pane over the app (`app.audit`): the current screen's findings by tier, each as
/// its rule id and the element's name, what is wrong and the fix. The selected finding is
/// marked `›` and kept in view; Enter focuses its element, Esc closes.
enum AuditOverlay {
  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    guard let pane = state.audit, area.width >= 12, area.height >= 5 else { return }
    let width = area.width - (area.width >= 24 ? 4 : 0)
    let height = area.height - (area.height >= 12 ? 2 : 0)
    let box = area.centered(Size(width: width, height: height))
    grid.fill(box)
    let n = pane.findings.count
    grid.drawBox(
      box, style: .double, role: .paneBorderFocused,
      title: "Audit · \(n == 0 ? "no" : String(n)) finding\(n == 1 ? "" : "s") on this screen", titleRole: .paneTitleFocused)
    let contentWidth = max(1, box.width - 4)
    let (all, selection) = lines(pane, width: contentWidth)
    let visible = box.height - 2
    // Scroll so the selected finding is whole in view (its first line when it is too long).
    var scroll = 0
    if let s = selection {
      if s.upperBound - scroll > visible { scroll = max(0, s.upperBound - visible) }
      if s.lowerBound < scroll { scroll = s.lowerBound }
    }
    for (k, l) in all.dropFirst(scroll).prefix(visible).enumerated() {
      Styled.put(l, at: Point(x: box.x + 2, y: box.y + 1 + k), maxWidth: contentWidth, into: &grid)
    }
    var footer = n == 0 ? "Esc closes" : "↑↓ select · Enter focuses · Esc closes"
    if all.count > visible { footer = "\(scroll + 1)–\(min(all.count, scroll + visible)) of \(all.count) · " + footer }
    PaneChrome.drawFooter(footer, in: box, into: &grid)
  }

  /// Every line, and the range of the selected finding's lines.
  static func lines(_ pane: AuditPaneState, width: Int) -> ([StyledLine], Range<Int>?) {
    var out: [StyledLine] = []
    var selection: Range<Int>?
    guard !pane.findings.isEmpty else {
      return ([[Span("Nothing found on this screen. `axsim audit` checks every screen.", .inspectorValue)]], nil)
    }
    var tier: AuditTier?
    var suppressedHeading = false
    for (i, f) in pane.findings.enumerated() {
      if f.suppressed == nil, f.rule.tier != tier {
        tier = f.rule.tier
        if !out.isEmpty { out.append([]) }
        let count = pane.findings.filter { $0.suppressed == nil && $0.rule.tier == f.rule.tier }.count
        out.append([Span("\(f.rule.tier.title) (\(count))", .inspectorSection)])
      } else if f.suppressed != nil, !suppressedHeading {
        suppressedHeading = true
        if !out.isEmpty { out.append([]) }
        out.append([Span("Suppressed in the scene (\(pane.findings.filter { $0.suppressed != nil }.count))", .inspectorSection)])
      }
      let start = out.count
      let selected = i == pane.selected
      let name = f.name.quoted
      out.append([Span(selected ? "› " : "  ", selected ? .rotorSelected : .normal), Span(name, selected ? .rotorSelected : .inspectorValue), Span("  " + f.rule.id, .inspectorWarning)])
      out += indented([Span(f.message, .inspectorValue)], width: width)
      out += indented([Span("fix: " + f.fix.text, .logHint)], width: width)
      // The selected finding also says how to fix it in code, and what it fails.
      if selected {
        out += indented([Span("UIKit: " + f.rule.uikit, .logHint)], width: width)
        out += indented([Span("SwiftUI: " + f.rule.swiftUI, .logHint)], width: width)
        if !f.rule.wcag.isEmpty {
          out += indented([Span("WCAG 2.2: " + f.rule.wcag.map(\.title).joined(separator: ", "), .logNote)], width: width)
        }
      }
      if let reason = f.suppressed {
        out += indented([Span("suppressed: " + reason, .logNote)], width: width)
      }
      if selected { selection = start..<out.count }
    }
    return (out, selection)
  }

  /// Wrapped four columns in from the finding's first line.
  static func indented(_ line: StyledLine, width: Int) -> [StyledLine] {
    Styled.wrap(line, width: max(1, width - 4)).map { [Span("    ")] + $0 }
  }
}
