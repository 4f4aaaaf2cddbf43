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
  /// When the report was made ("2026-12-03 10:15 UTC"); nil leaves the date out.
  public var date: String?
  /// Who reviewed: `--reviewer` names, else the notes' authors.
  public var reviewers: [String] = []
  public var screens: [ScreenSection]
  /// Notes on no screen of the scene (their element is gone): shown as orphaned.
  public var orphanedNotes: [Note] = []
  /// The before/after comparison, when the report is about a pair of scenes.
  public var comparison: Comparison?
  /// The guided checklist: every item with the engine's evidence and the reviewer's result.
  public var checklist: [ChecklistRow] = []
  /// In a pair's report (about the after scene), the review made on the before scene:
  /// compare's review side can be either, and a meeting often reviews the "before" (the
  /// app as it ships). Nil when the before scene has no notes and no checklist results.
  public var beforeReview: BeforeReview?
  /// The walk of an interactive session, step by step, when the app wrote the report.
  public var sessionTranscript: [String]?
  /// What the report could not include (a mockup that does not read), for stderr.
  public var warnings: [String] = []
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

  /// The before scene's own review: its notes (each with the title of its screen there) and
  /// its checklist with the evidence on the before scene.
  public struct BeforeReview: Sendable, Equatable {
    public var notes: [ScreenNote]
    public var checklist: [ChecklistRow]

    public init(notes: [ScreenNote], checklist: [ChecklistRow]) {
      self.notes = notes
      self.checklist = checklist
    }
  }

  /// A note with the title of its screen ("" for a note whose element is gone).
  public struct ScreenNote: Sendable, Equatable {
    public var screen: String
    public var note: Note

    public init(screen: String, note: Note) {
      self.screen = screen
      self.note = note
    }
  }

  /// One screen.
  public struct ScreenSection: Sendable, Equatable {
    public var id: String
    public var title: String
    /// The Screen pane's drawing of it, as text lines.
    public var wireframe: [String]
    /// What each mark the wireframe uses means ("⚠ warning (Inspector)").
    public var legend: [String] = []
    /// The screen drawn at its real proportions, for the HTML.
    public var picture: ReportWireframeSVG?
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
    /// The fix in scene syntax.
    public var fix: String
    /// The fix in UIKit and in SwiftUI (the rule's).
    public var uikit: String
    public var swiftUI: String
    /// The WCAG 2.2 success criteria, "1.1.1 Non-text Content (A)".
    public var wcag: [String]
    /// The scene suppresses it, with a reason (said in `message`): never in "Fix first".
    public var suppressed: Bool
    /// The element as messages name it: "'Send'", "button 'play'".
    public var named: String

    public init(
      rule: String, tier: String, element: String, location: String, message: String, fix: String,
      uikit: String = "", swiftUI: String = "", wcag: [String] = [], suppressed: Bool = false, named: String? = nil
    ) {
      self.named = named ?? "'" + element + "'"
      self.rule = rule
      self.tier = tier
      self.element = element
      self.location = location
      self.message = message
      self.fix = fix
      self.uikit = uikit
      self.swiftUI = swiftUI
      self.wcag = wcag
      self.suppressed = suppressed
    }
  }

  /// One item of "Fix first": a blocks-tier finding, or a note the team agreed to fix (with
  /// the fix of a finding on the same element when there is one).
  public struct FixFirst: Sendable, Equatable {
    public var screen: String
    /// "'Sign in'" or "the screen".
    public var element: String
    /// What is wrong: the finding's message or the note's text.
    public var problem: String
    /// "Blocks assistive tech" for a finding; "Agreed fix" for a note.
    public var kind: String
    public var uikit: String
    public var swiftUI: String
    public var wcag: [String]
    /// For a note: the audit's finding on the same element whose fixes are shown ("rule-id:
    /// message"); nil for a finding, or a note on an element with none.
    public var related: String?
  }

  /// "Fix first": every blocks-tier finding not suppressed, then every note marked as an
  /// agreed fix, screen by screen.
  public var fixFirst: [FixFirst] {
    var out: [FixFirst] = []
    for s in screens {
      for f in s.findings where f.tier == Self.tierOrder[0] && !f.suppressed {
        out.append(FixFirst(screen: s.title, element: f.named, problem: f.message, kind: f.tier, uikit: f.uikit, swiftUI: f.swiftUI, wcag: f.wcag))
      }
    }
    for s in screens {
      for n in s.notes where n.agreedFix {
        let finding = s.findings.first { $0.named == n.target && !$0.suppressed }
        out.append(FixFirst(
          screen: s.title, element: n.target, problem: n.text, kind: "Agreed fix" + (n.tier.map { " (" + $0 + ")" } ?? ""),
          uikit: finding?.uikit ?? "", swiftUI: finding?.swiftUI ?? "", wcag: finding?.wcag ?? [],
          related: finding.map { $0.rule + ": " + $0.message }))
      }
    }
    // Fixes agreed while reviewing the before scene of a pair: its findings are not the
    // report's, so none is related.
    for n in beforeReview?.notes ?? [] where n.note.agreedFix {
      out.append(FixFirst(
        screen: (n.screen.isEmpty ? "the before scene" : n.screen + " (before)"), element: n.note.target, problem: n.note.text,
        kind: "Agreed fix" + (n.note.tier.map { " (" + $0 + ")" } ?? ""), uikit: "", swiftUI: "", wcag: []))
    }
    return out
  }

  /// A checklist result as saved in the review file.
  public struct ChecklistResult: Sendable, Equatable {
    public var item: String
    /// "pass", "fail" or "n/a".
    public var result: String
    public var note: String
    public var author: String?

    public init(item: String, result: String, note: String, author: String?) {
      self.item = item
      self.result = result
      self.note = note
      self.author = author
    }
  }

  /// One item of the checklist in the report.
  public struct ChecklistRow: Sendable, Equatable {
    public var section: String
    public var test: String
    public var criterion: String
    public var evidence: String
    /// "Pass", "Fail", "Not applicable", or "Not checked".
    public var result: String
    public var note: String
    public var needsDevice: Bool
  }

  /// A reviewer's note.
  public struct Note: Sendable, Equatable {
    /// What it is on: "'Reply'" or "the screen".
    public var target: String
    public var text: String
    public var tier: String?
    public var agreedFix: Bool
    /// Who wrote it, when the note says.
    public var author: String?

    public init(target: String, text: String, tier: String?, agreedFix: Bool, author: String? = nil) {
      self.target = target
      self.text = text
      self.tier = tier
      self.agreedFix = agreedFix
      self.author = author
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
