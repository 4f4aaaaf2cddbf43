import SceneModel

/// How a Voice Control user gets an element to act, the shortest way: for `Reach`, the
/// Inspector, "Show me what to say", `axsim speak --technology voice-control` and the audit.
public enum VoiceControlPhrase: Sendable, Equatable {
  /// "tap <name>": a name only this item has (the shortest such name).
  case name(String)
  /// Every name it can be said by names other items too: saying it shows numbers on the
  /// `count` items it names, and a number picks one.
  case needsNumbers(name: String, count: Int)
  /// It is numbered but has no name, or none a person can say (emoji, symbols): only its
  /// number reaches it. `drawn` is what "Show names" would draw, if anything.
  case cannotBeSaid(drawn: String?)
  /// Not numbered (not an accessibility element that responds): only the grid reaches it,
  /// with these words after "show grid", once the screen is scrolled down `scrolls` times
  /// (when it is below the screen).
  case gridOnly(scrolls: Int, words: [String])
  /// Not numbered, and no grid cell's centre lands on it.
  case unreachable

  /// The phrase, or what stands in its way, in words: "tap Send", "needs numbers ('Rename'
  /// names 10 items)", "cannot be said (no name)", "show grid, 8, tap 5".
  public var text: String {
    switch self {
    case .name(let n): return "tap " + n
    case .needsNumbers(let n, let count): return "needs numbers (\(Sanitize.quote(n)) names \(count) items)"
    case .cannotBeSaid(let drawn): return "cannot be said (" + (drawn.map { "its name is \(Sanitize.quote($0))" } ?? "no name") + ")"
    case .gridOnly(let scrolls, let words):
      return (Array(repeating: "scroll down", count: scrolls) + ["show grid"] + words).joined(separator: ", ")
    case .unreachable: return "out of reach (no grid cell lands on it)"
    }
  }

  /// A short form for tables: "tap Send", "numbers", "unsayable", "grid: 8, tap 5".
  public var short: String {
    switch self {
    case .name(let n): return "tap " + n
    case .needsNumbers: return "needs numbers"
    case .cannotBeSaid: return "cannot be said"
    case .gridOnly(let scrolls, let words): return (scrolls > 0 ? "scroll ×\(scrolls), " : "") + "grid: " + words.joined(separator: ", ")
    case .unreachable: return "out of reach"
    }
  }

  /// Whether saying a name reaches it without numbers.
  public var isName: Bool {
    if case .name = self { return true }
    return false
  }
}

extension VoiceControlIndex {
  /// The phrase for item `i` (an index into `items`).
  public func phrase(forItem i: Int, runtime: SceneRuntime) -> VoiceControlPhrase {
    let written = VoiceControlNames.names(of: items[i], in: runtime)
    let spoken = spokenNames(i)
    var best: (written: String, length: Int)?
    var shared: (written: String, count: Int)?
    for (k, name) in spoken.enumerated() where k < written.count && VoiceControlNames.isSpeakable(name) {
      let count = count(of: name)
      if count == 1 {
        if best == nil || name.count < best!.length { best = (written[k], name.count) }
      } else if shared == nil {
        shared = (written[k], count)
      }
    }
    if let best { return .name(best.written) }
    if let shared { return .needsNumbers(name: shared.written, count: shared.count) }
    return .cannotBeSaid(drawn: written.first)
  }
}

extension SceneRuntime {
  /// The phrase for any element: a numbered item's name, else the grid's way to it when a
  /// touch reaches it (`settings` gives the grid's size); nil for an element nothing would
  /// tap (static text, a container).
  public func voiceControlPhrase(for element: ElementIndex, index: VoiceControlIndex, settings: VoiceControlSettings) -> VoiceControlPhrase? {
    if let i = interactiveIndex(of: element) { return index.phrase(forItem: i, runtime: self) }
    // A dimmed control does nothing when tapped, however it is reached.
    guard reactsToTap(element), frames.indices.contains(element), !scene.elements[element].traits.contains(.notEnabled) else { return nil }
    let f = frames[element]
    guard f.width > 0, f.height > 0 else { return nil }
    let height = scene.device.height
    var top = 0.0
    var scrolls = 0
    let centreY = f.y + f.height / 2
    let maxTop = max(0, contentBottom() - height)
    while centreY >= top + height, top < maxTop {
      top = min(maxTop, top + height * VoiceControl.scrollPage)
      scrolls += 1
    }
    let grid = VoiceControlGrid(region: Frame(x: 0, y: 0, width: scene.device.width, height: height), columns: settings.gridColumns, rows: settings.gridRows)
    let target = ScreenPoint(x: f.x + f.width / 2, y: centreY - top)
    let path = VoiceControlGrid.path(to: target, from: grid, finalCellSize: settings.finalCellSize) { p in
      hitTest(ScreenPoint(x: p.x, y: p.y + top)) == element
    }
    guard let path else { return .unreachable }
    return .gridOnly(scrolls: scrolls, words: path)
  }
}
