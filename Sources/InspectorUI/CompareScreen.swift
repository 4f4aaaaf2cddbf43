import AssistiveTechnologies
import InspectorCore
import TerminalCanvas

/// `axsim compare`'s picture: a title row with each side's stop count and settings, then two
/// columns (before on the left, after on the right), each a header row naming its file
/// above the app's own Screen and Speech panes, and the status row. The side that holds the
/// review's focus has its header marked `▸`; its notes list, transcript, Audit pane and
/// checklist are drawn over both columns, and its note editor in the status row. Pure, like
/// `Screen.render`.
public enum CompareScreen {
  public static func render(_ state: CompareState) -> Grid {
    let size = Size(width: max(0, state.size.width), height: max(0, state.size.height))
    var grid = Grid(size: size)
    guard !size.isEmpty else { return grid }
    var top = 0
    if size.height >= 8 {
      let title = Rect(x: 0, y: 0, width: size.width, height: 1)
      grid.fill(title, role: .titleBar)
      Styled.put(titleLine(state), at: title.origin, maxWidth: title.width, into: &grid)
      top = 1
    }
    let body = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - 1 - top))
    if !body.isEmpty {
      let columns = body.split(.horizontal, [.percentage(50), .fill(1)])
      column(state, .before, in: columns[0], into: &grid)
      column(state, .after, in: columns[1], into: &grid)
    }
    let status = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    grid.fill(status, role: .statusBar)
    Styled.put(statusLine(state), at: status.origin, maxWidth: status.width, into: &grid)
    // The review side's tools, over both columns (the status row stays for the banner).
    let side = state[state.focus]
    let above = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
    if side.review.listVisible { NotesOverlay.render(side, in: above, into: &grid) }
    if side.review.transcriptVisible { TranscriptOverlay.render(side, into: &grid) }
    if side.audit != nil { AuditOverlay.render(side, in: above, into: &grid) }
    if side.review.checklist != nil { ChecklistOverlay.render(side, in: above, into: &grid) }
    if state.before.helpVisible { HelpOverlay.render(state.before, in: grid.bounds, into: &grid) }
    for s in CompareSide.allCases where state[s].review.unsavedPrompt != nil {
      UnsavedNotesOverlay.render(state[s], in: above, into: &grid)
    }
    return grid
  }

  /// " axsim compare · VoiceOver · Before: 8 stops, text L · After: 2 stops, text L · Bold Text"
  static func titleLine(_ state: CompareState) -> StyledLine {
    var line: StyledLine = [Span(" axsim compare ", .titleAccent), Span("· " + state.before.technology.displayName + " · ", .titleBar)]
    for side in CompareSide.allCases {
      if side == .after { line.append(Span(" · ", .titleBar)) }
      line.append(Span("\(side.title): \(state.count(state[side]))", .titleAccent))
      line.append(Span(", " + state.settingsText(side), .titleBar))
    }
    return line
  }

  /// The note editor or the path being typed, else the banner, else the keys.
  static func statusLine(_ state: CompareState) -> StyledLine {
    let side = state[state.focus]
    if let path = CompareSide.allCases.compactMap({ state[$0].review.unsavedPrompt?.path }).first {
      return UnsavedNotesOverlay.pathLine(path)
    }
    if let editor = side.review.editor {
      return [Span(" " + state.focus.title + " ›", .statusAccent)] + NotesOverlay.editorLine(editor)
    }
    switch state.banner?.kind {
    case .error?: return [Span(" ✖ " + (state.banner?.text ?? "") + " ", .bannerError)]
    case .info?: return [Span(" " + (state.banner?.text ?? "") + " ", .bannerInfo)]
    case nil:
      // The keys the keymap binds (a keymap may leave any of them out).
      let keys = state.before.keymap
      let hints = [("app.nextPane", "review side"), ("app.note", "note"), ("app.save", "save walks"), ("app.report", "report"), ("app.help", "help"), ("app.quit", "quit")]
        .compactMap { id, words in keys.keys(for: id).first.map { "\($0.displayName) \(words)" } }
      return [Span(" The keys drive both sides · " + hints.joined(separator: " · "), .statusBar)]
    }
  }

  /// One side: "▸ Before: FILE · 2 notes" above its Screen pane (60%) and Speech pane.
  static func column(_ state: CompareState, _ which: CompareSide, in area: Rect, into grid: inout Grid) {
    guard !area.isEmpty else { return }
    let side = state[which]
    let focused = state.focus == which
    let header = Rect(x: area.x, y: area.y, width: area.width, height: 1)
    grid.fill(header, role: focused ? .paneTitleFocused : .paneTitle)
    var line: StyledLine = [
      Span((focused ? "▸ " : "  ") + which.title + ": ", .paneTitleFocused), Span(side.sceneName, focused ? .paneTitleFocused : .paneTitle),
    ]
    let n = side.review.notes.notes.count
    if n > 0 { line.append(Span(" · \(n) note\(n == 1 ? "" : "s")", focused ? .paneTitleFocused : .paneTitle)) }
    if side.review.unsaved != nil { line.append(Span(" · not saved", .bannerError)) }
    Styled.put(line, at: header.origin, maxWidth: header.width, into: &grid)
    let rest = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    guard !rest.isEmpty else { return }
    if rest.height < 8 {
      SpeechPane.render(side, in: rest, focused: false, into: &grid)
      return
    }
    let rows = rest.split(.vertical, [.percentage(60), .fill(1)])
    WireframePane.render(side, in: rows[0], focused: false, into: &grid)
    SpeechPane.render(side, in: rows[1], focused: false, into: &grid)
  }
}
