import InspectorCore
import TerminalCanvas

/// The step-by-step transcript so far over the app: the Markdown `w` saves, scrolled to its
/// end when it opens. Esc closes it.
enum TranscriptOverlay {
  static func render(_ state: AppState, into grid: inout Grid) {
    let g = TranscriptView.geometry(state.size)
    guard g.box.width >= 8, g.box.height >= 4 else { return }
    grid.fill(g.box)
    let lines = TranscriptView.lines(state, width: g.contentWidth)
    let first = TranscriptView.firstLine(count: lines.count, visible: g.visible, back: state.review.transcriptBack)
    let steps = state.log.entries.count
    grid.drawBox(
      g.box, style: .double, role: .helpTitle, title: "Transcript so far · \(steps) step\(steps == 1 ? "" : "s")",
      titleRole: .helpTitle)
    for (k, line) in lines.dropFirst(first).prefix(g.visible).enumerated() {
      grid.put(line, at: Point(x: g.box.x + 2, y: g.box.y + 1 + k), role: .inspectorValue, maxWidth: g.contentWidth)
    }
    var footer = "Esc closes"
    if lines.count > g.visible {
      footer = "↑↓ PgUp PgDn Home End \(first + 1)–\(min(lines.count, first + g.visible)) of \(lines.count) · " + footer
    }
    PaneChrome.drawFooter(footer, in: g.box, into: &grid)
  }
}
