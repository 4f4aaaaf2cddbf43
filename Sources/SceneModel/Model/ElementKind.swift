/// The kinds of element a scene can declare, each bringing UIKit's default traits.
///
/// A kind is the one key of an element object that names what it is (`{ button: "Send" }`).
/// Its default traits can be replaced (`traits`), extended (`addTraits`) or trimmed
/// (`removeTraits`).
public enum ElementKind: String, CaseIterable, Sendable {
  case button, text, image, header, link
  case textField, secureField, searchField, textArea
  case toggle, slider, stepper, segmented, segment, pageControl
  case tabBar, tab, navigationBar, backButton
  case list, cell, sectionHeader
  case vstack, hstack, zstack, group, scroll, spacer
  case alert, sheet, modal
  /// A generic accessibility element: a custom view that is an element, with no default traits.
  case element

  /// Accepted spellings that map to a kind (`switch` is UIKit's name for a toggle).
  public static let aliases: [String: ElementKind] = [
    "switch": .toggle, "staticText": .text, "heading": .header,
    "secureTextField": .secureField, "stack": .vstack, "container": .group,
    "tableView": .list, "table": .list, "collection": .list, "scrollView": .scroll,
    "tabItem": .tab, "segmentedControl": .segmented, "navBar": .navigationBar,
  ]

  /// Looks a kind up by name or alias.
  public static func named(_ name: String) -> ElementKind? {
    byName[name]
  }

  /// Kinds by name and alias, for one hash lookup per key while decoding.
  static let byName: [String: ElementKind] = {
    var table = aliases
    for k in allCases { table[k.rawValue] = k }
    return table
  }()

  /// Traits an element of this kind has unless the scene says otherwise.
  public var defaultTraits: Traits {
    switch self {
    case .button, .segment: return .button
    case .text: return .staticText
    case .image: return .image
    case .header, .sectionHeader: return .header
    case .link: return .link
    case .textField: return .textEntry
    case .secureField: return [.textEntry, .secureTextField]
    case .searchField: return [.searchField, .textEntry]
    case .textArea: return [.textEntry, .textArea]
    case .toggle: return [.button, .switchButton]
    case .slider, .stepper, .pageControl: return .adjustable
    case .tabBar: return .tabBar
    case .tab: return [.button, .tabBarItem]
    case .backButton: return [.button, .backButton]
    default: return []
    }
  }

  /// Whether an element of this kind is an accessibility element (a VoiceOver stop) by default.
  public var isElementByDefault: Bool {
    switch self {
    case .button, .text, .header, .link, .textField, .secureField, .searchField, .textArea,
      .toggle, .slider, .stepper, .segment, .pageControl, .tab, .backButton, .sectionHeader,
      .element:
      return true
    case .image:
      return true
    default:
      return false
    }
  }

  /// Whether the kind's value can be an array of children.
  public var acceptsChildren: Bool {
    switch self {
    case .vstack, .hstack, .zstack, .group, .scroll, .list, .cell, .tabBar, .segmented,
      .alert, .sheet, .modal, .element:
      return true
    default:
      return false
    }
  }

  /// The kind of a child given as a bare string (`{ segmented: ["Day", "Week"] }`).
  public var stringChildKind: ElementKind {
    switch self {
    case .segmented: return .segment
    case .tabBar: return .tab
    default: return .text
    }
  }

  /// Whether an element of this kind always has an adjustable value (a range, or its pages),
  /// whatever keys it is given.
  public var isAlwaysAdjustable: Bool {
    self == .slider || self == .stepper || self == .pageControl
  }

  /// Whether the element is modal (`accessibilityViewIsModal`) unless it says otherwise.
  public var isModalByDefault: Bool {
    self == .alert || self == .sheet || self == .modal
  }

  /// What a string shorthand (`{ button: "Send" }`) sets.
  /// What a person looking at the screen calls an element of this kind ("button",
  /// "tab bar", "group"), for names of elements that have no label.
  public var word: String {
    switch self {
    case .textField: return "text field"
    case .secureField: return "password field"
    case .searchField: return "search field"
    case .textArea: return "text area"
    case .toggle: return "switch"
    case .segmented: return "segmented control"
    case .pageControl: return "page control"
    case .tabBar: return "tab bar"
    case .navigationBar: return "navigation bar"
    case .backButton: return "back button"
    case .cell: return "row"
    case .sectionHeader: return "section header"
    case .vstack, .hstack, .zstack, .group, .element: return "group"
    case .scroll: return "scroll view"
    case .modal: return "dialog"
    default: return rawValue
    }
  }

  /// Text fields, secure fields, search fields and text areas: what they show is what was typed.
  public var isTextInput: Bool {
    switch self {
    case .textField, .secureField, .searchField, .textArea: return true
    default: return false
    }
  }

  public var shorthandMeaning: ShorthandMeaning {
    switch self {
    case .image: return .symbol
    case .navigationBar, .alert, .sheet, .modal: return .title
    case .vstack, .hstack, .zstack, .group, .scroll, .list, .cell, .tabBar, .segmented, .spacer:
      return .none
    default: return .label
    }
  }

  /// What the string form of a kind's value means.
  public enum ShorthandMeaning: Sendable {
    case label, title, symbol, none
  }

  /// Whether a title taller than the element's fixed frame is drawn past it rather than
  /// clipped: UIKit's buttons (and so back buttons and link buttons) do not clip to bounds.
  public var drawsTitlePastItsFrame: Bool {
    self == .button || self == .backButton || self == .link
  }

  /// Whether the kind shows text sized by Dynamic Type (and so reflows with it).
  public var showsText: Bool {
    switch self {
    case .vstack, .hstack, .zstack, .group, .scroll, .list, .cell, .tabBar, .segmented, .spacer,
      .alert, .sheet, .modal, .navigationBar, .image, .toggle, .slider, .pageControl:
      return false
    default: return true
    }
  }
}
