import InspectorCore
import TerminalCanvas

/// The question asked when quitting while the review notes are not saved: why they are not,
/// where a copy was kept, and the three ways on (save elsewhere, quit anyway, stay). While
/// a path is typed for "save elsewhere", the status bar holds it (`pathLine`).
enum UnsavedNotesOverlay {
  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    guard let prompt = state.review.unsavedPrompt, prompt.path == nil, area.width >= 12, area.height >= 6 else { return }
    let width = min(area.width - (area.width >= 24 ? 4 : 0), 76)
    let contentWidth = max(1, width - 4)
    var lines: [StyledLine] = []
    for l in Styled.wrap([Span(Sanitizer.sanitize(state.review.unsaved ?? ""), .inspectorWarning)], width: contentWidth) { lines.append(l) }
    if let copy = state.review.recoveryCopy {
      lines.append([])
      for l in Styled.wrap([Span("A copy of the notes is in " + Sanitizer.sanitize(copy), .inspectorValue)], width: contentWidth) { lines.append(l) }
    }
    lines.append([])
    lines.append([Span(" s ", .statusKey), Span("  save them to another file", .inspectorValue)])
    lines.append([Span(" q ", .statusKey), Span("  quit anyway", .inspectorValue)])
    lines.append([Span(" Esc ", .statusKey), Span("stay", .inspectorValue)])
    let height = min(area.height, lines.count + 2)
    let box = area.centered(Size(width: width, height: height))
    grid.fill(box)
    grid.drawBox(box, style: .double, role: .helpTitle, title: "The review notes are not saved", titleRole: .helpTitle)
    for (k, l) in lines.prefix(box.height - 2).enumerated() {
      Styled.put(l, at: Point(x: box.x + 2, y: box.y + 1 + k), maxWidth: contentWidth, into: &grid)
    }
  }

  /// " Save the notes to: ~/inbox.review.json5▏  ⏎ save and quit · Esc back "
  static func pathLine(_ path: String) -> StyledLine {
    var text = Sanitizer.sanitize(path)
    if text.count > 60 { text = "…" + text.suffix(59) }
    return [Span(" Save the notes to: " + text + "▏", .searchPrompt), Span("  ⏎ save and quit · Esc back ", .statusBar)]
  }
}
