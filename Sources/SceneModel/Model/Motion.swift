/// Animated content a scene declares, for Reduce Motion (reference §4.6).
public struct MotionSpec: Sendable, Equatable {
  public enum Kind: String, Sendable, CaseIterable {
    case carousel, video, spinner, parallax, animatedImage
  }

  /// What the content does when Reduce Motion is on.
  public enum Reduced: String, Sendable, CaseIterable {
    /// Pages cross-fade instead of sliding.
    case crossFade
    /// A static frame replaces the animation.
    case staticFrame
    /// Auto-play stops and a pause control is offered.
    case pauseControl
    /// No reduced alternative: the motion plays on (a problem).
    case none
  }

  public var kind: Kind
  public var autoplay: Bool
  /// Seconds per page of an auto-playing carousel.
  public var interval: Double
  public var reduced: Reduced
  /// Whether advancing posts an announcement (VoiceOver speaks the new page).
  public var announces: Bool
  /// A carousel's pages, spoken as its value.
  public var pages: [String]

  public init(kind: Kind, autoplay: Bool = true, interval: Double = 3, reduced: Reduced = .none, announces: Bool = false, pages: [String] = []) {
    self.kind = kind
    self.autoplay = autoplay
    self.interval = interval
    self.reduced = reduced
    self.announces = announces
    self.pages = pages
  }
}
