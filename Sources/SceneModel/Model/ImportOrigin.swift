/// The formats of accessibility-hierarchy dumps axsim imports as scenes (`axsim import`).
///
/// The names are the scene's `importedFrom.format` values and `axsim import --format`'s;
/// the display names are what messages and headers say.
public enum DumpFormat: String, CaseIterable, Sendable {
  /// XCUITest's `debugDescription` text (`po app` in lldb, `print(app.debugDescription)`).
  case xcuitest
  /// Appium's XCUITest driver / WebDriverAgent page source (XML).
  case appium
  /// `idb ui describe-all` (JSON).
  case idb

  /// "XCUITest", "Appium", "idb".
  public var displayName: String {
    switch self {
    case .xcuitest: return "XCUITest"
    case .appium: return "Appium"
    case .idb: return "idb"
    }
  }

  /// What a user calls the input: "an XCUITest dump", "an Appium page source", "an idb dump".
  public var description: String {
    switch self {
    case .xcuitest: return "an XCUITest dump"
    case .appium: return "an Appium page source"
    case .idb: return "an idb dump"
    }
  }

  /// The formats in words, for messages: "XCUITest text, Appium (WebDriverAgent) XML or idb JSON".
  public static let readable = "XCUITest text (debugDescription), Appium/WebDriverAgent XML or idb JSON"
}

/// Where an imported scene came from (`importedFrom:`). Its frames were measured on a
/// running app, so layout does not judge whether text fits them (`SceneLayout`).
public struct ImportOrigin: Sendable, Equatable {
  public var format: DumpFormat
  /// The dump's file name, as the importer was given it.
  public var file: String?
  /// Set when a command imported the dump itself, in memory, rather than loading a scene
  /// file written by `axsim import`: headers then say so.
  public var inMemory = false

  public init(format: DumpFormat, file: String?, inMemory: Bool = false) {
    self.format = format
    self.file = file
    self.inMemory = inMemory
  }
}

extension Scene {
  /// The scene's name as command headers print it: its file name, and for a dump that a
  /// command imported in memory, what it was imported from ("login.txt (imported from an
  /// XCUITest dump)").
  public var headerName: String {
    guard let origin = importedFrom, origin.inMemory else { return sourceName }
    return sourceName + " (imported from \(origin.format.description))"
  }
}
