import InspectorCore

/// A session's side of one review file: saving the notes (merged with what the file holds
/// now, `NotesStore`) and noticing when the file changes (another session, a hand edit).
/// The single-scene app keeps one; `compare` keeps one per side, so each side's notes go to
/// its own scene's review file the same way.
struct NotesSync {
  /// The file's stamp when this session last read or wrote it.
  var lastStamp: String?

  init(_ state: AppState, environment: SessionEnvironment) {
    if let path = state.review.path { lastStamp = environment.fileStamp(path) }
  }

  /// Saves the review notes into `path` (the notes file, or another file chosen on the way
  /// out: `elsewhere`), merged with what is there now. A file that did not read at the
  /// start is never written, and notes that are not saved are copied to the data
  /// directory. Nil when there is nowhere to save.
  mutating func save(_ state: AppState, to path: String?, elsewhere: Bool = false, environment: SessionEnvironment) -> NotesSaveOutcome? {
    guard let path, let store = environment.notesStore else { return nil }
    func copy() -> String? {
      store.keepCopy(path, ReviewFile.encode(state.review.notes)).map(environment.displayPath)
    }
    if !elsewhere, let why = state.review.unreadable { return .failed(why, copy: copy()) }
    do {
      // Saved elsewhere: merged with whatever that file holds, as new to it.
      let outcome = try store.save(path, elsewhere ? ReviewNotes() : state.review.base, state.review.notes)
      if !elsewhere { lastStamp = environment.fileStamp(path) }
      return .saved(outcome)
    } catch let failure as SaveFailure {
      return .failed("\(environment.displayPath(failure.path)): \(failure.reason)", copy: elsewhere ? nil : copy())
    } catch {
      return .failed("\(environment.displayPath(path)): \(error)", copy: elsewhere ? nil : copy())
    }
  }

  /// When the file's stamp changed since the session last read or wrote it, its notes go
  /// to the reducer (which merges them); returns the effects that gave, nil when nothing
  /// changed.
  mutating func check(_ state: inout AppState, environment: SessionEnvironment) -> [AppEffect]? {
    changed(state, environment: environment).map { AppReducer.handle($0, &state) }
  }

  /// The event for the reducer when the notes file's stamp changed since the session last
  /// read or wrote it (its notes, or why they do not read); nil when nothing changed.
  mutating func changed(_ state: AppState, environment: SessionEnvironment) -> AppEvent? {
    guard let path = state.review.path, let store = environment.notesStore else { return nil }
    let stamp = environment.fileStamp(path)
    guard stamp != lastStamp else { return nil }
    lastStamp = stamp
    // A file that went away is written again with the next change.
    guard stamp != nil else { return nil }
    let result: Result<ReviewNotes, SceneReloadFailure>
    do {
      guard let notes = try store.read(path) else { return nil }
      result = .success(notes)
    } catch {
      result = .failure(SceneReloadFailure(lines: ["\(error)"]))
    }
    return .notesFileChanged(result)
  }
}
