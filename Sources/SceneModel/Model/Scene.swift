/// A loaded scene: device, screens and the flat table of every element.
public struct Scene: Sendable {
  public var format: String = SceneFormat.current
  public var title: String
  public var device: Device
  public var settings: SceneSettings
  public var screens: [Screen]
  public var elements: [Element]
  /// Element index by scene id (`ElementIDs`: indexes only, the keys compared with the
  /// elements' own ids).
  public var ids: ElementIDs.Lookup { ElementIDs.Lookup(table: idTable, elements: elements) }
  let idTable: ElementIDs
  /// Screen index by screen id.
  public var screenIndex: [String: Int]
  /// Where the scene came from, for messages ("Scenes/inbox.json", or "<demo>").
  public var sourceName: String
  /// Switch Control and Full Keyboard Access properties of the few elements that set them.
  public var interaction: [ElementIndex: InteractionTraits] = [:]
  /// Declared colours and colour-only state, by element.
  public var colors: [ElementIndex: ElementColors] = [:]
  /// Declared animated content, by element.
  public var motion: [ElementIndex: MotionSpec] = [:]
  /// The `note` of the elements that have one: the author's words, shown in the Inspector.
  public var notes: [ElementIndex: String] = [:]
  /// Audit rules an element's `audit.suppress` says do not apply, with the reasons.
  public var auditSuppressions: [ElementIndex: [AuditSuppression]] = [:]
  /// The framework the scene's controls come from (`framework:`; elements can override it).
  public var framework = UIFramework.default
  /// Values written on switches, which UISwitch ignores (`check` warns), by element.
  public var ignoredSwitchValues: [ElementIndex: IgnoredValue] = [:]
  /// `traits` that leave out some of the kind's default traits, by element (`check` warns
  /// when a role is lost).
  public var replacedTraits: [ElementIndex: ReplacedTraits] = [:]
  /// The dump the scene was imported from (`importedFrom:`), if any.
  public var importedFrom: ImportOrigin?

  public init(
    title: String, device: Device, settings: SceneSettings = SceneSettings(), screens: [Screen],
    elements: [Element], ids: [String: ElementIndex], screenIndex: [String: Int],
    sourceName: String
  ) {
    self.title = title
    self.device = device
    self.settings = settings
    self.screens = screens
    self.elements = elements
    self.idTable = ElementIDs(ids, elements: elements)
    self.screenIndex = screenIndex
    self.sourceName = sourceName
  }

  /// The Switch Control and keyboard properties of an element (defaults when it sets none).
  public func interaction(of index: ElementIndex) -> InteractionTraits {
    interaction[index] ?? InteractionTraits()
  }

  /// The element with a scene id, if any.
  public func element(id: String) -> ElementIndex? { ids[id] }

  /// The framework an element comes from: its own, else its nearest ancestor's, else the scene's.
  public func framework(of index: ElementIndex) -> UIFramework {
    if let f = elements[index].framework { return f }
    for a in ancestors(of: index) { if let f = elements[a].framework { return f } }
    return framework
  }

  /// The ancestors of an element, nearest first.
  public func ancestors(of index: ElementIndex) -> [ElementIndex] {
    var result: [ElementIndex] = []
    var current = elements[index].parent
    while let p = current {
      result.append(p)
      current = elements[p].parent
    }
    return result
  }
}

/// The format identifiers this version reads.
public enum SceneFormat {
  public static let current = "axsim-scene/1"
  public static let supported = [current]
  /// The `$id` of the format's JSON Schema (`SceneSchema`), which a scene's `$schema` key may name.
  public static let schemaID = "https://axsim.dev/schema/scene-1.json"
}

/// One screen of a scene: a root element plus screen-wide handlers and rotors.
public struct Screen: Sendable {
  public var id: String
  public var title: String?
  public var root: ElementIndex
  public var rotors: [CustomRotor] = []
  public var onMagicTap: [Effect]?
  public var onEscape: [Effect]?
  /// The transition used when it is pushed or presented, for Reduce Motion.
  public var transition: Transition = .automatic
  /// A picture of the screen as designed (a PNG or JPEG path relative to the scene file),
  /// drawn under the boxes of the HTML report's wireframe.
  public var mockup: String?
  public var sourceOffset: Int = 0

  public init(id: String, title: String?, root: ElementIndex) {
    self.id = id
    self.title = title
    self.root = root
  }
}

/// How a screen appears; Reduce Motion replaces the motion ones with a cross-fade.
public enum Transition: String, Sendable, CaseIterable {
  case automatic, slide, cover, zoom, fade, none
}

/// The simulated device.
public struct Device: Sendable, Equatable {
  public enum Idiom: String, Sendable, CaseIterable { case phone, pad }
  public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight, rightToLeft

    /// Short spellings accepted in scene files.
    public static let aliases: [(name: String, direction: LayoutDirection)] = [
      ("ltr", .leftToRight), ("rtl", .rightToLeft),
    ]

    /// Every accepted spelling: the names, then the aliases.
    public static var names: [String] { allCases.map(\.rawValue) + aliases.map(\.name) }

    /// Looks a direction up by name or alias.
    public static func named(_ name: String) -> LayoutDirection? {
      aliases.first { $0.name == name }?.direction ?? LayoutDirection(rawValue: name)
    }
  }

  public var idiom: Idiom
  public var width: Double
  public var height: Double
  public var layoutDirection: LayoutDirection
  /// Top and bottom safe-area insets (status bar, home indicator).
  public var safeAreaTop: Double
  public var safeAreaBottom: Double

  public init(
    idiom: Idiom = .phone, width: Double? = nil, height: Double? = nil,
    layoutDirection: LayoutDirection = .leftToRight, safeAreaTop: Double? = nil,
    safeAreaBottom: Double? = nil
  ) {
    self.idiom = idiom
    self.width = width ?? (idiom == .phone ? 393 : 820)
    self.height = height ?? (idiom == .phone ? 852 : 1180)
    self.layoutDirection = layoutDirection
    self.safeAreaTop = safeAreaTop ?? (idiom == .phone ? 59 : 24)
    self.safeAreaBottom = safeAreaBottom ?? (idiom == .phone ? 34 : 20)
  }

  /// The row tolerance VoiceOver uses when sorting (8 pt on phone, 13 pt elsewhere).
  public var rowTolerance: Double { idiom == .phone ? 8 : 13 }
  public var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}

/// Settings a scene can preset; the command line and the app can override them.
public struct SceneSettings: Sendable, Equatable {
  public var speakHints: Bool = true
  public var contentSize: ContentSizeCategory = .large
  /// Settings › Accessibility › Display & Text Size › Larger Text › Larger Accessibility Sizes:
  /// offers AX1–AX5. On by default in axsim, so reviewers reach AX5.
  public var largerAccessibilitySizes = true
  /// Reduce Motion, Bold Text, appearance and the other display settings.
  public var display = DisplaySettings()
  /// The iOS version whose VoiceOver strings and rules apply (`IOSVersion.supported`).
  public var iosVersion = IOSVersion.newest
  /// The smallest touch target the audit accepts, in points each way: the HIG's 44×44 pt
  /// (reference [S/K]); a scene for another idiom or house rule sets its own.
  public var minimumTouchTarget: Double = SceneSettings.defaultMinimumTouchTarget
  public static let defaultMinimumTouchTarget = 44.0
  public init(speakHints: Bool = true, contentSize: ContentSizeCategory = .large, largerAccessibilitySizes: Bool = true) {
    self.speakHints = speakHints
    self.contentSize = contentSize
    self.largerAccessibilitySizes = largerAccessibilitySizes
  }
}
