/// UIKit accessibility traits, public and the private AXRuntime ones VoiceOver speaks.
///
/// Bit values follow UIKit (`UIAccessibilityTraits`) and AXRuntime, as listed in the
/// reference (§1.4), so imported trait masks map directly.
public struct Traits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let button = Traits(rawValue: 1 << 0)
  public static let link = Traits(rawValue: 1 << 1)
  public static let image = Traits(rawValue: 1 << 2)
  public static let selected = Traits(rawValue: 1 << 3)
  public static let playsSound = Traits(rawValue: 1 << 4)
  public static let keyboardKey = Traits(rawValue: 1 << 5)
  public static let staticText = Traits(rawValue: 1 << 6)
  public static let summaryElement = Traits(rawValue: 1 << 7)
  public static let notEnabled = Traits(rawValue: 1 << 8)
  public static let updatesFrequently = Traits(rawValue: 1 << 9)
  public static let searchField = Traits(rawValue: 1 << 10)
  public static let startsMediaSession = Traits(rawValue: 1 << 11)
  public static let adjustable = Traits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = Traits(rawValue: 1 << 13)
  public static let causesPageTurn = Traits(rawValue: 1 << 14)
  public static let tabBar = Traits(rawValue: 1 << 15)
  public static let header = Traits(rawValue: 1 << 16)
  public static let textEntry = Traits(rawValue: 1 << 18)
  public static let isEditing = Traits(rawValue: 1 << 21)
  public static let secureTextField = Traits(rawValue: 1 << 24)
  public static let backButton = Traits(rawValue: 1 << 27)
  public static let tabBarItem = Traits(rawValue: 1 << 28)
  public static let textArea = Traits(rawValue: 1 << 47)
  public static let switchButton = Traits(rawValue: 1 << 53)

  /// Scene-file names of every trait, in the order the reference lists them.
  public static let named: [(name: String, trait: Traits)] = [
    ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
    ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
    ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
    ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
    ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
    ("tabBar", .tabBar), ("header", .header), ("textEntry", .textEntry),
    ("isEditing", .isEditing), ("secureTextField", .secureTextField),
    ("backButton", .backButton), ("tabBarItem", .tabBarItem), ("textArea", .textArea),
    ("switchButton", .switchButton),
  ]

  /// Traits that never add words to the description (reference §1.2).
  public static let unspoken: Traits = [
    .playsSound, .keyboardKey, .staticText, .summaryElement, .updatesFrequently,
    .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .tabBar,
  ]

  /// Looks a trait up by its scene-file name.
  public static func named(_ name: String) -> Traits? {
    named.first { $0.name == name }?.trait
  }

  /// The scene-file names of the traits in this set, in reference order.
  public var names: [String] {
    Traits.named.filter { contains($0.trait) }.map(\.name)
  }
}
