import SceneModel

/// What a dump's element type becomes in a scene: the one table the mapper reads
/// (`Docs/Import.md` prints the same mapping).
struct ElementType {
  enum Role {
    /// An accessibility element by its type (a button, a text, a field).
    case stop
    /// A stop when it has a label or value (an image: UIImageView is not an element unless
    /// the app makes it one, and then it has a label).
    case stopWhenLabelled
    /// A generic view: a stop when it has a label or value and nothing inside it is a stop,
    /// else a container.
    case stopOrContainer
    /// Holds other elements.
    case container
    /// The application: the screen itself.
    case application
    /// System chrome that is not part of the app's screen (left out with its subtree).
    case chrome(String)
  }

  var kind: ElementKind
  var role: Role
  /// Whether a container of this type is written even without a label or identifier (it
  /// means something: a list, a bar, a window). Generic views without either are left out,
  /// their children kept in their place.
  var structural = false

  static func of(_ type: String) -> ElementType {
    table[type] ?? ElementType(kind: .element, role: .stopOrContainer)
  }

  static func isKnown(_ type: String) -> Bool { table[type] != nil }

  static let table: [String: ElementType] = {
    var t: [String: ElementType] = [:]
    func add(_ names: [String], _ kind: ElementKind, _ role: Role, structural: Bool = false) {
      for n in names { t[n] = ElementType(kind: kind, role: role, structural: structural) }
    }
    add(["Application"], .group, .application, structural: true)
    add(["Window"], .group, .container, structural: true)
    add(
      ["Button", "MenuButton", "ToolbarButton", "PopUpButton", "DisclosureTriangle", "IncrementArrow", "DecrementArrow",
       "ColorWell", "MenuItem", "MenuBarItem", "StatusItem", "DockItem", "Icon", "RadioButton", "ComboBox", "Key", "Tab"],
      .button, .stop)
    add(["Switch", "Toggle", "CheckBox"], .toggle, .stop)
    add(["StaticText", "Text"], .text, .stop)
    add(["Heading"], .header, .stop)
    add(["Link"], .link, .stop)
    add(["TextField"], .textField, .stop)
    add(["SecureTextField"], .secureField, .stop)
    add(["SearchField"], .searchField, .stop)
    add(["TextView", "TextArea"], .textArea, .stop)
    add(["Slider"], .slider, .stop)
    add(["PageIndicator"], .pageControl, .stop)
    add(
      ["ProgressIndicator", "ActivityIndicator", "LevelIndicator", "RatingIndicator", "ValueIndicator",
       "RelevanceIndicator", "PickerWheel"],
      .element, .stop)
    add(["Image"], .image, .stopWhenLabelled)
    add(["Table", "CollectionView", "Outline", "List"], .list, .container, structural: true)
    add(["ScrollView", "ScrollArea"], .scroll, .container, structural: true)
    add(["Cell"], .cell, .stopOrContainer, structural: true)
    add(["NavigationBar"], .navigationBar, .container, structural: true)
    add(["TabBar"], .tabBar, .container, structural: true)
    add(["SegmentedControl"], .segmented, .container, structural: true)
    add(["Alert"], .alert, .container, structural: true)
    add(["Sheet"], .sheet, .container, structural: true)
    add(["Keyboard"], .group, .container, structural: true)
    add(["Dialog", "Popover", "Drawer", "Toolbar", "Menu", "MenuBar", "Picker", "DatePicker", "Stepper", "WebView", "Map"], .group, .container, structural: true)
    add(
      ["Other", "Group", "Any", "LayoutArea", "LayoutItem", "Matte", "SplitGroup", "Splitter", "Grid", "Browser",
       "RadioGroup", "TabGroup", "Timeline", "Ruler", "RulerMarker", "TableRow", "TableColumn", "OutlineRow",
       "HelpTag", "Handle", "ScrollBar", "RemotePlaceholder", "GenericElement", "Unknown"],
      .group, .stopOrContainer)
    add(["StatusBar"], .group, .chrome("the system status bar is not part of the app"))
    add(["TouchBar"], .group, .chrome("the Touch Bar is not on the screen"))
    return t
  }()
}

/// Trait names as dumps write them (WebDriverAgent's `traits`, idb's `traits`), and the
/// scene's names for them.
enum TraitNames {
  static let table: [String: String] = [
    "Button": "button", "Link": "link", "Image": "image", "Selected": "selected", "PlaysSound": "playsSound",
    "KeyboardKey": "keyboardKey", "StaticText": "staticText", "SummaryElement": "summaryElement",
    "NotEnabled": "notEnabled", "UpdatesFrequently": "updatesFrequently", "SearchField": "searchField",
    "StartsMediaSession": "startsMediaSession", "Adjustable": "adjustable",
    "AllowsDirectInteraction": "allowsDirectInteraction", "CausesPageTurn": "causesPageTurn", "TabBar": "tabBar",
    "Header": "header", "TextEntry": "textEntry", "IsEditing": "isEditing", "SecureTextField": "secureTextField",
    "BackButton": "backButton", "TabButton": "tabBarItem", "TextArea": "textArea",
    // The iOS 17 toggle-button trait is the switch button trait made public (reference §1.4).
    "ToggleButton": "switchButton", "Toggle": "switchButton",
  ]

  /// The scene traits of a dump's trait names, and the names with no scene equivalent.
  static func scene(_ names: [String]) -> (traits: Traits, unknown: [String]) {
    var traits: Traits = []
    var unknown: [String] = []
    for name in names {
      let key = name.prefix(1).uppercased() + name.dropFirst()
      if let sceneName = table[key] ?? (Traits.named(name) != nil ? name : nil), let t = Traits.named(sceneName) {
        traits.insert(t)
      } else {
        unknown.append(name)
      }
    }
    return (traits, unknown)
  }

  /// The scene traits of a UIAccessibilityTraits mask, and the bits with no scene name.
  static func scene(mask: UInt64) -> (traits: Traits, unknownBits: UInt64) {
    let known = Traits.named.reduce(Traits()) { $0.union($1.trait) }
    let t = Traits(rawValue: mask).intersection(known)
    return (t, mask & ~known.rawValue)
  }
}
