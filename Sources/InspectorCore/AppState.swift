import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// Everything the interactive app shows, in one value; changed only by `AppReducer`.
public struct AppState: Sendable {
  /// The three technologies over the scene; one is active (`technology`).
  public var simulator: Simulator
  public var log = AnnouncementLog()
  /// The scene file, or nil for the built-in demo.
  public var scenePath: String?
  /// Where `w` saves the transcript (`--out`, else beside the scene or the user's data
  /// directory: `SaveLocation`); nil saves in the working directory and says so.
  public var saveDirectory: String?
  /// Warnings from loading the scene, shown in the inspector's footer and `check`.
  public var warnings: [SceneWarning] = []
  public var focusedPane: Pane = .screen
  /// How many log lines (`AnnouncementLog.lines`) the Speech pane is scrolled back from the newest.
  public var speechScroll = 0
  /// How many lines the Inspector is scrolled down (back to 0 when focus moves).
  public var inspectorScroll = 0
  public var caption = false
  /// `--keep-interruptions`: mark speech cut off by the reviewer's own next key too. Off,
  /// only what the scene or time cuts off is marked, in the Speech pane, the saved
  /// transcripts and the report alike (`AppReducer.noteInterruption`).
  public var keepInterruptions = false
  /// The presenter layout: Screen and Speech only, each large (`ScreenLayout`).
  public var presenter = false
  /// The terminal has no UTF-8: icons are drawn as their ASCII stand-ins (`[del]`), which
  /// the cell-by-cell fallback could only turn into look-alike characters.
  public var asciiOnly = false
  public var orderOverlay = false
  /// The variants view is open: the current screen at `variantSizes`, side by side.
  public var variantsVisible = false
  /// The sizes the variants view shows, like Xcode's canvas variants.
  public var variantSizes: [ContentSizeCategory] = AppState.defaultVariantSizes
  /// Whether larger text goes into the accessibility sizes (Settings > Accessibility >
  /// Display & Text Size > Larger Text > Larger Accessibility Sizes); from the scene's
  /// `settings`, on by default so reviewers reach AX5.
  public var largerAccessibilitySizes: Bool
  public var helpVisible = false
  /// Every problem of the last failed reload, one per line; empty after a good load.
  public var reloadProblems: [String] = []
  /// The list of reload problems covers the app (Esc closes it, `app.problems` reopens it).
  public var problemsVisible = false
  public var problemsScroll = 0
  /// The Audit pane (`app.audit`): the current screen's findings; nil when closed.
  public var audit: AuditPaneState?
  /// The text of the last search, for the next/previous match keys.
  public var lastSearch: String?
  public var helpScroll = 0
  /// The label text typed so far while jumping to an element; nil when not searching.
  public var search: String?
  /// What Enter does with the search text.
  public var searchPurpose = SearchPurpose.jump
  /// Voice Control's command line (open while a phrase is typed) and what was said.
  public var voiceLine = VoiceCommandLine()
  /// A Tab press waiting to see whether it starts a Full Keyboard Access chord (Tab-Z).
  public var pendingChord: PendingChord?
  /// How long a Tab press waits for the chord's second key, seconds (like vim's
  /// `timeoutlen`): a terminal reports no key release, so "Tab held" is "Tab, then quickly".
  public var chordWindow = PendingChord.defaultWindow
  public var banner: Banner?
  public var size: Size
  public var keymap: Keymap
  public var watching = false
  /// The key that produced the newest log entries.
  public var lastKey: String?
  /// How many frames were drawn (shown by tests and the debug status).
  public var frame = 0
  /// Review notes, their editor and list (`Review/ReviewState.swift`).
  public var review = ReviewState()
  /// Audio on or off, and why it is unavailable (`AudioState`).
  public var audio = AudioState()
  /// Which side of `axsim compare` this scene is ("Before", "After"), named in the review
  /// overlays' titles; nil in the single-scene app.
  public var sideLabel: String?
  /// A setting step (text size, Bold Text) drawn from a first look, its whole layout made
  /// off the main loop (or by the next event, whichever comes first).
  public var pendingLayout: PendingLayout?
  /// How many setting steps began with a first look (numbers them: `PendingLayout.number`).
  public var layoutSteps = 0
  /// The fewest elements for which a setting step draws a first look first.
  public var firstLookElements = PendingLayout.defaultElements

  public init(simulator: Simulator, scenePath: String?, size: Size, keymap: Keymap) {
    self.simulator = simulator
    self.largerAccessibilitySizes = simulator.scene.settings.largerAccessibilitySizes
    self.scenePath = scenePath
    self.size = size
    self.keymap = keymap
  }

