import InspectorCore
import TerminalCanvas

/// The step-by-step transcript so far over the app: the Markdown `w` saves, scrolled to its
/// end when it opens. Esc closes it.
enum TranscriptOverlay {
  static func render(_ state: AppState, into grid: inout Grid) {
    let g = TranscriptView.geometry(state.size)
    guard g.box.width >= 8, g.box.height >= 4 else { return }
    grid.fill(g.box)
    let w = TranscriptView.window(state, width: g.contentWidth, visible: g.visible, back: state.review.transcriptBack)
    let steps = state.log.entries.count
    grid.drawBox(
      g.box, style: .double, role: .helpTitle, title: (state.sideLabel.map { $0 + ": " } ?? "") + "Transcript so far · \(steps) step\(steps == 1 ? "" : "s")",
      titleRole: .helpTitle)
    for (k, line) in w.lines.enumerated() {
      grid.put(line, at: Point(x: g.box.x + 2, y: g.box.y + 1 + k), role: .inspectorValue, maxWidth: g.contentWidth)
    }
    var footer = "Esc closes"
    if w.maxBack > 0 {
      footer = "↑↓ PgUp PgDn Home End · lines \(w.firstRow + 1)–\(w.lastRow + 1) of \(w.rowCount) · " + footer
    }
    PaneChrome.drawFooter(footer, in: g.box, into: &grid)
  }
}
