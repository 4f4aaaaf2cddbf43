/// Switch Control's settings (Settings › Accessibility › Switch Control), with the defaults
/// of switch-and-keyboard.md §1.5. Values marked [K] there are assumptions: `assumed` lists
/// them so the app and the docs can say so.
public struct SwitchControlSettings: Sendable, Equatable {
  /// How the highlight moves (reference §1.1).
  public enum ScanningStyle: String, Sendable, CaseIterable {
    /// The highlight advances by itself every Auto Scanning Time.
    case auto
    /// One switch moves, another selects.
    case manual
    /// Single-switch step scanning: the switch moves; waiting the dwell time selects.
    case step

    public var displayName: String {
      switch self {
      case .auto: return "Auto Scanning"
      case .manual: return "Manual Scanning"
      case .step: return "Single-Switch Step Scanning"
      }
    }
  }

  /// What selecting an item does (reference §1.6).
  public enum TapBehavior: String, Sendable, CaseIterable {
    /// Select opens the Scanner Menu.
    case standard = "default"
    /// Select, then wait the Auto Tap interval: it taps; a second select opens the menu.
    case autoTap = "auto"
    /// Select taps at once.
    case alwaysTap = "always"

    public var displayName: String {
      switch self {
      case .standard: return "Default"
      case .autoTap: return "Auto Tap"
      case .alwaysTap: return "Always Tap"
      }
    }
  }

  /// Where scanning resumes after a tap (Focused Item After Tap).
  public enum AfterTap: String, Sendable, CaseIterable {
    case currentItem = "item"
    case firstItem = "first"
  }

  /// Item mode, or the Gliding Cursor (point scanning).
  public enum SelectionMethod: String, Sendable, CaseIterable {
    case item, gliding
  }

  /// The Gliding Cursor's Selection Mode (reference §3): sweeps per axis.
  public enum GlideSelection: String, Sendable, CaseIterable {
    /// One select per axis: a line sweeps the whole screen.
    case single
    /// Two: a band, then a line inside it.
    case refined
    /// Three: a band, a line, then a slow fine line around it.
    case precise
  }

  public var style: ScanningStyle = .auto
  /// Auto Scanning Time, seconds [S*]; also the dwell time of step scanning [K].
  public var autoScanTime: Double = 1.0
  /// Loops through the screen before scanning stops [S*].
  public var loops: Int = 4
  /// Extra time on the first item of a level; 0 = off (the default) [K duration].
  public var pauseOnFirstItem: Double = 0
  /// Group Items [S*].
  public var groupItems = true
  /// Scan every VoiceOver stop, not only those that respond to user interaction.
  public var scanAllElements = false
  public var tapBehavior: TapBehavior = .standard
  /// Auto Tap's interval, seconds [S].
  public var autoTapInterval: Double = 0.75
  /// Focused Item After Tap [K default].
  public var afterTap: AfterTap = .currentItem
  /// Speak items as they are highlighted [K default off].
  public var speech = false
  /// Manual and step scanning hide the cursor after this long without a press [S*].
  public var scanTimeout: Double = 15
  public var method: SelectionMethod = .item
  /// [K default].
  public var glideSelection: GlideSelection = .refined
  /// Gliding Cursor speed on the Settings scale [S*]; 30 sweeps the screen in
  /// `glideSweepSeconds` [K].
  public var glideSpeed: Double = 30

  public init() {}

  /// Seconds a band or line takes to cross the whole screen at the current speed [K: 3 s at 30].
  public var glideSweepSeconds: Double { 3.0 * 30 / max(1, glideSpeed) }

  /// Settings whose default is an assumption ([K] in the reference), for the UI to mark.
  public static let assumed: [String] = [
    "Pause on First Item duration", "Focused Item After Tap", "Speech default",
    "Gliding Cursor selection mode and sweep time", "group heuristic", "Scanner Menu order",
  ]

  /// A one-line summary for the status line and transcripts.
  public var summary: String {
    var parts: [String] = []
    if method == .gliding {
      parts.append("Gliding Cursor (\(glideSelection.rawValue))")
    } else {
      parts.append(style == .auto ? "Auto \(Self.seconds(autoScanTime))" : style == .manual ? "Manual" : "Step \(Self.seconds(autoScanTime))")
      parts.append(groupItems ? "Groups on" : "Groups off")
    }
    parts.append("Tap: \(tapBehavior.displayName)")
    parts.append(speech ? "Speech on" : "Speech off")
    return parts.joined(separator: " · ")
  }

  /// "1s", "0.75s".
  public static func seconds(_ s: Double) -> String {
    let r = (s * 100).rounded() / 100
    return (r == r.rounded() ? String(Int(r)) : String(r)) + "s"
  }
}
