import SceneModel

/// A Full Keyboard Access menu: the actions menu (Tab-Z), the command list (Tab-H) or the
/// gestures menu (Tab-G). Arrow keys move in it, Space chooses, Esc closes.
public struct KeyboardMenu: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    case actions, help, gestures

    public var title: String {
      switch self {
      case .actions: return "Actions"
      case .help: return "Full Keyboard Access commands"
      case .gestures: return "Gestures"
      }
    }
  }

  public enum Entry: Sendable, Equatable {
    case action(index: Int, name: String)
    case command(KeyboardCommand)
    case gesture(GestureKind)

    public var title: String {
      switch self {
      case .action(_, let name): return name
      case .command(let c): return c.settingsName + ": " + c.deviceKeys + (c.verified ? "" : " (verify on device)")
      case .gesture(let g): return g.menuName
      }
    }
  }

  public var kind: Kind
  /// The element it acts on.
  public var element: ElementIndex?
  public var entries: [Entry]
  public var index = 0

  public init(kind: Kind, element: ElementIndex?, entries: [Entry]) {
    self.kind = kind
    self.element = element
    self.entries = entries
  }

  public var current: Entry? { entries.indices.contains(index) ? entries[index] : nil }
}