  /// An app state with VoiceOver on.
  public init(voiceOver: VoiceOver, scenePath: String?, size: Size, keymap: Keymap) {
    self.init(simulator: Simulator(voiceOver: voiceOver), scenePath: scenePath, size: size, keymap: keymap)
  }

  /// VoiceOver (it owns the runtime every technology acts on).
  public var voiceOver: VoiceOver { simulator.voiceOver }
  /// The technology in use.
  public var technology: Technology { simulator.technology }
  /// The element the technology in use is on.
  public var focusedElement: ElementIndex? { simulator.focusedElement }
  /// Whether time passing changes anything: Switch Control scans, a Tab chord waits, or
  /// something on screen moves (a transition, a spinner, a carousel).
  public var needsTime: Bool {
    technology == .switchControl || pendingChord != nil || voiceOver.runtime.motion.isAnimating || pendingLayout != nil
  }

  public var scene: Scene { voiceOver.scene }
  /// The Dynamic Type size in use.
  public var contentSize: ContentSizeCategory { voiceOver.runtime.contentSize }

  /// L, XXXL, AX3 and AX5: the default size, the largest standard one, and two that break.
  public static let defaultVariantSizes: [ContentSizeCategory] = [
    .large, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]
  public var sceneName: String { scenePath ?? "demo" }
}

/// What the find prompt is for.
public enum SearchPurpose: Sendable, Equatable {
  /// Jump VoiceOver's cursor to the first matching stop.
  case jump
  /// Full Keyboard Access's Find (Tab-F): `.keyboard(.find(text))`.
  case keyboardFind
}

/// A Tab press that may start a chord: the next key within `remaining` seconds with a
/// `tab+KEY` binding runs that; any other key, or the time running out, runs Tab's own
/// command first.
public struct PendingChord: Sendable, Equatable {
  /// The default chord window, seconds.
  public static let defaultWindow = 0.5
  /// The key that started it (Tab).
  public var key: KeyPress
  /// Seconds left before Tab acts on its own.
  public var remaining: Double
  public init(key: KeyPress, remaining: Double) {
    self.key = key
    self.remaining = remaining
  }
}

/// A one-line message in the status bar that leaves the app running.
public struct Banner: Sendable, Equatable {
  public enum Kind: Sendable { case info, error }
  public var kind: Kind
  public var text: String
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

/// Something that happened, in the past tense; the reducer turns it into state changes.
public enum AppEvent: Sendable {
  case keyPressed(KeyPress)
  /// Time passed (seconds since the previous event, measured by the session).
  case tick(Double)
  case resized(Size)
  case sceneReloaded(Result<(scene: Scene, warnings: [SceneWarning]), SceneReloadFailure>)
  case transcriptSaved(Result<[String], SceneReloadFailure>)
  /// Audio could not start or stopped working: why, in words, with what to do.
  case audioUnavailable(String)
  /// The audio of `step` turned out to last `seconds` (the speech clock's real length).
  case speechMeasured(step: Int, seconds: Double)
  /// The review notes were saved (merged with the file as it was), or why not.
  case notesSaved(NotesSaveOutcome)
  /// The notes file changed on disk (another session, a hand edit): its notes, or why they
  /// do not read.
  case notesFileChanged(Result<ReviewNotes, SceneReloadFailure>)
  /// The whole layout of a setting step drawn from a first look, made off the main loop
  /// (`AppEffect.layOut`); ignored unless that step is still pending.
  case laidOut(PendingLayout.Whole)
}

/// What saving the review notes did.
public enum NotesSaveOutcome: Sendable, Equatable {
  /// Written: the notes as merged with the file.
  case saved(ReviewMerge.Outcome)
  /// Not written: the file and why, in words, and where a copy of the notes was kept.
  case failed(String, copy: String?)
}

/// Why a reload or save failed, already rendered as lines.
public struct SceneReloadFailure: Error, Sendable, Equatable {
  public var lines: [String]
  public init(lines: [String]) { self.lines = lines }
}

/// Work for the session to do, as data.
public enum AppEffect: Sendable, Equatable {
  case quit
  case saveTranscript
  case writeReport
  /// Save `state.review.notes` into `state.review.path` (merged with the file as it is now).
  case saveNotes
  /// Save them into another file (the way out when the notes file cannot be written).
  case saveNotesAs(String)
  case reload
  case redraw
  case bell
  /// Start (true) or stop audio (`state.audio.on` says which).
  case audio(Bool)
  /// Make the whole layout of `state.pendingLayout` off the main loop
  /// (`PendingLayout.layOut()`) and hand it back as `AppEvent.laidOut`.
  case layOut
}
