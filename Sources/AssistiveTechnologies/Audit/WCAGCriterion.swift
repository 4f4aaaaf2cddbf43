/// A WCAG 2.2 success criterion an audit rule concerns: its number, name, level and the
/// W3C "Understanding" page that explains it (SARIF's `helpUri`, the report's links).
///
/// Only the criteria the rules use are listed; a mobile app is not a web page, so a rule
/// maps to a criterion where WCAG2ICT applies it to native software in the same words.
public struct WCAGCriterion: Sendable, Equatable, Hashable {
  /// "1.1.1".
  public var number: String
  /// "Non-text Content".
  public var name: String
  /// "A", "AA" or "AAA".
  public var level: String
  /// The file name of its Understanding page, without ".html".
  var slug: String

  /// https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html
  public var understandingURL: String { "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html" }

  /// "1.1.1 Non-text Content (A)".
  public var title: String { "\(number) \(name) (\(level))" }

  public static let nonTextContent = WCAGCriterion(number: "1.1.1", name: "Non-text Content", level: "A", slug: "non-text-content")
  public static let infoAndRelationships = WCAGCriterion(number: "1.3.1", name: "Info and Relationships", level: "A", slug: "info-and-relationships")
  public static let meaningfulSequence = WCAGCriterion(number: "1.3.2", name: "Meaningful Sequence", level: "A", slug: "meaningful-sequence")
  public static let useOfColor = WCAGCriterion(number: "1.4.1", name: "Use of Color", level: "A", slug: "use-of-color")
  public static let contrastMinimum = WCAGCriterion(number: "1.4.3", name: "Contrast (Minimum)", level: "AA", slug: "contrast-minimum")
  public static let resizeText = WCAGCriterion(number: "1.4.4", name: "Resize Text", level: "AA", slug: "resize-text")
  public static let reflow = WCAGCriterion(number: "1.4.10", name: "Reflow", level: "AA", slug: "reflow")
  public static let nonTextContrast = WCAGCriterion(number: "1.4.11", name: "Non-text Contrast", level: "AA", slug: "non-text-contrast")
  public static let keyboard = WCAGCriterion(number: "2.1.1", name: "Keyboard", level: "A", slug: "keyboard")
  public static let pauseStopHide = WCAGCriterion(number: "2.2.2", name: "Pause, Stop, Hide", level: "A", slug: "pause-stop-hide")
  public static let animationFromInteractions = WCAGCriterion(number: "2.3.3", name: "Animation from Interactions", level: "AAA", slug: "animation-from-interactions")
  public static let bypassBlocks = WCAGCriterion(number: "2.4.1", name: "Bypass Blocks", level: "A", slug: "bypass-blocks")
  public static let focusOrder = WCAGCriterion(number: "2.4.3", name: "Focus Order", level: "A", slug: "focus-order")
  public static let headingsAndLabels = WCAGCriterion(number: "2.4.6", name: "Headings and Labels", level: "AA", slug: "headings-and-labels")
  public static let pointerGestures = WCAGCriterion(number: "2.5.1", name: "Pointer Gestures", level: "A", slug: "pointer-gestures")
  public static let labelInName = WCAGCriterion(number: "2.5.3", name: "Label in Name", level: "A", slug: "label-in-name")
  public static let targetSizeEnhanced = WCAGCriterion(number: "2.5.5", name: "Target Size (Enhanced)", level: "AAA", slug: "target-size-enhanced")
  public static let targetSizeMinimum = WCAGCriterion(number: "2.5.8", name: "Target Size (Minimum)", level: "AA", slug: "target-size-minimum")
  public static let nameRoleValue = WCAGCriterion(number: "4.1.2", name: "Name, Role, Value", level: "A", slug: "name-role-value")
  public static let statusMessages = WCAGCriterion(number: "4.1.3", name: "Status Messages", level: "AA", slug: "status-messages")
}
