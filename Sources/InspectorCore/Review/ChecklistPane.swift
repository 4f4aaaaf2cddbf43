import AssistiveTechnologies
import TerminalCanvas

/// The guided checklist over the app (`K`): every `ChecklistItem` with the engine's
/// evidence for the screen the reviewer is on, and the reviewer's result and note, saved in
/// the review file as notes are.
public struct ChecklistPaneState: Sendable, Equatable {
  /// Each item's evidence, worked out when the checklist opened.
  public var evidence: [String: ChecklistEvidence]
  public var selected = 0
  /// The note being typed for the selected item; nil while none is.
  public var draft: String?

  public init(evidence: [String: ChecklistEvidence]) { self.evidence = evidence }

  public var item: ChecklistItem { ChecklistItem.all[min(max(0, selected), ChecklistItem.all.count - 1)] }
}

extension AppReducer {
  /// Opens the checklist (its evidence from the audit of the scene and the current
  /// screen's orders), or closes it.
  static func toggleChecklist(_ state: inout AppState) {
    if state.review.checklist != nil {
      state.review.checklist = nil
      return
    }
    let findings = Audit.run(scene: state.simulator.scene)
    state.review.checklist = ChecklistPaneState(evidence: ChecklistEvidence.all(findings: findings, runtime: state.voiceOver.runtime, switchSettings: state.simulator.switchControl.settings))
    let done = ChecklistItem.all.filter { state.review.notes.result($0.id) != nil }.count
    state.banner = Banner(.info, "Checklist: \(done) of \(ChecklistItem.all.count) checked · p pass · f fail · n not applicable · ⏎ note")
  }

  /// Keys while the checklist is open: ↑↓ (PgUp/PgDn, Home/End) select; `p` pass, `f`
  /// fail, `n` not applicable, `x` clears; Enter types a note for the item (Enter saves it,
  /// Esc cancels); Esc or the checklist's key closes; quit quits.
  static func checklistKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    guard var pane = state.review.checklist else { return [] }
    let count = ChecklistItem.all.count
    if let draft = pane.draft {
      switch key.key {
      case .escape:
        pane.draft = nil
      case .enter:
        pane.draft = nil
        state.review.checklist = pane
        guard var result = state.review.notes.result(pane.item.id) else { return [] }
        result.note = String(draft.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        return setResult(result, words: "Note saved on '\(pane.item.test)'", &state)
      case .backspace:
        if !draft.isEmpty { pane.draft = String(draft.dropLast()) }
      case .character(let c) where key.modifiers.isEmpty || key.modifiers == .shift:
        guard draft.count < NoteEditor.maxLength else {
          state.banner = Banner(.error, "A note holds at most \(NoteEditor.maxLength) characters")
          return [.bell]
        }
        pane.draft = draft + String(c)
      default: break
      }
      state.review.checklist = pane
      return []
    }
    let command = resolve(key, state).flatMap { CommandCatalog.info(id: $0)?.command }
    switch key.key {
    case .up: pane.selected = max(0, pane.selected - 1)
    case .down: pane.selected = min(count - 1, pane.selected + 1)
    case .pageUp: pane.selected = max(0, pane.selected - 10)
    case .pageDown: pane.selected = min(count - 1, pane.selected + 10)
    case .home: pane.selected = 0
    case .end: pane.selected = count - 1
    case .escape:
      state.review.checklist = nil
      return []
    case .enter:
      state.review.checklist = pane
      guard let result = state.review.notes.result(pane.item.id) else {
        state.banner = Banner(.info, "Mark '\(pane.item.test)' first: p pass, f fail, n not applicable")
        return [.bell]
      }
      pane.draft = result.note
    case .character(let c) where key.modifiers.isEmpty && "pfnx".contains(c):
      state.review.checklist = pane
      let item = pane.item
      if c == "x" {
        guard state.review.notes.result(item.id) != nil else { return [] }
        state.review.notes.checklist.removeAll { $0.item == item.id }
        return notesChanged("Cleared '\(item.test)'", &state)
      }
      let verdict: ChecklistVerdict = c == "p" ? .pass : c == "f" ? .fail : .notApplicable
      var result = state.review.notes.result(item.id) ?? ChecklistResult(item: item.id, verdict: verdict)
      result.verdict = verdict
      let words = "'\(item.test)': \(verdict.title.lowercased())"
      // The next item, so a walk through the list is one key per item.
      if var p = state.review.checklist { p.selected = min(count - 1, p.selected + 1); state.review.checklist = p }
      return setResult(result, words: words, &state)
    default:
      switch command {
      case .quit?: return [.quit]
      case .toggleChecklist?:
        state.review.checklist = nil
        return []
      case .redraw?: return [.redraw]
      default:
        state.banner = Banner(.info, "↑↓ select · p pass · f fail · n not applicable · x clear · ⏎ note · Esc closes")
      }
    }
    state.review.checklist = pane
    return []
  }

  /// Saves an item's result (stamped with the time and the reviewer) like a note.
  static func setResult(_ result: ChecklistResult, words: String, _ state: inout AppState) -> [AppEffect] {
    var result = result
    result.updated = state.review.clock()
    if result.author == nil { result.author = state.review.author }
    state.review.notes.setResult(result, order: ChecklistItem.all.map(\.id))
    return notesChanged("Checklist: " + words, &state)
  }
}
