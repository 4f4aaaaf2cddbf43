/// How Switch Control navigates an element's children (`accessibilityNavigationStyle`).
///
/// The header says the property "currently … only affects Switch Control".
public enum NavigationStyle: String, Sendable, CaseIterable {
  /// The assistive technology decides (axsim's container heuristic).
  case automatic
  /// Children are scanned as separate items: no group is formed here.
  case separate
  /// The children are scanned as one group, visited before its items.
  case combined
}

/// `UIFocusGroupPriority`: which item of a focus group Tab lands on. Apps may only raise it.
public enum FocusGroupPriority: String, Sendable, CaseIterable, Comparable {
  case ignored, previouslyFocused, prioritized, currentlyFocused

  var rank: Int {
    switch self {
    case .ignored: return 0
    case .previouslyFocused: return 1
    case .prioritized: return 2
    case .currentlyFocused: return 3
    }
  }

  public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

/// A gesture a view recognises (a gesture recogniser in a dump). Gestures make an element
/// respond to user interaction; only Switch Control's and Full Keyboard Access's Gestures
/// menus can perform them, VoiceOver cannot.
public enum GestureKind: String, Sendable, CaseIterable {
  case swipeLeft, swipeRight, swipeUp, swipeDown, longPress, doubleTap

  /// The name the Gestures menus show.
  public var menuName: String {
    switch self {
    case .swipeLeft: return "Swipe Left"
    case .swipeRight: return "Swipe Right"
    case .swipeUp: return "Swipe Up"
    case .swipeDown: return "Swipe Down"
    case .longPress: return "Hold"
    case .doubleTap: return "Double Tap"
    }
  }
}

/// A gesture recogniser on a view and what performing it does.
public struct Gesture: Sendable, Equatable {
  public var kind: GestureKind
  public var effects: [Effect]
  public init(kind: GestureKind, effects: [Effect]) {
    self.kind = kind
    self.effects = effects
  }
}

/// The Switch Control and Full Keyboard Access properties of an element, kept beside the
/// element table (most elements have none of them).
public struct InteractionTraits: Sendable, Equatable {
  /// `accessibilityRespondsToUserInteraction` as the scene sets it; nil = inferred.
  public var respondsToUserInteraction: Bool?
  public var navigationStyle: NavigationStyle = .automatic
  /// `focusGroupIdentifier`; nil inherits the parent's group.
  public var focusGroup: String?
  public var focusGroupPriority: FocusGroupPriority = .ignored
  public var gestures: [Gesture] = []

  public init() {}

  public var isDefault: Bool { self == InteractionTraits() }
}
