import SceneModel

/// What an import did, for the person who will use the scene: what was mapped, what was
/// left out and why, and what the dump cannot carry (so they know what to check or add by
/// hand). `axsim import` prints it on standard error.
public struct ImportReport: Sendable {
  /// Why an element of the dump is not in the scene.
  public enum DropReason: String, Sendable, CaseIterable {
    case invisible = "not visible (the page source says visible=\"false\")"
    case offScreen = "off the screen"
    case zeroSize = "zero width or height (VoiceOver skips it)"
    case notFinite = "its frame is not a number (inf or nan)"
    case insideElement = "inside an element VoiceOver reads as one (it never visits them)"
    case folded = "the same text as the element around it (read as part of it)"
    case unlabelledImage = "an image with no label (UIImageView is not an accessibility element unless the app makes it one)"
    case chrome = "system chrome, not the app"
    case notElement = "not an accessibility element (accessible=\"false\")"
  }

  public struct Dropped: Sendable {
    public var reason: DropReason
    public var offset: Int
    public var what: String
  }

  public var format: DumpFormat
  public var nodesRead = 0
  public var elementsWritten = 0
  /// Stops written by kind word ("button": 3).
  public var stopsByKind: [String: Int] = [:]
  public var containersWritten = 0
  /// Generic views with no label or identifier, left out with their children kept.
  public var wrappersLeftOut = 0
  /// Containers left out because nothing inside them was kept.
  public var emptyContainers = 0
  public var screen = ""
  public var dropped: [Dropped] = []
  /// Per-element notes: what the dump shows that the scene cannot say, each located.
  public var notCarried: [(offset: Int, text: String)] = []
  /// Notes about the whole dump (the parser's and the mapping's).
  public var notes: [String] = []
  /// Elements without a frame (laid out in order by the stack layout).
  public var withoutFrame = 0
  /// Unreadable parts, located.
  public var problems: [DumpProblem] = []

  /// The report as lines of text, with locations in `file`.
  public func text(file: String, source: SourceText) -> String {
    let name = Sanitize.forMessage(file)
    var offsets = dropped.map(\.offset) + notCarried.map(\.offset) + problems.map(\.offset)
    let located = source.locations(ofOffsets: offsets)
    offsets.removeAll()
    var k = 0
    // A dump on one line (lldb's quoted string, WebDriverAgent's JSON) needs the column too.
    let oneLine = source.location(ofOffset: Int.max).line == 1
    func next() -> String {
      defer { k += 1 }
      return oneLine ? "line 1, column \(located[k].column)" : "line \(located[k].line)"
    }
    var out = "axsim import: \(name): \(format.description), \(nodesRead) element\(nodesRead == 1 ? "" : "s") read\n"
    out += "  screen: \(screen)\n"
    let stops = stopsByKind.values.reduce(0, +)
    let kinds = stopsByKind.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    out += "  mapped: \(elementsWritten) element\(elementsWritten == 1 ? "" : "s") in the scene: \(stops) VoiceOver element\(stops == 1 ? "" : "s")" + (kinds.isEmpty ? "" : " (\(kinds))") + ", \(containersWritten) container\(containersWritten == 1 ? "" : "s")\n"
    if wrappersLeftOut > 0 || emptyContainers > 0 {
      var parts: [String] = []
      if wrappersLeftOut > 0 { parts.append("\(wrappersLeftOut) view\(wrappersLeftOut == 1 ? "" : "s") with no label or identifier (their children were kept in their place)") }
      if emptyContainers > 0 { parts.append("\(emptyContainers) container\(emptyContainers == 1 ? "" : "s") with nothing kept inside") }
      out += "  left out: " + parts.joined(separator: "; ") + "\n"
    }
    if withoutFrame > 0 {
      out += "  \(withoutFrame) element\(withoutFrame == 1 ? " has" : "s have") no frame in the dump: laid out in the dump's order\n"
    }
    if !dropped.isEmpty {
      out += "  dropped: \(dropped.count) element\(dropped.count == 1 ? "" : "s")\n"
      var lines: [DropReason: [String]] = [:]
      var counts: [DropReason: Int] = [:]
      for d in dropped {
        let at = next()
        counts[d.reason, default: 0] += 1
        if lines[d.reason, default: []].count < ImportReport.examplesPerReason {
          lines[d.reason, default: []].append("\(at): \(Sanitize.forMessage(d.what))")
        }
      }
      for reason in DropReason.allCases {
        guard let n = counts[reason] else { continue }
        out += "    \(n) \(reason.rawValue):\n"
        for l in lines[reason] ?? [] { out += "      \(l)\n" }
        if n > ImportReport.examplesPerReason { out += "      … and \(n - ImportReport.examplesPerReason) more\n" }
      }
    }
    out += "  not in the dump, so not in the scene (check on a device and add by hand; see Docs/Import.md):\n"
    for line in ImportReport.cannotCarry(format) { out += "    - \(line)\n" }
    for (i, n) in notCarried.enumerated() {
      let at = next()
      if i < ImportReport.examplesPerReason * 4 {
        out += "    - \(at): \(Sanitize.forMessage(n.text))\n"
      } else if i == ImportReport.examplesPerReason * 4 {
        out += "    - … and \(notCarried.count - i) more notes like these\n"
      }
    }
    for note in notes { out += "  note: \(Sanitize.forMessage(note))\n" }
    for p in problems {
      let (line, column) = located[k]
      k += 1
      out += "\(name):\(line):\(column): warning: \(Sanitize.forMessage(p.message))" + (p.fix.isEmpty ? "" : "; \(Sanitize.forMessage(p.fix))") + "\n"
    }
    return out
  }

  static let examplesPerReason = 5

  /// What a dump of this format never carries, whatever the app.
  static func cannotCarry(_ format: DumpFormat) -> [String] {
    var lines = [
      "what activating an element does (onActivate), screens it leads to, announcements",
      "grouping: whether VoiceOver reads a row or card as one element (grouping: \"combine\"), accessibilityElements order, modal views other than alerts and sheets",
    ]
    switch format {
    case .xcuitest:
      lines.insert("hints, custom actions and custom rotors", at: 0)
      lines.insert("traits beyond each element type's defaults (heading, adjustable, selected shown as a flag, ...)", at: 1)
    case .appium:
      lines.insert("hints, custom rotors, and custom actions unless the page source lists customActions", at: 0)
      lines.insert("traits, when the page source has no traits attribute (WebDriverAgent before June 2025)", at: 1)
    case .idb:
      lines.insert("custom rotors, and the tree's structure when the dump is flat (lists, bars and cells are not known)", at: 0)
    }
    return lines
  }
}
