import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// Review notes: the editor in the status bar, the notes list, and saving (`.saveNotes`).
extension AppReducer {
  /// Opens the editor for a new note on the focused element, or on the screen.
  static func startNote(onScreen: Bool, _ state: inout AppState) -> [AppEffect] {
    let scene = state.scene
    if onScreen {
      guard let s = state.voiceOver.runtime.visibleScreens.last, scene.screens.indices.contains(s) else {
        state.banner = Banner(.error, "There is no screen to note")
        return [.bell]
      }
      let screen = scene.screens[s]
      state.review.editor = NoteEditor(target: .screen(id: screen.id), subject: "screen '\(screen.title ?? screen.id)'")
      return []
    }
    guard let focus = state.focusedElement, scene.elements.indices.contains(focus) else {
      let key = state.keymap.keys(for: "app.screenNote").first.map { "; \($0.displayName) notes the screen" } ?? ""
      state.banner = Banner(.error, "Nothing is focused to attach a note to" + key)
      return [.bell]
    }
    state.review.editor = NoteEditor(
      target: ReviewNotes.target(for: focus, in: scene), subject: "'\(state.voiceOver.runtime.name(of: focus))'")
    return []
  }

  /// Opens the list of notes (or says there are none).
  static func showNotes(_ state: inout AppState) -> [AppEffect] {
    guard !state.review.notes.isEmpty else {
      let keys = ["app.note", "app.screenNote"].compactMap { state.keymap.keys(for: $0).first?.displayName }
      let how = keys.count == 2 ? ": \(keys[0]) notes the focused element, \(keys[1]) the screen" : ""
      state.banner = Banner(.info, "No review notes yet" + how)
      return []
    }
    state.review.listVisible = true
    state.review.selection = min(state.review.selection, state.review.notes.notes.count - 1)
    state.review.pendingDelete = nil
    return []
  }

  /// Keys while the note editor is open: text, Tab (tier), Ctrl-F (agreed fix), Enter, Esc.
  static func noteEditorKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    guard var editor = state.review.editor else { return [] }
    switch key.key {
    case .escape:
      state.review.editor = nil
      state.banner = Banner(.info, editor.noteID == nil ? "Note not added" : "Note \(editor.noteID!) not changed")
      return []
    case .enter:
      let text = String(editor.text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard !text.isEmpty else {
        state.banner = Banner(.error, "Type the note first (Esc cancels)")
        return [.bell]
      }
      let now = state.review.clock()
      // A note deleted elsewhere while it was being edited comes back with the edit.
      var note = editor.noteID.flatMap { state.review.notes[id: $0] }
        ?? ReviewNote(
          id: editor.noteID ?? state.review.notes.newID(suffix: state.review.idSuffix()), target: editor.target, text: "", created: now)
      note.text = text
      note.tier = editor.tier
      note.agreedFix = editor.agreedFix
      note.updated = now
      state.review.notes.upsert(note)
      state.review.editor = nil
      var words = "Note \(note.id) \(editor.noteID == nil ? "added to" : "saved on") \(editor.subject)"
      if let tier = note.tier { words += " (\(tier.title))" }
      return notesChanged(words, &state)
    case .tab:
      editor.tier = ReviewTier.next(after: editor.tier)
    case .backspace:
      if !editor.text.isEmpty { editor.text.removeLast() }
    case .character("f") where key.modifiers == .ctrl:
      editor.agreedFix.toggle()
    case .character(let c) where key.modifiers.isEmpty || key.modifiers == .shift:
      guard editor.text.count < NoteEditor.maxLength else {
        state.banner = Banner(.error, "A note holds at most \(NoteEditor.maxLength) characters")
        return [.bell]
      }
      editor.text.append(c)
    default:
      return []
    }
    state.review.editor = editor
    return []
  }

