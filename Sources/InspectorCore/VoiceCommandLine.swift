import AssistiveTechnologies

/// Voice Control's command line in the app: what the reviewer would say, typed. Enter says
/// it, Up and Down go through what was said before (kept while the app runs), Tab completes
/// a name on the screen after "tap", "long press", "double tap", "show actions for" or at
/// the start, cycling through the names that fit.
public struct VoiceCommandLine: Sendable, Equatable {
  public private(set) var isOpen = false
  /// The phrase typed so far.
  public private(set) var text = ""
  /// What was said before, oldest first.
  public private(set) var history: [String] = []
  /// The history entry shown (nil: the phrase being typed).
  public private(set) var historyIndex: Int?
  /// The phrase being typed while the history is browsed.
  var draft = ""
  /// A completion in progress: the text before the name, the names that fit, the one shown.
  public private(set) var completion: Completion?

  public struct Completion: Sendable, Equatable {
    public var lead: String
    public var names: [String]
    public var index: Int
  }

  /// Phrases kept in the history.
  public static let historyLimit = 100
  /// The words a name follows (the longest first, so "double tap" wins over "tap").
  public static let verbs = ["show actions for ", "long press ", "double tap ", "tap "]

  public init() {}

  public mutating func open() {
    isOpen = true
    text = ""
    historyIndex = nil
    completion = nil
  }

  public mutating func close() {
    isOpen = false
    text = ""
    historyIndex = nil
    completion = nil
  }

  public mutating func type(_ c: Character) {
    text.append(c)
    historyIndex = nil
    completion = nil
  }

  public mutating func backspace() {
    if !text.isEmpty { text.removeLast() }
    completion = nil
  }

  public mutating func clear() {
    text = ""
    completion = nil
  }

  /// Up: the phrase said before the one shown.
  public mutating func previous() {
    guard !history.isEmpty else { return }
    if historyIndex == nil { draft = text }
    let i = max(0, (historyIndex ?? history.count) - 1)
    historyIndex = i
    text = history[i]
    completion = nil
  }

  /// Down: the phrase said after the one shown, then back to what was being typed.
  public mutating func next() {
    guard let i = historyIndex else { return }
    if i + 1 < history.count {
      historyIndex = i + 1
      text = history[i + 1]
    } else {
      historyIndex = nil
      text = draft
    }
    completion = nil
  }

  /// The text before the name being typed, and the name's beginning.
  public static func split(_ text: String) -> (lead: String, partial: String) {
    let lower = text.lowercased()
    for verb in verbs where lower.hasPrefix(verb) {
      let lead = String(text.prefix(verb.count))
      return (lead, String(text.dropFirst(verb.count)))
    }
    return ("", text)
  }

  /// Tab: the next name that starts with what was typed after the verb. `names(partial)`
  /// gives the names on the screen that fit, in the order to offer them.
  public mutating func complete(names: (String) -> [String]) {
    if var c = completion, !c.names.isEmpty {
      c.index = (c.index + 1) % c.names.count
      text = c.lead + c.names[c.index]
      completion = c
      return
    }
    let (lead, partial) = Self.split(text)
    let found = names(partial)
    guard !found.isEmpty else {
      completion = Completion(lead: lead, names: [], index: 0)
      return
    }
    completion = Completion(lead: lead, names: found, index: 0)
    text = lead + found[0]
  }

  /// Enter: the phrase to say (nil when empty), kept in the history; the line closes.
  public mutating func commit() -> String? {
    let said = text
    close()
    guard said.contains(where: { !$0.isWhitespace }) else { return nil }
    if history.last != said { history.append(said) }
    if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    return said
  }
}

extension SceneRuntime {
  /// The names on the screen whose spoken form starts with `partial`'s, as written, in
  /// reading order of the first item each names (Tab's completion in the command line).
  public func voiceControlCompletions(_ partial: String, limit: Int = 50) -> [String] {
    let index = voiceControlIndex()
    let want = VoiceControlNames.spoken(partial)
    var found: [(item: Int, name: String)] = []
    for spoken in index.allNames where spoken.hasPrefix(want) {
      guard let item = index.matches(spoken).first else { continue }
      let written = VoiceControlNames.names(of: index.items[item], in: self).first { VoiceControlNames.spoken($0) == spoken } ?? spoken
      found.append((item, written))
    }
    found.sort { $0.item != $1.item ? $0.item < $1.item : $0.name < $1.name }
    return Array(found.prefix(limit).map(\.name))
  }
}
