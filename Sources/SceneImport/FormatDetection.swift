import SceneModel

/// What a file holds, told from its content (never its name).
public enum DetectedInput: Sendable, Equatable {
  /// A scene file (or anything that is not recognisably a dump: the scene loader then says
  /// what is wrong with it, as before dumps were read).
  case scene
  case dump(DumpFormat)
  /// A dump of a platform axsim does not simulate; the words name it.
  case refused(String)
}

public enum FormatDetection {
  /// How much of the file the detection looks at.
  static let headLength = 65_536

  /// What the bytes are. Only positive evidence makes a dump: a file that merely fails to
  /// be a scene stays a scene, so its errors are the scene loader's.
  public static func detect(_ bytes: [UInt8]) -> DetectedInput {
    let start = Bytes.firstSignificant(bytes)
    guard start < bytes.count else { return .scene }
    let head = Array(bytes[0..<min(bytes.count, headLength)])
    func has(_ s: String) -> Bool { Bytes.contains(head, s, limit: head.count) }
    if has("axsim-scene/") { return .scene }
    let first = bytes[start]
    if first == UInt8(ascii: "<") {
      if has("XCUIElementType") || has("<AppiumAUT") { return .dump(.appium) }
      if has("<hierarchy") || has("<node ") || has("android.widget") {
        return .refused("an Android (uiautomator) dump")
      }
      return .scene
    }
    if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
      if has("\"AXFrame\"") || has("\"AXLabel\"") || has("\"AXUniqueId\"") || has("\"role_description\"") { return .dump(.idb) }
      if has("\"nodeId\"") && (has("\"childIds\"") || has("\"ignored\"") || has("RootWebArea")) {
        return .refused("a web page's accessibility tree (Chrome DevTools)")
      }
      // WebDriverAgent's /source?format=description: the text as a JSON string.
      if first == UInt8(ascii: "{"), has("\"value\""), hasXCUITestMarker(head) { return .dump(.xcuitest) }
      return .scene
    }
    if hasXCUITestMarker(head) { return .dump(.xcuitest) }
    // A dump without arrow or headers: a line that is an element description.
    if firstElementLine(head) { return .dump(.xcuitest) }
    return .scene
  }

  /// `Attributes:`, `Element subtree:` or the root's `→Application` / `→Window`.
  static func hasXCUITestMarker(_ head: [UInt8]) -> Bool {
    Bytes.contains(head, "Element subtree:", limit: head.count) || Bytes.contains(head, "Attributes: ", limit: head.count)
      || Bytes.contains(head, "\u{2192}Application", limit: head.count) || Bytes.contains(head, "\u{2192}Window", limit: head.count)
      || Bytes.contains(head, "\u{2192}Other", limit: head.count)
  }

  /// Whether one of the first lines is an XCUITest element line with an address, a frame or
  /// a first key (`Button, 0x…`, `Button, {{…`, `Button, label: '…`: an XCTest failure
  /// message lists elements without addresses), after optional indentation and comment marks.
  static func firstElementLine(_ head: [UInt8]) -> Bool {
    var lineStart = Bytes.has(head, 0, "\u{FEFF}") ? 3 : 0
    var lines = 0
    while lineStart < head.count, lines < 200 {
      var end = lineStart
      while end < head.count, head[end] != 10 { end += 1 }
      var i = lineStart
      while i < end, Bytes.isSpace(head[i]) || head[i] == UInt8(ascii: "/") || head[i] == UInt8(ascii: "*") || head[i] == UInt8(ascii: ">") { i += 1 }
      if let t = XCUITestLine.typeEnd(head, i, end), XCUITestLine.knownTypes.contains(Bytes.string(head, i..<t)),
         Bytes.has(head, t, ", 0x", end: end) || Bytes.has(head, t, ", {{", end: end) || Bytes.has(head, t, " (Main), ", end: end)
          || Bytes.has(head, t, ", identifier: '", end: end) || Bytes.has(head, t, ", label: '", end: end) || Bytes.has(head, t, ", pid: ", end: end) {
        return true
      }
      lineStart = end + 1
      lines += 1
    }
    return false
  }
}

extension FormatDetection {
  /// Whether the file declares the scene format (so importing it makes no sense).
  public static func declaresScene(_ bytes: [UInt8]) -> Bool {
    Bytes.contains(Array(bytes.prefix(headLength)), "axsim-scene/", limit: min(bytes.count, headLength))
  }
}
