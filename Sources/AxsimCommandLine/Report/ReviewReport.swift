import AssistiveTechnologies
import SceneModel

/// What a review report says, before it is written as Markdown or HTML: per screen the
/// wireframe, the order and stop counts for each technology, the walk's transcript, the
/// findings by tier with their fixes and the reviewers' notes. Every string in it is scene
/// or program text, not yet escaped: each renderer escapes for its own format.
public struct ReviewReport: Sendable, Equatable {
  /// The scene's title (or file name) and its path as shown.
  public var title: String
  public var scenePath: String
  /// Settings the report was made with ("iOS 26 · Text L"), for the header.
  public var settings: String
  public var screens: [ScreenSection]
  /// Notes on no screen of the scene (their element is gone): shown as orphaned.
  public var orphanedNotes: [Note] = []
  /// The before/after comparison, when the report is about a pair of scenes.
  public var comparison: String?
  /// The walk of an interactive session, step by step, when the app wrote the report.
  public var sessionTranscript: [String]?
  /// The walk's audio (`report --audio`), embedded in the HTML.
  public var walkAudio: WalkAudio?

  /// The audio of a screen's walk: a `data:` URI, and where each step starts in it.
  public struct WalkAudio: Sendable, Equatable {
    /// The screen whose transcript is the walk.
    public var screen: String
    public var dataURI: String
    /// Seconds into the audio where each step starts, by step number.
    public var starts: [Int: Double]
    public var duration: Double
    /// How it was made, for the reader ("eSpeak NG, en-us, VoiceOver rate 50 %, Opus").
    public var made: String

    public init(screen: String, dataURI: String, starts: [Int: Double], duration: Double, made: String) {
      self.screen = screen
      self.dataURI = dataURI
      self.starts = starts
      self.duration = duration
      self.made = made
    }
  }

  /// One screen.
  public struct ScreenSection: Sendable, Equatable {
    public var id: String
    public var title: String
    /// The Screen pane's drawing of it, as text lines.
    public var wireframe: [String]
    /// For each technology, its stop count and its order as `axsim speak` prints it.
    public var orders: [Order]
    /// The walk: what VoiceOver said, step by step (the `run` transcript when the report was
    /// given keys, else the reading order).
    public var transcript: [String]
    public var findings: [Finding]
    public var notes: [Note]
  }

  public struct Order: Sendable, Equatable {
    public var technology: String
    public var summary: String
    public var lines: [String]
  }

  /// One finding: a check or audit rule that fired on an element.
  public struct Finding: Sendable, Equatable {
    public var rule: String
    /// "Blocks assistive tech", "Degrades the experience", "Incomplete support", or
    /// "Warning" for a rule with no tier.
    public var tier: String
    public var element: String
    /// `file:line:col` of the element's definition.
    public var location: String
    public var message: String
    public var fix: String

    public init(rule: String, tier: String, element: String, location: String, message: String, fix: String) {
      self.rule = rule
      self.tier = tier
      self.element = element
      self.location = location
      self.message = message
      self.fix = fix
    }
  }

  /// A reviewer's note.
  public struct Note: Sendable, Equatable {
    /// What it is on: "'Reply'" or "the screen".
    public var target: String
    public var text: String
    public var tier: String?
    public var agreedFix: Bool

    public init(target: String, text: String, tier: String?, agreedFix: Bool) {
      self.target = target
      self.text = text
      self.tier = tier
      self.agreedFix = agreedFix
    }
  }

  /// The tiers in the order the report lists them; other tiers follow.
  public static let tierOrder = ["Blocks assistive tech", "Degrades the experience", "Incomplete support"]

  /// The findings of a screen grouped by tier, in `tierOrder`.
  public static func byTier(_ findings: [Finding]) -> [(tier: String, findings: [Finding])] {
    var tiers = tierOrder
    for f in findings where !tiers.contains(f.tier) { tiers.append(f.tier) }
    return tiers.compactMap { t in
      let list = findings.filter { $0.tier == t }
      return list.isEmpty ? nil : (t, list)
    }
  }
}
