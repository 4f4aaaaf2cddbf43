import SceneModel

/// Where a session keeps its review notes, injected so tests run without files: the app's
/// is `NotesStore.files` (the notes file beside the scene, saved by `ReviewFile.save`).
public struct NotesStore: Sendable {
  /// Saves `ours` into the notes at `path`, merged with what is there now against `base`;
  /// returns what was written. Throws `SaveFailure` (the file and why, in words).
  public var save: @Sendable (_ path: String, _ base: ReviewNotes, _ ours: ReviewNotes) throws -> ReviewMerge.Outcome
  /// The notes at `path` now (nil: no file), for noticing changes made elsewhere.
  public var read: @Sendable (_ path: String) throws -> ReviewNotes?
  /// Keeps a copy of notes that could not be saved (the text of a notes file) somewhere
  /// safe; returns where, or nil.
  public var keepCopy: @Sendable (_ notesPath: String, _ text: String) -> String?

  public init(
    save: @escaping @Sendable (String, ReviewNotes, ReviewNotes) throws -> ReviewMerge.Outcome,
    read: @escaping @Sendable (String) throws -> ReviewNotes?,
    keepCopy: @escaping @Sendable (String, String) -> String?
  ) {
    self.save = save
    self.read = read
    self.keepCopy = keepCopy
  }

  /// The notes files beside the scenes; copies of unsaved notes go to `recoveryDirectory`
  /// (`$XDG_DATA_HOME/axsim/recovered`), named after the notes file and `stamp` (the
  /// session's start), one file per session and notes file, replaced as the notes change.
  /// A path typed as `~/…` is in `home`.
  public static func files(recoveryDirectory: String?, stamp: String, home: String?) -> NotesStore {
    NotesStore(
      save: { path, base, ours in
        var path = path
        if path.hasPrefix("~/"), let home, !home.isEmpty { path = home + path.dropFirst(1) }
        return try ReviewFile.save(base: base, ours: ours, to: path)
      },
      read: { path in try ReviewFile.read(path).map { try ReviewFile.decode($0, path: path) } },
      keepCopy: { notesPath, text in
        guard let directory = recoveryDirectory else { return nil }
        let name = String(notesPath.split(separator: "/").last ?? "notes.review.json5")
        let base = name.hasSuffix(".json5") ? String(name.dropLast(6)) : name
        let copy = (directory.hasSuffix("/") ? directory : directory + "/") + base + "-" + stamp + ".json5"
        do throws(SaveFailure) {
          try AtomicFile.write(text, to: copy)
          return copy
        } catch {
          return nil
        }
      })
  }

  /// Where copies of unsaved notes go: `$XDG_DATA_HOME/axsim/recovered` (default
  /// `~/.local/share/axsim/recovered`); nil when neither is known.
  public static func recoveryDirectory(environment: [String: String]) -> String? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/axsim/recovered" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/axsim/recovered" }
    return nil
  }
}
