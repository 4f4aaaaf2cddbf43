import AssistiveTechnologies
import SceneModel

/// The one-line note editor in the status bar: the text typed so far, the tier (Tab cycles
/// it) and the agreed-fix flag (Ctrl-F).
public struct NoteEditor: Sendable, Equatable {
  public var target: NoteTarget
  /// The note being edited; nil for a new one.
  public var noteID: String?
  /// What the note is about, for the prompt: "'Send'", "screen 'Inbox'".
  public var subject: String
  public var text: String
  public var tier: ReviewTier?
  public var agreedFix: Bool

  /// The longest note the editor takes, in characters.
  public static let maxLength = 2_000

  public init(target: NoteTarget, noteID: String? = nil, subject: String, text: String = "", tier: ReviewTier? = nil, agreedFix: Bool = false) {
    self.target = target
    self.noteID = noteID
    self.subject = subject
    self.text = text
    self.tier = tier
    self.agreedFix = agreedFix
  }
}

/// Asked when quitting while the notes are not saved (`UnsavedNotesOverlay`).
public struct UnsavedNotesPrompt: Sendable, Equatable {
  /// The path being typed for "save them elsewhere"; nil while the choice is asked.
  public var path: String?

  public init(path: String? = nil) { self.path = path }
}

/// The review session's notes and their editor and list, in `AppState.review`.
public struct ReviewState: Sendable {
  public var notes = ReviewNotes()
  /// The notes file as this session last read or wrote it: what a save merges against
  /// (`ReviewMerge`), so changes made elsewhere meanwhile are kept.
  public var base = ReviewNotes()
  /// Why the notes are not saved (the file and the reason, in words); nil when the file
  /// holds every change. Quitting asks first while it is set.
  public var unsaved: String?
  /// Where the session kept a copy of notes it could not save (in the data directory).
  public var recoveryCopy: String?
  /// The question asked on quit while `unsaved` is set.
  public var unsavedPrompt: UnsavedNotesPrompt?
  /// Quit once the notes are saved (they were being saved elsewhere on the way out).
  public var quitAfterSave = false
  /// What the last change was, for the banner once it is saved: "Note n3-k2qz added to 'Send'".
  public var lastChange: String?
  /// The random part of new notes' ids (`ReviewNotes.randomSuffix`; tests fix it).
  public var idSuffix: @Sendable () -> String = ReviewNotes.randomSuffix
  /// Where the notes are saved (`ReviewFile.path`); nil: nowhere (the app set none).
  public var path: String?
  /// The path as banners show it.
  public var shownPath: String?
  /// Why the notes file could not be read; while set, the file is never overwritten.
  public var unreadable: String?
  public var editor: NoteEditor?
  /// The notes list covers the app.
  public var listVisible = false
  public var selection = 0
  /// A note whose delete waits for a second `d`.
  public var pendingDelete: String?
  /// The transcript so far covers the app.
  public var transcriptVisible = false
  /// How many lines the transcript is scrolled back from its end (clamped when drawn).
  public var transcriptBack = 0
  /// Time stands still while a note is typed or a list covers the app, as for help.
  public var freezesTime: Bool { editor != nil || listVisible || transcriptVisible || unsavedPrompt != nil }
  /// Now, in UTC (`2026-12-01T06:00:00Z`), for the notes' timestamps.
  public var clock: @Sendable () -> String = { "" }

  public init() {}
}
