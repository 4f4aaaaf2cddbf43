import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// One side of `axsim compare`: the before scene (left) or the after scene (right).
public enum CompareSide: String, Sendable, CaseIterable {
  case before, after

  public var title: String { self == .before ? "Before" : "After" }
  public var other: CompareSide { self == .before ? .after : .before }
}

/// Work for the compare session to do: an app effect, and the side it is about (saving that
/// side's review notes); nil for the whole session (quit, redraw, a bell, the files `w` and
/// `W` write).
public struct CompareEffect: Sendable, Equatable {
  public var effect: AppEffect
  public var side: CompareSide?

  public init(_ effect: AppEffect, side: CompareSide? = nil) {
    self.effect = effect
    self.side = side
  }
}

/// `axsim compare BEFORE AFTER`: two versions of a scene, each a whole `AppState`, driven
/// by the same keys. Changed only by `CompareReducer`.
///
/// One side holds the review's focus (`focus`, moved with the pane keys): notes, the notes
/// list, the transcript so far, the Audit pane and the checklist are that side's, and are
/// saved to that side's review file, as the single-scene app saves them.
public struct CompareState: Sendable {
  public var before: AppState
  public var after: AppState
  public var size: Size
  /// The side notes and the other review tools are about.
  public var focus: CompareSide = .before
  /// A one-line message in the status row.
  public var banner: Banner?
  public var frame = 0

  public init(before: AppState, after: AppState, size: Size) {
    self.before = before
    self.after = after
    self.size = size
    self.before.sideLabel = CompareSide.before.title
    self.after.sideLabel = CompareSide.after.title
  }

  public subscript(side: CompareSide) -> AppState {
    get { side == .before ? before : after }
    // In place, so the side's scene tables keep one owner (a copy would copy them all).
    _modify {
      if side == .before { yield &before } else { yield &after }
    }
  }

  /// Both sides, to run something on each.
  public var sides: [AppState] { [before, after] }

  /// What the header says: "Before: 5 stops · After: 1 stop" for the technology in use.
  public var countsText: String {
    "Before: \(count(before)) · After: \(count(after))"
  }

  /// "5 stops": a side's stops (VoiceOver) or items for the technology in use.
  public func count(_ s: AppState) -> String {
    let t = before.technology
    let n = StopMatching.order(t, s.voiceOver.runtime, switchSettings: s.simulator.switchControl.settings).count
    return "\(n) \(t == .voiceOver ? "stop" : "item")\(n == 1 ? "" : "s")"
  }

  /// A side's settings for the title row: "text L", then the display settings that differ
  /// from the defaults ("text AX3 · Bold Text · Dark").
  public func settingsText(_ side: CompareSide) -> String {
    let runtime = self[side].voiceOver.runtime
    let display = runtime.display.summary
    return "text \(runtime.contentSize.rawValue)" + (display.isEmpty ? "" : " · " + display)
  }

  /// Whether time passing changes anything on either side.
  public var needsTime: Bool { before.needsTime || after.needsTime }

  /// Whether time stands still on both sides (a note being typed, a list open).
  public var freezesTime: Bool { self[focus].review.freezesTime || before.review.unsavedPrompt != nil || after.review.unsavedPrompt != nil }

  /// Starts both sides.
  public mutating func start() {
    if before.log.entries.isEmpty { before.logEvents(before.simulator.start(), key: nil) }
    if after.log.entries.isEmpty { after.logEvents(after.simulator.start(), key: nil) }
  }
}
