import SceneModel

/// A setting of the VoiceOver rotor.
public enum RotorItem: Sendable, Equatable, Hashable {
  case containers, headings, links, formControls, actions, adjustValue
  /// Data tables: moves to the first cell of the next or previous table.
  case tables
  /// Default-importance custom content of the focused element, entry by entry.
  case moreContent
  /// An app-defined rotor (`UIAccessibilityCustomRotor`), by name.
  case custom(String)

  /// What VoiceOver says when the rotor turns to it.
  public var name: String {
    switch self {
    case .containers: return "Containers"
    case .headings: return "Headings"
    case .links: return "Links"
    case .formControls: return "Form Controls"
    case .actions: return "Actions"
    case .adjustValue: return "Adjust Value"
    case .tables: return "Tables"
    case .moreContent: return "More Content"
    case .custom(let n): return n
    }
  }

  /// Whether the item comes and goes with the focus or the screen (a custom rotor, More
  /// Content, Tables): chosen but no longer offered, it falls back to no setting.
  public var dependsOnFocus: Bool {
    switch self {
    case .custom, .moreContent, .tables: return true
    default: return false
    }
  }

  /// The built-in items in dial order [K]: the factory set is not published, so this order
  /// is an assumption (documented in Docs/Decisions.md) and can be changed by front ends.
  public static let defaultBuiltIns: [RotorItem] = [.containers, .headings, .links, .tables, .formControls, .actions, .moreContent, .adjustValue]
}

/// The rotor's position: what the user chose, and what VoiceOver chose for the focused element.
public struct RotorState: Sendable, Equatable {
  /// The item the user turned to.
  public var chosen: RotorItem?
  /// Actions or Adjust Value, selected automatically on landing on such an element.
  public var automatic: RotorItem?
  /// Index of the chosen custom action; `actions.count` means the default "Activate".
  public var actionIndex: Int?
  /// Index of the More Content entry spoken last.
  public var contentIndex: Int?
  /// A custom rotor kept selected while focus is on one of its own results, even outside the
  /// element that defines it, and the result spoken last.
  public var customInUse: CustomRotorUse?

  public var current: RotorItem? { automatic ?? chosen }
  public init() {}
}
