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
      var note = editor.noteID.flatMap { state.review.notes[id: $0] }
        ?? ReviewNote(id: state.review.notes.nextID, target: editor.target, text: "", created: now)
      note.text = text
      note.tier = editor.tier
      note.agreedFix = editor.agreedFix
      note.updated = now
      state.review.notes.upsert(note)
      state.review.editor = nil
      var words = "Note \(note.id) \(editor.noteID == nil ? "added to" : "saved on") \(editor.subject)"
      if let tier = note.tier { words += " (\(tier.title))" }
      if let why = state.review.unreadable {
        state.banner = Banner(.error, words + ", but not written: " + why)
        return []
      }
      state.banner = Banner(.info, words)
      return [.saveNotes]
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
      if let why = state.review.unreadable {
        state.banner = Banner(.error, "Deleted note \(selected.id), but not written: " + why)
        return []
      }
      state.banner = Banner(.info, "Deleted note \(selected.id)")
      return [.saveNotes]
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

  /// The session wrote the notes file, or could not (`failure` names the file and why).
  static func notesSaved(_ failure: String?, _ state: inout AppState) -> [AppEffect] {
    guard let failure else { return [] }
    state.banner = Banner(.error, "Could not save the review notes: " + failure)
    return []
  }
}