  /// Keys while the notes list covers the app: ↑↓ select (and focus the note's element),
  /// Enter edits, d or Delete twice deletes, Esc closes.
  static func notesListKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    let notes = state.review.notes.notes
    guard !notes.isEmpty else {
      state.review.listVisible = false
      return []
    }
    let selected = notes[min(max(0, state.review.selection), notes.count - 1)]
    let pending = state.review.pendingDelete
    state.review.pendingDelete = nil
    let command = resolve(key, state).flatMap { CommandCatalog.info(id: $0)?.command }
    switch key.key {
    case .up, .down:
      let i = min(max(0, state.review.selection + (key.key == .up ? -1 : 1)), notes.count - 1)
      state.review.selection = i
      state.banner = nil
      if let element = ReviewNotes.element(of: notes[i], in: state.scene), element != state.focusedElement {
        return run(.voiceOver(.focus(element)), key: nil, &state)
      }
      return []
    case .enter:
      let subject: String
      if let element = ReviewNotes.element(of: selected, in: state.scene) {
        subject = "'\(state.voiceOver.runtime.name(of: element))'"
      } else {
        subject = ReviewNotes.describe(selected.target)
      }
      state.review.editor = NoteEditor(
        target: selected.target, noteID: selected.id, subject: subject, text: selected.text, tier: selected.tier,
        agreedFix: selected.agreedFix)
      return []
    case .character("d") where key.modifiers.isEmpty, .delete:
      guard pending == selected.id else {
        state.review.pendingDelete = selected.id
        state.banner = Banner(.info, "Delete note \(selected.id)? Press \(key.displayName) again to delete it; any other key keeps it")
        return []
      }
      state.review.notes.remove(id: selected.id)
      state.review.selection = min(state.review.selection, max(0, state.review.notes.notes.count - 1))
      if state.review.notes.isEmpty { state.review.listVisible = false }
      return notesChanged("Deleted note \(selected.id)", &state)
    case .escape:
      state.review.listVisible = false
      state.banner = nil
      return []
    default: break
    }
    switch command {
    case .quit?: return [.quit]
    case .showNotes?:
      state.review.listVisible = false
      return []
    case .redraw?: return [.redraw]
    default:
      state.banner = Banner(.info, "Esc closes the notes list · ↑↓ select · ⏎ edit · d delete")
      return []
    }
  }

  /// Keys while the transcript covers the app: arrows, PgUp/PgDn, Home/End scroll; Esc (or
  /// its own key) closes it; quit quits.
  static func transcriptKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    let window = TranscriptView.window(state)
    let top = window.maxBack
    let page = max(1, window.lastRow - window.firstRow)
    var back = min(state.review.transcriptBack, top)
    switch key.key {
    case .up: back += 1
    case .down: back -= 1
    case .pageUp: back += page
    case .pageDown: back -= page
    case .home: back = top
    case .end: back = 0
    case .escape:
      state.review.transcriptVisible = false
      return []
    default:
      switch resolve(key, state).flatMap({ CommandCatalog.info(id: $0)?.command }) {
      case .quit?: return [.quit]
      case .showTranscript?:
        state.review.transcriptVisible = false
        return []
      case .redraw?: return [.redraw]
      default:
        state.banner = Banner(.info, "Esc closes the transcript · ↑↓ PgUp PgDn Home End scroll")
        return []
      }
    }
    state.review.transcriptBack = min(max(0, back), top)
    return []
  }

  /// After a change to the notes: say what changed, and save. A file that did not read at
  /// the start is not written (the session keeps a copy of the notes instead).
  static func notesChanged(_ words: String, _ state: inout AppState) -> [AppEffect] {
    state.review.lastChange = words
    if let why = state.review.unreadable {
      state.review.unsaved = why
      state.banner = Banner(.error, words + ", but not written: " + why)
    } else {
      state.banner = Banner(.info, words)
    }
    return state.review.path == nil ? [] : [.saveNotes]
  }

  /// The session saved the notes (merged with the file as it was), or could not.
  static func notesSaved(_ outcome: NotesSaveOutcome, _ state: inout AppState) -> [AppEffect] {
    switch outcome {
    case .saved(let result):
      adopt(result, file: result.merged, &state)
      state.review.unsaved = nil
      if state.review.quitAfterSave { return [.quit] }
      state.banner = Banner(.info, (state.review.lastChange ?? "Review notes saved") + (result.summary.map { "; " + $0 } ?? ""))
      return []
    case .failed(let reason, let copy):
      state.review.unsaved = reason
      if let copy { state.review.recoveryCopy = copy }
      let kept = state.review.recoveryCopy.map { "; a copy is in " + $0 } ?? ""
      if state.review.quitAfterSave {
        // Saving elsewhere on the way out failed too: ask again.
        state.review.quitAfterSave = false
        state.review.unsavedPrompt = UnsavedNotesPrompt()
        state.banner = Banner(.error, "Could not save the review notes there: " + reason)
        return []
      }
      if state.review.unreadable != nil {
        state.banner = Banner(.error, (state.review.lastChange ?? "Notes changed") + ", but not written: " + reason + kept)
      } else {
        state.banner = Banner(.error, "Could not save the review notes: " + reason + kept)
      }
      return []
    }
  }

  /// The notes file changed on disk: what changed there is merged into the session's notes
  /// (its own changes kept), and a file that did not read before and reads now is used
  /// from now on.
  static func notesFileChanged(_ result: Result<ReviewNotes, SceneReloadFailure>, _ state: inout AppState) -> [AppEffect] {
    switch result {
    case .failure(let failure):
      let why = failure.lines.first ?? "it does not read"
      state.banner = Banner(.error, "The review notes file changed and does not read now (\(why)); your notes stay in the app")
      return []
    case .success(let file):
      let base = state.review.unreadable == nil ? state.review.base : ReviewNotes()
      let suffix = state.review.idSuffix
      let result = ReviewMerge.merge(base: base, ours: state.review.notes, theirs: file, newID: { $0.newID(suffix: suffix()) })
      let wasUnreadable = state.review.unreadable != nil
      state.review.unreadable = nil
      adopt(result, file: file, &state)
      if wasUnreadable {
        state.banner = Banner(.info, "The review notes file reads now: its notes and yours are merged")
      } else if let summary = result.summary {
        state.banner = Banner(.info, "Review notes: " + summary)
      }
      // What the session has that the file lacks is saved now.
      return result.merged == file ? [] : [.saveNotes]
    }
  }

  /// Takes merged notes as the session's, and `file` as what the file holds; keeps the
  /// editor, the pending delete and the list's selection on the notes they were on.
  static func adopt(_ result: ReviewMerge.Outcome, file: ReviewNotes, _ state: inout AppState) {
    let selectedID = state.review.notes.notes.indices.contains(state.review.selection) ? state.review.notes.notes[state.review.selection].id : nil
    state.review.notes = result.merged
    state.review.base = file
    if let id = state.review.editor?.noteID, let renamed = result.renamed[id] { state.review.editor?.noteID = renamed }
    if let id = state.review.pendingDelete, let renamed = result.renamed[id] { state.review.pendingDelete = renamed }
    let notes = state.review.notes.notes
    if let selectedID, let i = notes.firstIndex(where: { $0.id == (result.renamed[selectedID] ?? selectedID) }) {
      state.review.selection = i
    } else {
      state.review.selection = min(state.review.selection, max(0, notes.count - 1))
    }
    if notes.isEmpty { state.review.listVisible = false }
  }

  /// Keys while quitting waits on notes that are not saved: `s` saves them to another file
  /// (a path typed in the status bar), `q` (or quit's key) quits anyway, Esc stays.
  static func unsavedPromptKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    guard var prompt = state.review.unsavedPrompt else { return [] }
    if var path = prompt.path {
      switch key.key {
      case .escape:
        prompt.path = nil
      case .enter:
        let trimmed = String(path.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !trimmed.isEmpty else {
          state.banner = Banner(.error, "Type where to save the notes (Esc goes back)")
          return [.bell]
        }
        state.review.unsavedPrompt = nil
        state.review.quitAfterSave = true
        return [.saveNotesAs(trimmed)]
      case .backspace:
        if !path.isEmpty { path.removeLast() }
        prompt.path = path
      case .character(let c) where key.modifiers.isEmpty || key.modifiers == .shift:
        guard path.count < 4096 else { return [.bell] }
        path.append(c)
        prompt.path = path
      default:
        return []
      }
      state.review.unsavedPrompt = prompt
      return []
    }
    let command = resolve(key, state).flatMap { CommandCatalog.info(id: $0)?.command }
    switch key.key {
    case .character("s") where key.modifiers.isEmpty:
      let name = state.review.path.map { String($0.split(separator: "/").last ?? "") } ?? "notes.review.json5"
      prompt.path = "~/" + name
      state.review.unsavedPrompt = prompt
      return []
    case .character("q") where key.modifiers.isEmpty:
      state.review.unsavedPrompt = nil
      state.review.unsaved = nil
      return [.quit]
    case .escape:
      state.review.unsavedPrompt = nil
      state.banner = Banner(.error, "Not quitting: the review notes are still not saved (\(state.review.unsaved ?? ""))")
      return []
    default:
      if command == .quit {
        state.review.unsavedPrompt = nil
        state.review.unsaved = nil
        return [.quit]
      }
      if command == .redraw { return [.redraw] }
      return []
    }
  }
}
