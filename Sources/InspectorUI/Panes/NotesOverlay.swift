import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// Review notes on screen: the editor's line in the status bar, a note's one-line summary
/// (Inspector, list), and the list of every note of the scene over the app. Note text is the
/// reviewer's, so it is sanitised like scene text everywhere it is drawn.
enum NotesOverlay {
  /// " Note on 'Send' [Blocks assistive tech] [agreed fix]: text▏  Tab tier · ^F agreed fix · ⏎ save · Esc cancel "
  static func editorLine(_ editor: NoteEditor) -> StyledLine {
    var head = " Note on " + Sanitizer.sanitize(editor.subject)
    if let tier = editor.tier { head += " [" + tier.title + "]" }
    if editor.agreedFix { head += " [agreed fix]" }
    // The end of a long note, where the typing is.
    var text = Sanitizer.sanitize(editor.text)
    if text.count > 40 { text = "…" + text.suffix(39) }
    return [
      Span(head + ": " + text + "▏", .searchPrompt),
      Span("  Tab tier · ^F fix · ⏎ save · Esc cancel ", .statusBar),
    ]
  }

  /// "n2 Blocks assistive tech · agreed fix · The button says nothing"
  static func summary(_ note: ReviewNote) -> StyledLine {
    var line: StyledLine = [Span(note.id + " ", .paneHint)]
    if let tier = note.tier { line.append(Span(tier.title + " · ", .inspectorWarning)) }
    if note.agreedFix { line.append(Span("agreed fix · ", .inspectorKey)) }
    line.append(Span(Sanitizer.sanitize(note.text), .inspectorValue))
    return line
  }

  /// What a note is about, as the list shows it: the element's name, or the screen's title.
  static func subject(_ note: ReviewNote, in state: AppState) -> StyledLine {
    let scene = state.scene
    if let element = ReviewNotes.element(of: note, in: scene) {
      return [Span(Sanitizer.sanitize("'" + state.voiceOver.runtime.name(of: element) + "'"), .inspectorKey)]
    }
    if case .screen(let id) = note.target, let s = scene.screenIndex[id] {
      return [Span(Sanitizer.sanitize("screen '" + (scene.screens[s].title ?? id) + "'"), .inspectorKey)]
    }
    return [Span(Sanitizer.sanitize(ReviewNotes.orphanedText(note)), .inspectorWarning)]
  }

  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    let notes = state.review.notes.notes
    guard area.width >= 8, area.height >= 4, !notes.isEmpty else { return }
    let width = area.width - (area.width >= 24 ? 4 : 0)
    let height = area.height - (area.height >= 12 ? 2 : 0)
    let box = area.centered(Size(width: width, height: height))
    grid.fill(box)
    let n = notes.count
    let orphaned = notes.filter { ReviewNotes.isOrphaned($0, in: state.scene) }.count
    var title = (state.sideLabel.map { $0 + ": " } ?? "") + "Review notes · \(n) note\(n == 1 ? "" : "s")"
    if orphaned > 0 { title += " · \(orphaned) orphaned" }
    grid.drawBox(box, style: .double, role: .helpTitle, title: title, titleRole: .helpTitle)
    let contentWidth = max(1, box.width - 4)
    let selected = min(max(0, state.review.selection), n - 1)
    // Each note: its subject, then its summary wrapped; the selected one marked.
    var lines: [(line: StyledLine, note: Int)] = []
    for (k, note) in notes.enumerated() {
      let mark = Span(k == selected ? "▸ " : "  ", k == selected ? .rotorSelected : .paneHint)
      lines.append(([mark] + subject(note, in: state), k))
      for l in Styled.wrap(summary(note), width: max(1, contentWidth - 2)) { lines.append(([Span("  ")] + l, k)) }
    }
    let visible = box.height - 2
    // Keep the selected note's first line in view.
    let first = lines.firstIndex { $0.note == selected } ?? 0
    let last = lines.lastIndex { $0.note == selected } ?? 0
    var scroll = max(0, min(first, lines.count - visible))
    if last >= scroll + visible { scroll = max(0, min(first, last - visible + 1)) }
    for (k, l) in lines.dropFirst(scroll).prefix(visible).enumerated() {
      Styled.put(l.line, at: Point(x: box.x + 2, y: box.y + 1 + k), maxWidth: contentWidth, into: &grid)
    }
    PaneChrome.drawFooter("↑↓ select · ⏎ edit · d delete · Esc closes", in: box, into: &grid)
  }
}
