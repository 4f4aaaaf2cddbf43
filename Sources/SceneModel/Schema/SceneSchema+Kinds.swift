/// Element kinds (`ElementKind`): their names and aliases, what each kind's value may be,
/// and the keys each takes.
extension SceneSchema {
  /// Every kind name, then the aliases, as the decoder suggests them.
  static var kindNames: [String] { SceneDecoder.allKindNames }

  /// The keys only some kinds take, each once, in kind order.
  static var kindSpecificKeys: [String] {
    var keys: [String] = []
    for kind in ElementKind.allCases {
      for key in SceneDecoder.kindKeys[kind] ?? [] where !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  /// Every element key: the common ones, then the kind-specific ones.
  static var elementKeys: [String] { SceneDecoder.commonKeys + kindSpecificKeys }

  /// Common keys that are also kind names (`element`, `modal`, `container`): beside another
  /// kind they are properties (`decodeElement`).
  static var dualCommonKeys: [String] { SceneDecoder.commonKeys.filter { ElementKind.named($0) != nil } }

  /// Kind-specific keys that are also kind names (`text`, of text inputs).
  static var dualKindKeys: [String] { kindSpecificKeys.filter { ElementKind.named($0) != nil } }

  /// Kind names that are never properties.
  static var primaryKindNames: [String] {
    kindNames.filter { !dualCommonKeys.contains($0) && !dualKindKeys.contains($0) }
  }

  /// What an element of each kind is, for its description.
  static func summary(_ kind: ElementKind) -> String {
    switch kind {
    case .button: return "A button (UIButton)."
    case .text: return "Static text (UILabel)."
    case .image: return "An image (UIImageView); the string form names the symbol drawn in the wireframe, not the label."
    case .header: return "A heading (text with the header trait)."
    case .link: return "A link."
    case .textField: return "A one-line text field (UITextField)."
    case .secureField: return "A password field (secure UITextField); its text is spoken as bullets."
    case .searchField: return "A search field (UISearchTextField)."
    case .textArea: return "A multi-line text view (UITextView / SwiftUI TextEditor)."
    case .toggle: return "A switch (UISwitch); `on` sets its state."
    case .slider: return "A slider (UISlider): adjustable, 0...100 spoken as a percentage unless min/max/format say otherwise."
    case .stepper: return "A stepper (UIStepper): adjustable, 0...10 by 1 unless min/max/step say otherwise."
    case .segmented:
      return "A segmented control (UISegmentedControl); its children are segments (bare strings become segments) and speak \"N of M.\"."
    case .segment: return "One segment of a segmented control."
    case .pageControl: return "A page control (UIPageControl): adjustable, value \"page N of M\" from `pages` and `page`."
    case .tabBar:
      return "A tab bar (UITabBar); its children are tabs (bare strings become tabs) and speak \"Tab. N of M.\". At the bottom of a screen's root stack it sits on the bottom edge."
    case .tab: return "One tab-bar item (UITabBarButton); activating it selects it."
    case .navigationBar:
      return "A navigation bar (UINavigationBar). Not a stop itself; it creates its items from `back`, `leading`, the title and `trailing`."
    case .backButton: return "A navigation back button; `navigationBar`'s `back` creates one that pops the screen."
    case .list: return "A list (UITableView / UICollectionView); a layout container, not a stop."
    case .cell: return "A list cell laid out as a row; add grouping: \"combine\" to make it one stop."
    case .sectionHeader: return "A list section header (a heading in footnote style)."
    case .vstack: return "A vertical stack of children."
    case .hstack: return "A horizontal stack of children."
    case .zstack: return "An overlay stack: children on top of each other at its top-leading corner."
    case .group: return "A plain container of children (a UIView with subviews), laid out vertically."
    case .scroll: return "A scroll view; laid out like a vertical stack."
    case .spacer: return "Flexible empty space in a stack; never a stop. Write { spacer: true }."
    case .alert:
      return "An alert (UIAlertController): modal, 270 pt wide, centred on the screen; `title` and `message` create a heading and a text."
    case .sheet:
      return "A sheet or modal view: modal (accessibilityViewIsModal), so VoiceOver ignores everything else; `title`/`message` create a heading and a text."
    case .modal: return "A modal view (accessibilityViewIsModal), like `sheet`; `title`/`message` create a heading and a text."
    case .element:
      return "A custom accessibility element with no default traits (a custom UIView with isAccessibilityElement = true)."
    }
  }

  /// A kind name's description: what it is, and what the decoder's tables say about it.
  static func kindDescription(_ name: String) -> String {
    guard let kind = ElementKind.named(name) else { return "" }
    var parts: [String] = []
    if name != kind.rawValue { parts.append("Alias of `\(kind.rawValue)`. ") }
    parts.append(summary(kind))
    let traits = kind.defaultTraits.names
    parts.append(" Default traits: \(traits.isEmpty ? "none" : traits.joined(separator: ", ")).")
    parts.append(" VoiceOver stop by default: \(kind.isElementByDefault ? "yes" : "no").")
    if kind.isModalByDefault { parts.append(" Modal by default.") }
    var forms: [String] = []
    switch kind.shorthandMeaning {
    case .label: forms.append("a string sets the label")
    case .symbol: forms.append("a string sets the symbol (SF Symbol name drawn in the wireframe)")
    case .title: forms.append("a string sets the title")
    case .none: break
    }
    if kind.acceptsChildren {
      forms.append("an array holds the children (a bare string child is a `\(kind.stringChildKind.rawValue)`)")
    }
    forms.append("an object holds the properties")
    forms.append("true or null means no properties here")
    parts.append(" Value: " + forms.joined(separator: "; ") + ".")
    if let keys = SceneDecoder.kindKeys[kind] {
      parts.append(" Also takes: " + keys.map { "`\($0)`" }.joined(separator: ", ") + ".")
    }
    return parts.joined()
  }

  /// The definition of the children a bare string child of `kind` becomes.
  static func childDefinition(_ kind: ElementKind) -> String {
    kind == .text ? "child" : kind.rawValue + "Child"
  }

  /// `kindValue_KIND`: what may follow a kind key (`decodeElement`'s switch on the value).
  static var kindValueDefinitions: [(String, SchemaNode)] {
    ElementKind.allCases.map { kind in
      var ways: [SchemaNode] = []
      switch kind.shorthandMeaning {
      case .label: ways.append(["type": "string", "description": "The label."])
      case .symbol: ways.append(["type": "string", "description": "The symbol name (not the label)."])
      case .title: ways.append(["type": "string", "description": "The title."])
      case .none: break
      }
      if kind.acceptsChildren {
        ways.append(["type": "array", "description": "The children, in order.", "items": .ref(childDefinition(kind.stringChildKind))])
      }
      ways.append(.ref("props_" + kind.rawValue))
      ways.append(["const": true, "description": "No properties here."])
      ways.append(["type": "null", "description": "No properties here."])
      return ("kindValue_" + kind.rawValue, ["description": .string(kindDescription(kind.rawValue)), "anyOf": .array(ways)])
    }
  }

  /// `commonProperties` and `props_KIND`: the keys each kind takes (`applyProperties`).
  static var kindPropertyDefinitions: [(String, SchemaNode)] {
    let common: SchemaNode = [
      "description": "The properties every kind takes.",
      "properties": .ordered(SceneDecoder.commonKeys.map { ($0, SchemaNode.ref("p_" + $0)) }),
    ]
    let kinds = ElementKind.allCases.map { kind -> (String, SchemaNode) in
      let name = kind.rawValue
      var node: SchemaNode = [
        "description": .string(
          "The properties of `\(name)` given as an object ({ \(name): { label: ... } }); they may also sit beside the kind key, but not both."),
        "type": "object",
        "$ref": "#/$defs/commonProperties",
      ]
      if let keys = SceneDecoder.kindKeys[kind], !keys.isEmpty {
        node = node.adding("properties", .ordered(keys.map { ($0, SchemaNode.ref("p_" + $0)) }))
      }
      return ("props_" + name, node.adding("unevaluatedProperties", false))
    }
    return [("commonProperties", common)] + kinds
  }

  /// The lists of kind names the element rules use.
  static var kindNameDefinitions: [(String, SchemaNode)] {
    let primary = primaryKindNames
    let dual = dualCommonKeys
    let required = { (names: [String]) -> SchemaNode in .array(names.map { ["required": [.string($0)]] }) }
    let dualNames = sentenceList(dual, "and")
    let neverProperties = sentenceList(dual + dualKindKeys, "and")
    return [
      ("kindName", ["description": "Every kind name and alias.", "type": "string", "enum": .strings(kindNames)]),
      (
        "primaryKindName",
        ["description": .string("Kind names that are never properties (all but \(neverProperties))."), "enum": .strings(primary)]
      ),
      (
        "restrictedKey",
        [
          "description": "Keys only some elements take: the kind names that are never properties, and the kind-specific keys.",
          "enum": .strings(primary + kindSpecificKeys),
        ]
      ),
      (
        "restrictedKeyForDualKind",
        [
          "description": .string(
            "Keys an element whose kind is \(sentenceList(dual)) must not have beside its kind (besides its own kind-specific keys)."),
          "enum": .strings(primary + kindSpecificKeys + dual),
        ]
      ),
      (
        "dualProperties",
        [
          "description": .string("\(dualNames) as properties (beside another kind)."),
          "properties": .ordered(dual.map { ($0, SchemaNode.ref("p_" + $0)) }),
        ]
      ),
      ("hasKind", ["description": "An element has a kind key (button, text, vstack, ...).", "anyOf": required(kindNames)]),
      ("notTwoDualKinds", notTwoDualKinds),
      ("hasPrimaryKind", ["anyOf": required(primary)]),
    ]
  }

  /// With only dual kind names as kind-like keys, the ones set to true are properties: two
  /// that are not true are two kinds (`decodeElement`).
  static var notTwoDualKinds: SchemaNode {
    let dual = dualCommonKeys
    var pairs: [SchemaNode] = []
    for (i, a) in dual.enumerated() {
      for b in dual[(i + 1)...] {
        pairs.append([
          "allOf": [
            ["required": [.string(a), .string(b)]],
            ["not": ["properties": .one(a, ["const": true])]],
            ["not": ["properties": .one(b, ["const": true])]],
          ]
        ])
      }
    }
    let noOtherKind: [SchemaNode] = [["not": .ref("hasPrimaryKind")]] + dualKindKeys.map { ["not": ["required": [.string($0)]]] }
    return [
      "description": .string(
        "Without another kind, at most one of \(sentenceList(dual, "and")) may have a value other than true (the others are properties); two such are two kinds."),
      "not": ["allOf": .array(noOtherKind + [["anyOf": .array(pairs)]])],
    ]
  }
}
