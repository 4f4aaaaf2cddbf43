import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// Everything the interactive app shows, in one value; changed only by `AppReducer`.
public struct AppState: Sendable {
  public var voiceOver: VoiceOver
  public var log = AnnouncementLog()
  /// The scene file, or nil for the built-in demo.
  public var scenePath: String?
  /// Warnings from loading the scene, shown in the inspector's footer and `check`.
  public var warnings: [String] = []
  public var focusedPane: Pane = .screen
  /// How many log entries the Speech pane is scrolled back from the newest.
  public var speechScroll = 0
  /// How many lines the Inspector is scrolled down (back to 0 when focus moves).
  public var inspectorScroll = 0
  public var caption = false
  public var orderOverlay = false
  public var helpVisible = false
  public var helpScroll = 0
  /// The label text typed so far while jumping to an element; nil when not searching.
  public var search: String?
  public var banner: Banner?
  public var size: Size
  public var keymap: Keymap
  public var watching = false
  /// The key that produced the newest log entries.
  public var lastKey: String?
  /// How many frames were drawn (shown by tests and the debug status).
  public var frame = 0

  public init(voiceOver: VoiceOver, scenePath: String?, size: Size, keymap: Keymap) {
    self.voiceOver = voiceOver
    self.scenePath = scenePath
    self.size = size
    self.keymap = keymap
  }

  public var scene: Scene { voiceOver.scene }
  public var sceneName: String { scenePath ?? "demo" }
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
  case resized(Size)
  case sceneReloaded(Result<(scene: Scene, warnings: [String]), SceneReloadFailure>)
  case transcriptSaved(Result<[String], SceneReloadFailure>)
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
  case reload
  case redraw
  case bell
}
