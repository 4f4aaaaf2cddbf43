/// The index of an element in its scene's flat element table.
public typealias ElementIndex = Int

/// One node of a scene's view hierarchy, with the accessibility properties UIKit exposes.
///
/// Elements live in one flat array per scene (`Scene.elements`) and refer to each other by
/// index, which keeps loading, layout and ordering cheap on scenes of 100k elements.
public struct Element: Sendable {
  public var kind: ElementKind
  /// The scene id (`id:`), unique in the file; nil when the scene gives none.
  public var id: String?
  public var label: String?
  public var value: String?
  public var hint: String?
  /// `accessibilityIdentifier`: for tests, never spoken.
  public var identifier: String?
  /// Voice Control names (`accessibilityUserInputLabels`), first one shown by "Show names".
  public var inputLabels: [String] = []
  /// BCP 47 language of the label (`accessibilityLanguage`).
  public var language: String?
  public var customContent: [CustomContent] = []
  public var traits: Traits = []
  /// `isAccessibilityElement`.
  public var isElement: Bool = false
  /// `accessibilityElementsHidden` (the element and its subtree are skipped).
  public var hidden: Bool = false
  /// SwiftUI `accessibilityElement(children:)`.
  public var grouping: Grouping = .none
  /// `shouldGroupAccessibilityChildren`.
  public var groupsChildren: Bool = false
  /// `accessibilityElements`: an explicit child order, by element index.
  public var explicitOrder: [ElementIndex]?
  /// SwiftUI `accessibilitySortPriority` (higher comes first among siblings).
  public var sortPriority: Double = 0
  public var containerType: ContainerType = .none
  /// `accessibilityViewIsModal`.
  public var isModal: Bool = false
  public var actions: [CustomAction] = []
  public var rotors: [CustomRotor] = []
  /// The framework this element says it comes from; nil inherits (`UIFramework`).
  public var framework: UIFramework?
  /// A tab's badge (`UITabBarItem.badgeValue`), spoken as UIKit derives it (`TabBadge`).
  public var badge: String?
  /// Its place in a `dataTable` container, when it is a cell of one.
  public var tableCell: DataTableCell?
  /// A `dataTable` container's row and column counts.
  public var tableSize: DataTableSize?
  public var adjustment: Adjustment?
  public var onActivate: [Effect] = []
  public var onIncrement: [Effect] = []
  public var onDecrement: [Effect] = []
  public var onMagicTap: [Effect]?
  public var onEscape: [Effect]?
  /// Layout and visual properties.
  public var layout = LayoutSpec()
  /// Visible text that is not the label (a button's title when the label differs, a symbol).
  public var visibleText: String?
  /// SF Symbol-like image name drawn in the wireframe.
  public var symbol: String?
  public var placeholder: String?
  public var children: [ElementIndex] = []
  public var parent: ElementIndex?
  /// The screen this element belongs to.
  public var screen: Int = 0
  /// Byte offset of the element's object in the scene file, for messages.
  public var sourceOffset: Int = 0
  /// The JSON path of the element in the scene file (`screens[0].root.vstack[2]`).
  public var path: String = ""

  public init(kind: ElementKind) {
    self.kind = kind
    self.traits = kind.defaultTraits
    self.isElement = kind.isElementByDefault
    self.isModal = kind.isModalByDefault
  }

  /// A short name for messages and the inspector: the id, else the kind and label.
  public var displayName: String {
    if let id { return id }
    if let label, !label.isEmpty { return "\(kind.rawValue) '\(label)'" }
    return kind.rawValue
  }
}

/// How an element exposes its children (SwiftUI `accessibilityElement(children:)`).
public enum Grouping: String, Sendable, CaseIterable {
  /// No grouping given: children are exposed as they are.
  case none
  /// One element whose label, value, traits and actions combine its children's.
  case combine
  /// A container whose children are separate elements kept together.
  case contain
  /// One element with its own properties; children are ignored.
  case ignore
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
