/// The index of an element in its scene's flat element table.
public typealias ElementIndex = Int

/// One node of a scene's view hierarchy, with the accessibility properties UIKit exposes.
///
/// Elements live in one flat array per scene (`Scene.elements`) and refer to each other by
/// index, which keeps loading, layout and ordering cheap on scenes of 100k elements.
///
/// What nearly every element has, or what speech and edits change, is stored here; what few
/// elements set (rotors, custom content, adjustable ranges, table positions, explicit
/// layout, the rarer handlers, …) lives in one shared copy-on-write `ElementExtras` that
/// most elements never allocate. Both kinds are read and written the same way, as
/// properties. The JSON path is not stored: `Scene.path(of:)` derives it for messages.
public struct Element: Sendable {
  // Stored in an order that packs them: the one-byte fields first (eight of them fill one
  // word), then the four 32-bit numbers and the traits, then the references. 104 bytes.
  public var kind: ElementKind
  /// SwiftUI `accessibilityElement(children:)`.
  public var grouping: Grouping = .none
  public var containerType: ContainerType = .none
  /// The text style of `layout` (the one layout property most elements set).
  private var textStyle: TextStyle?
  /// `isAccessibilityElement`.
  public var isElement: Bool = false
  /// `accessibilityElementsHidden` (the element and its subtree are skipped).
  public var hidden: Bool = false
  /// `shouldGroupAccessibilityChildren` and `accessibilityViewIsModal`, as bits.
  private var rareFlags: UInt8 = 0
  /// The key of `pathStep` (its index is `stepIndex`).
  private var stepKey: UInt8 = 0
  public var traits: Traits = []
  private var parentStorage: Int32 = -1
  private var screenStorage: Int32 = 0
  private var sourceOffsetStorage: Int32 = 0
  private var stepIndex: Int32 = -1
  /// The scene id (`id:`), unique in the file; nil when the scene gives none.
  public var id: String?
  public var label: String?
  public var actions: [CustomAction] = []
  public var onActivate: [Effect] = []
  public var children: [ElementIndex] = []
  /// The value and the hint, which most elements do not set (`ElementTexts`).
  private var texts: ElementTexts?
  private var extras: ElementExtras?

  /// `shouldGroupAccessibilityChildren`.
  public var groupsChildren: Bool {
    get { rareFlags & 1 != 0 }
    set { rareFlags = newValue ? rareFlags | 1 : rareFlags & ~1 }
  }
  /// `accessibilityViewIsModal`.
  public var isModal: Bool {
    get { rareFlags & 2 != 0 }
    set { rareFlags = newValue ? rareFlags | 2 : rareFlags & ~2 }
  }
  /// Where the element sits in its parent in the file (`ElementPath`).
  var pathStep: ElementPath.Step {
    get { ElementPath.Step(key: stepKey, index: stepIndex) }
    set {
      stepKey = newValue.key
      stepIndex = newValue.index
    }
  }

  public var value: String? {
    get { texts?.value }
    set {
      guard texts != nil || newValue != nil else { return }
      writableTexts().value = newValue
      if texts!.isEmpty { texts = nil }
    }
  }
  public var hint: String? {
    get { texts?.hint }
    set {
      guard texts != nil || newValue != nil else { return }
      writableTexts().hint = newValue
      if texts!.isEmpty { texts = nil }
    }
  }

  public init(kind: ElementKind) {
    self.kind = kind
    self.traits = kind.defaultTraits
    self.isElement = kind.isElementByDefault
    self.isModal = kind.isModalByDefault
  }

  public var parent: ElementIndex? {
    get { parentStorage < 0 ? nil : Int(parentStorage) }
    set { parentStorage = newValue.map { Int32(clamping: $0) } ?? -1 }
  }
  /// The screen this element belongs to.
  public var screen: Int {
    get { Int(screenStorage) }
    set { screenStorage = Int32(clamping: newValue) }
  }
  /// Byte offset of the element's object in the scene file, for messages.
  public var sourceOffset: Int {
    get { Int(sourceOffsetStorage) }
    set { sourceOffsetStorage = Int32(clamping: newValue) }
  }

  /// Layout and visual properties.
  public var layout: LayoutSpec {
    get {
      var spec = extras?.layout ?? LayoutSpec()
      spec.textStyle = textStyle
      return spec
    }
    set {
      textStyle = newValue.textStyle
      var rest = newValue
      rest.textStyle = nil
      if extras == nil && rest.isDefault { return }
      writableExtras().layout = rest
    }
  }

