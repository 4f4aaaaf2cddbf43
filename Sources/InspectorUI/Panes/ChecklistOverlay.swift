import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The guided checklist over the app (`app.checklist`): the items by section, each with the
/// reviewer's result (`✓` pass, `✗` fail, `–` not applicable, `·` not checked), the test and
/// what passes, the engine's evidence and the reviewer's note. The selected item is marked
/// `›` and kept in view; its note is typed in place.
enum ChecklistOverlay {
  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    guard let pane = state.review.checklist, area.width >= 12, area.height >= 5 else { return }
    let width = area.width - (area.width >= 24 ? 4 : 0)
    let height = area.height - (area.height >= 12 ? 2 : 0)
    let box = area.centered(Size(width: width, height: height))
    grid.fill(box)
    let done = state.review.notes.checklist.filter { ChecklistItem.byID[$0.item] != nil }.count
    grid.drawBox(
      box, style: .double, role: .paneBorderFocused,
      title: (state.sideLabel.map { $0 + ": " } ?? "") + "Checklist · \(done) of \(ChecklistItem.all.count) checked", titleRole: .paneTitleFocused)
    let contentWidth = max(1, box.width - 4)
    let (all, selection) = lines(pane, results: state.review.notes, width: contentWidth)
    let visible = box.height - 2
    var scroll = 0
    if let s = selection {
      if s.upperBound - scroll > visible { scroll = max(0, s.upperBound - visible) }
      if s.lowerBound < scroll { scroll = s.lowerBound }
    }
    for (k, l) in all.dropFirst(scroll).prefix(visible).enumerated() {
      Styled.put(l, at: Point(x: box.x + 2, y: box.y + 1 + k), maxWidth: contentWidth, into: &grid)
    }
    let footer = pane.draft == nil ? "↑↓ select · p pass · f fail · n n/a · x clear · ⏎ note · Esc closes" : "⏎ saves the note · Esc cancels"
    PaneChrome.drawFooter(footer, in: box, into: &grid)
  }

  static func mark(_ verdict: ChecklistVerdict?) -> String {
    switch verdict {
    case .pass?: return "✓"
    case .fail?: return "✗"
    case .notApplicable?: return "–"
    case nil: return "·"
    }
  }

  /// Every line, and the range of the selected item's lines.
  static func lines(_ pane: ChecklistPaneState, results: ReviewNotes, width: Int) -> ([StyledLine], Range<Int>?) {
    var out: [StyledLine] = []
    var selection: Range<Int>?
    var section: ChecklistSection?
    for (i, item) in ChecklistItem.all.enumerated() {
      if item.section != section {
        section = item.section
        if !out.isEmpty { out.append([]) }
        out.append([Span(item.section.rawValue, .inspectorSection)])
      }
      let start = out.count
      let selected = i == pane.selected
      let result = results.result(item.id)
      let role: StyleRole = result?.verdict == .fail ? .inspectorWarning : .inspectorValue
      out.append([
        Span(selected ? "› " : "  ", selected ? .rotorSelected : .normal), Span(mark(result?.verdict) + " ", role),
        Span(item.test, selected ? .rotorSelected : .inspectorValue), Span(" · " + item.criterion, .logHint),
      ])
      if selected || result != nil || (pane.evidence[item.id]?.problems ?? 0) > 0 {
        if let e = pane.evidence[item.id] {
          out += indented([Span(e.text, e.problems > 0 ? .inspectorWarning : .logNote)], width: width)
        }
      }
      if selected, let draft = pane.draft {
        out += indented([Span("note: ", .logHint), Span(draft + "▏", .rotorSelected)], width: width)
      } else if let note = result?.note, !note.isEmpty {
        out += indented([Span("note: " + note, .logHint)], width: width)
      }
      if selected { selection = start..<out.count }
    }
    return (out, selection)
  }

  /// Wrapped four columns in.
  static func indented(_ line: StyledLine, width: Int) -> [StyledLine] {
    Styled.wrap(line, width: max(1, width - 4)).map { [Span("    ")] + $0 }
  }
}
