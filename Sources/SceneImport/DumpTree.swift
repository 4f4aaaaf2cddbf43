import SceneModel

extension Frame {
  /// Whether every coordinate is a number (dumps write `inf` and `nan`).
  var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

/// States a dump prints as flags (`Selected`, `Disabled`, …) or attributes.
public struct DumpFlags: OptionSet, Sendable, Equatable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let selected = DumpFlags(rawValue: 1 << 0)
  public static let disabled = DumpFlags(rawValue: 1 << 1)
  /// The focus engine's highlight (tvOS) or `focused="true"`.
  public static let focused = DumpFlags(rawValue: 1 << 2)
  /// macOS `Keyboard Focused`.
  public static let keyboardFocused = DumpFlags(rawValue: 1 << 3)
  /// XCUITest printed `value:` cut short with `...`.
  public static let valueTruncated = DumpFlags(rawValue: 1 << 4)
  /// The dump gave a frame that is not a number (`inf`, `nan`).
  public static let frameNotFinite = DumpFlags(rawValue: 1 << 5)
}

/// One element of a dump, whatever its format: the common shape every parser produces and
/// the mapper reads (`SceneMapper`).
public struct DumpNode: Sendable {
  /// The element type as XCUITest names it, without a prefix: "Button", "StaticText",
  /// "Window", "Other" (Appium's `XCUIElementTypeButton` and idb's `AXButton` included).
  public var type: String
  /// XCUITest's `Window (Main)` (or the legacy `Main Window`).
  public var isMainWindow = false
  public var label: String?
  public var identifier: String?
  /// macOS `title:`.
  public var title: String?
  public var value: String?
  public var placeholder: String?
  /// idb's `help` (the accessibility hint; no other format has it).
  public var hint: String?
  /// In the dump's units and coordinates (`ScreenGeometry` turns them into the screen's points).
  public var frame: Frame?
  public var flags: DumpFlags = []
  /// Appium's `visible`; nil when the dump does not say.
  public var visible: Bool?
  /// Appium's `accessible` (`isAccessibilityElement`); idb's elements are all elements.
  public var accessible: Bool?
  /// Trait names as the dump writes them (Appium's and idb's `traits`); nil when the dump
  /// does not give them.
  public var traits: [String]?
  /// The UIAccessibilityTraits mask older XCUITest dumps print (`traits: 8590065921`).
  public var traitMask: UInt64?
  /// idb's `custom_actions`, Appium's `customActions`.
  public var customActions: [String] = []
  /// XCUITest's `pid:` on a `RemotePlaceholder`.
  public var pid: Int?
  /// Where the element starts in the dump file (a byte offset, for line and column).
  public var offset: Int
  public var parent: Int?
  public var children: [Int] = []

  public init(type: String, offset: Int) {
    self.type = type
    self.offset = offset
  }
}

/// A problem with one part of a dump: reported with its line and column, and skipped.
public struct DumpProblem: Sendable, Equatable {
  /// Byte offset in the dump file.
  public var offset: Int
  public var message: String
  public var fix: String

  public init(offset: Int, message: String, fix: String = "") {
    self.offset = offset
    self.message = message
    self.fix = fix
  }

  /// The problem as a loader warning (no JSON path: it is about the dump's text).
  public var diagnostic: Diagnostic {
    Diagnostic(.warning, offset: offset, path: "", message: message, fix: fix)
  }
}

/// A parsed dump: its elements in document order (parents before their children), the
/// top-level ones, and what could not be read.
public struct DumpTree: Sendable {
  public var format: DumpFormat
  public var nodes: [DumpNode] = []
  /// Elements with no parent, in document order.
  public var roots: [Int] = []
  public var problems: [DumpProblem] = []
  /// What the parser noticed about the file as a whole ("2 hierarchies", "the Path to
  /// element and Query chain sections were skipped"), for the import report.
  public var notes: [String] = []

  public init(format: DumpFormat) {
    self.format = format
  }

  /// Appends a node under `parent` (nil: a top-level one) and returns its index.
  @discardableResult
  mutating func append(_ node: DumpNode, parent: Int?) -> Int {
    var n = node
    n.parent = parent
    let i = nodes.count
    nodes.append(n)
    if let parent { nodes[parent].children.append(i) } else { roots.append(i) }
    return i
  }

  mutating func problem(_ offset: Int, _ message: String, _ fix: String = "") {
    // A file of junk would otherwise make a report as long as itself.
    if problems.count < DumpTree.maximumProblems {
      problems.append(DumpProblem(offset: offset, message: message, fix: fix))
    } else if problems.count == DumpTree.maximumProblems {
      problems.append(DumpProblem(offset: offset, message: "more problems follow; only the first \(DumpTree.maximumProblems) are listed", fix: "fix these and import again"))
    }
  }

  /// The most problems listed for one dump.
  static let maximumProblems = 200
}

extension Frame {
  /// Cocoa's `NSStringFromRect` form, `{{x, y}, {width, height}}`, as XCUITest, idb's
  /// `AXFrame` and Appium's Mac2 `frame` write it. Nil when it is not four numbers; a frame
  /// with `inf` or `nan` is returned as is (the caller checks `isFinite`).
  static func parseCocoaRect(_ text: String) -> Frame? {
    var numbers: [Double] = []
    for part in text.split(whereSeparator: { $0 == "{" || $0 == "}" || $0 == "," || $0 == " " }) {
      guard let x = Double(part) else { return nil }
      numbers.append(x)
    }
    guard numbers.count == 4 else { return nil }
    return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