  /// `accessibilityIdentifier`: for tests, never spoken.
  public var identifier: String? {
    get { extras?.identifier }
    set { if extras != nil || newValue != nil { writableExtras().identifier = newValue } }
  }
  /// Voice Control names (`accessibilityUserInputLabels`), first one shown by "Show names".
  public var inputLabels: [String] {
    get { extras?.inputLabels ?? [] }
    set { if extras != nil || !newValue.isEmpty { writableExtras().inputLabels = newValue } }
  }
  /// The key the scene gives `inputLabels` with (`inputLabels`, `accessibilityUserInputLabels`
  /// or `accessibilityInputLabels`), so a fix writes the author's own.
  public var inputLabelsKey: String {
    get { extras?.inputLabelsKey ?? "inputLabels" }
    set { if extras != nil || newValue != "inputLabels" { writableExtras().inputLabelsKey = newValue == "inputLabels" ? nil : newValue } }
  }
  /// BCP 47 language of the label (`accessibilityLanguage`).
  public var language: String? {
    get { extras?.language }
    set { if extras != nil || newValue != nil { writableExtras().language = newValue } }
  }
  public var customContent: [CustomContent] {
    get { extras?.customContent ?? [] }
    set { if extras != nil || !newValue.isEmpty { writableExtras().customContent = newValue } }
  }
  /// `accessibilityElements`: an explicit child order, by element index.
  public var explicitOrder: [ElementIndex]? {
    get { extras?.explicitOrder }
    set { if extras != nil || newValue != nil { writableExtras().explicitOrder = newValue } }
  }
  /// SwiftUI `accessibilitySortPriority` (higher comes first among siblings).
  public var sortPriority: Double {
    get { extras?.sortPriority ?? 0 }
    set { if extras != nil || newValue != 0 { writableExtras().sortPriority = newValue } }
  }
  public var rotors: [CustomRotor] {
    get { extras?.rotors ?? [] }
    set { if extras != nil || !newValue.isEmpty { writableExtras().rotors = newValue } }
  }
  /// The framework this element says it comes from; nil inherits (`UIFramework`).
  public var framework: UIFramework? {
    get { extras?.framework }
    set { if extras != nil || newValue != nil { writableExtras().framework = newValue } }
  }
  /// A tab's badge (`UITabBarItem.badgeValue`), spoken as UIKit derives it (`TabBadge`).
  public var badge: String? {
    get { extras?.badge }
    set { if extras != nil || newValue != nil { writableExtras().badge = newValue } }
  }
  /// Its place in a `dataTable` container, when it is a cell of one.
  public var tableCell: DataTableCell? {
    get { extras?.tableCell }
    set { if extras != nil || newValue != nil { writableExtras().tableCell = newValue } }
  }
  /// A `dataTable` container's row and column counts.
  public var tableSize: DataTableSize? {
    get { extras?.tableSize }
    set { if extras != nil || newValue != nil { writableExtras().tableSize = newValue } }
  }
  public var adjustment: Adjustment? {
    get { extras?.adjustment }
    set { if extras != nil || newValue != nil { writableExtras().adjustment = newValue } }
  }
  public var onIncrement: [Effect] {
    get { extras?.onIncrement ?? [] }
    set { if extras != nil || !newValue.isEmpty { writableExtras().onIncrement = newValue } }
  }
  public var onDecrement: [Effect] {
    get { extras?.onDecrement ?? [] }
    set { if extras != nil || !newValue.isEmpty { writableExtras().onDecrement = newValue } }
  }
  public var onMagicTap: [Effect]? {
    get { extras?.onMagicTap }
    set { if extras != nil || newValue != nil { writableExtras().onMagicTap = newValue } }
  }
  public var onEscape: [Effect]? {
    get { extras?.onEscape }
    set { if extras != nil || newValue != nil { writableExtras().onEscape = newValue } }
  }
  /// Visible text that is not the label (a button's title when the label differs, a symbol).
  public var visibleText: String? {
    get { extras?.visibleText }
    set { if extras != nil || newValue != nil { writableExtras().visibleText = newValue } }
  }
  /// SF Symbol-like image name drawn in the wireframe.
  public var symbol: String? {
    get { extras?.symbol }
    set { if extras != nil || newValue != nil { writableExtras().symbol = newValue } }
  }
  public var placeholder: String? {
    get { extras?.placeholder }
    set { if extras != nil || newValue != nil { writableExtras().placeholder = newValue } }
  }

  /// The value and hint box, allocated on first write and copied first when shared.
  private mutating func writableTexts() -> ElementTexts {
    if texts == nil {
      texts = ElementTexts()
    } else if !isKnownUniquelyReferenced(&texts) {
      texts = ElementTexts(copying: texts!)
    }
    return texts!
  }

  /// The extras, allocated on first write and copied first when another element shares them.
  private mutating func writableExtras() -> ElementExtras {
    if extras == nil {
      extras = ElementExtras()
    } else if !isKnownUniquelyReferenced(&extras) {
      extras = ElementExtras(copying: extras!)
    }
    return extras!
  }

