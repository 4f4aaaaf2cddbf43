import SceneModel

/// The Scanner Menu: what selecting an item offers (switch-and-keyboard.md §2).
///
/// The top page follows the reference's simulator default [K]: Tap (Increment and Decrement
/// instead for an adjustable element), the element's custom actions, Scroll where a scroll view
/// scrolls, Gestures, Media Controls, then More, which leads to Home, Device, Settings and
/// Escape (when something can be escaped). Submenus end with Back. After the last entry the
/// highlight returns to the item itself: selecting it closes the menu.
public struct ScannerMenu: Sendable, Equatable {
  public enum Entry: Sendable, Equatable {
    case tap, increment, decrement
    case action(index: Int, name: String)
    case scroll, gestures, mediaControls, more, home, device, settings, escape, back
    case gesture(GestureKind)
    case scrollUp, scrollDown
    case media(String)
    case deviceControl(String)
    case setting(SettingChange)
    /// Point mode's menu: sweep again around the chosen point.
    case refineSelection

    public var title: String {
      switch self {
      case .tap: return "Tap"
      case .increment: return "Increment"
      case .decrement: return "Decrement"
      case .action(_, let name): return name
      case .scroll: return "Scroll"
      case .gestures: return "Gestures"
      case .mediaControls: return "Media Controls"
      case .more: return "More"
      case .home: return "Home"
      case .device: return "Device"
      case .settings: return "Settings"
      case .escape: return "Escape"
      case .back: return "Back"
      case .gesture(let g): return g.menuName
      case .scrollUp: return "Scroll Up"
      case .scrollDown: return "Scroll Down"
      case .media(let m): return m
      case .deviceControl(let d): return d
      case .setting(let s): return s.title
      case .refineSelection: return "Refine Selection"
      }
    }

    /// Whether choosing it opens another page rather than acting.
    var opensPage: Bool {
      switch self {
      case .scroll, .gestures, .mediaControls, .more, .device, .settings: return true
      default: return false
      }
    }
  }

  /// Changes the Settings page of the menu makes.
  public enum SettingChange: Sendable, Equatable {
    case slower, faster, speech(Bool), groups(Bool), glidingCursor, itemMode

    public var title: String {
      switch self {
      case .slower: return "Slower"
      case .faster: return "Faster"
      case .speech(let on): return on ? "Speech On" : "Speech Off"
      case .groups(let on): return on ? "Group Items On" : "Group Items Off"
      case .glidingCursor: return "Gliding Cursor"
      case .itemMode: return "Item Mode"
      }
    }
  }

  /// The element the menu acts on (nil for the screen-wide menu of Always Tap).
  public var element: ElementIndex?
  /// The point chosen with the Gliding Cursor, when the menu is for a point.
  public var point: ScreenPoint?
  /// The page shown, and the pages below it (Back returns to them).
  public private(set) var pages: [[Entry]]
  /// The highlighted entry; `entries.count` is the item itself (select it to close).
  public var index = 0

  public init(element: ElementIndex?, firstPage: [Entry]) {
    self.element = element
    self.pages = [firstPage]
  }

  public var entries: [Entry] { pages.last ?? [] }
  /// The highlighted entry, nil while the item itself is highlighted.
  public var current: Entry? { entries.indices.contains(index) ? entries[index] : nil }
  /// Stops in one cycle: the entries and the item itself.
  public var stopCount: Int { entries.count + 1 }

  public mutating func open(_ page: [Entry]) {
    pages.append(page)
    index = 0
  }

  /// Goes back a page; false on the top page.
  public mutating func back() -> Bool {
    guard pages.count > 1 else { return false }
    pages.removeLast()
    index = 0
    return true
  }
}