  /// Whether the element was read from the scene file, so it has a JSON path
  /// (`Scene.path(of:)`); elements built in code have none.
  public var hasPath: Bool { pathStep != .none }

  /// A short name for messages and the inspector: the id, else the kind and label.
  public var displayName: String {
    if let id { return id }
    if let label, !label.isEmpty { return "\(kind.rawValue) '\(label)'" }
    return kind.rawValue
  }
}

/// How an element exposes its children (SwiftUI `accessibilityElement(children:)`).
///
/// The cases are in the order messages and the schema list them.
public enum Grouping: String, Sendable, CaseIterable {
  /// One element whose label, value, traits and actions combine its children's.
  case combine
  /// A container whose children are separate elements kept together.
  case contain
  /// One element with its own properties; children are ignored.
  case ignore
  /// No grouping given: children are exposed as they are.
  case none
}

/// `UIAccessibilityContainerType`.
public enum ContainerType: String, Sendable, CaseIterable {
  case none, list, landmark, semanticGroup, tabBar, dataTable
}

/// An entry of `accessibilityCustomContent`.
public struct CustomContent: Sendable, Equatable {
  public var label: String
  public var value: String
  public var isHighImportance: Bool
  public init(label: String, value: String, isHighImportance: Bool) {
    self.label = label
    self.value = value
    self.isHighImportance = isHighImportance
  }
}

/// A `UIAccessibilityCustomAction`.
public struct CustomAction: Sendable, Equatable {
  public var name: String
  public var effects: [Effect]
  public init(name: String, effects: [Effect]) {
    self.name = name
    self.effects = effects
  }
}

/// A `UIAccessibilityCustomRotor` with its entries in rotor order.
public struct CustomRotor: Sendable, Equatable {
  public var name: String
  public var targets: [ElementRef]
  /// Results computed by a rule instead of listed (`RotorRule`); nil for a fixed list.
  public var rule: RotorRule?
  public init(name: String, targets: [ElementRef], rule: RotorRule? = nil) {
    self.name = name
    self.targets = targets
    self.rule = rule
  }
}

/// How an adjustable element's value steps and is spoken.
public enum Adjustment: Sendable, Equatable {
  /// A numeric range, stepped by `step`.
  public struct Range: Sendable, Equatable {
    public var minimum: Double
    public var maximum: Double
    public var step: Double
    public var current: Double
    public var format: ValueFormat
  }

  /// How a numeric value is spoken.
  public enum ValueFormat: Sendable, Equatable {
    /// "50%" of the range, as UISlider speaks it.
    case percent
    /// The number itself ("3", "2.5").
    case number
    /// A template with `{value}` replaced by the number ("3 stars") and `{percent}` by the
    /// share of the range in words ("42 percent").
    case template(String)

    /// The formats written by name, as a scene writes them.
    public static let named: [(name: String, format: ValueFormat)] = [("percent", .percent), ("number", .number)]
    /// What makes any other string a template: it contains one of these.
    public static let placeholders = ["{value}", "{percent}"]
  }

  case range(Range)
  /// Named steps, spoken as they are ("Small", "Medium", "Large").
  case steps([String], current: Int)

  /// The spoken value.
  public var spokenValue: String {
    switch self {
    case .range(let r):
      let span = r.maximum - r.minimum
      let fraction = span > 0 && span.isFinite ? (r.current - r.minimum) / span : 0
      let rounded = (fraction * 100).rounded()
      let percent = rounded.isFinite ? Int(max(-1e9, min(1e9, rounded))) : 0
      switch r.format {
      case .percent: return "\(percent)%"
      case .number: return Adjustment.format(r.current)
      case .template(let t):
        // `{percent}` is the share of the range in words, as a custom value spells it out.
        return t.replacingAll("{value}", with: Adjustment.format(r.current)).replacingAll("{percent}", with: "\(percent) percent")
      }
    case .steps(let names, let current):
      return names.indices.contains(current) ? names[current] : ""
    }
  }

  /// Moves one step up (`by: 1`) or down (`by: -1`); returns false at either end.
  public mutating func step(by direction: Int) -> Bool {
    switch self {
    case .range(var r):
      let next = min(r.maximum, max(r.minimum, r.current + Double(direction) * r.step))
      guard next != r.current else { return false }
      r.current = next
      self = .range(r)
      return true
    case .steps(let names, let current):
      let next = current + direction
      guard names.indices.contains(next) else { return false }
      self = .steps(names, current: next)
      return true
    }
  }

  /// Formats a number without a trailing ".0".
  public static func format(_ x: Double) -> String {
    if x.isFinite, x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
    return String(x)
  }
}

extension String {
  /// Replaces every occurrence of `target` (a small Foundation-free helper).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let r = rest.firstRange(of: target) {
      result += rest[..<r.lowerBound]
      result += replacement
      rest = rest[r.upperBound...]
    }
    return result + rest
  }
}
