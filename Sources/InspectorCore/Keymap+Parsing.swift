import NameSuggestions
import SceneModel
import TerminalCanvas

extension Keymap {
  /// The format this version reads, as written on a keymap's format line.
  public static let formatVersion = "axsim-keymap/1"

  /// Parses a keymap file, reporting every problem in the file in one error.
  ///
  /// The format (full description in Docs/Keymaps.md):
  ///
  ///     # a comment (a whole line)
  ///     format axsim-keymap/1
  ///     [voiceover]
  ///     voiceover.next = right, ctrl+alt+right
  ///     voiceover.magicTap = none
  ///
  /// The first line that is not blank or a comment is the format line. `[section]` headers
  /// name a `KeyContext`; each binding line gives a catalogue command id bound in its own
  /// section, then keys separated by commas in `KeyPress.parse` syntax (`comma` is the ','
  /// key), or `none` to leave the command unbound. A key may not be bound twice in one
  /// section, nor in both a technology's section and `[global]` (the first would hide the
  /// second). `tab+KEY` binds a Tab chord (only in `[keyboard]`, where Tab starts one).
  ///
  /// - Parameter name: the file path as the user gave it; error lines start with it.
  public static func parse(_ text: String, name: String) throws(KeymapError) -> Keymap {
    var parser = KeymapParser()
    parser.parse(text)
    guard parser.problems.isEmpty else {
      throw KeymapError(name: name, problems: parser.problems)
    }
    return Keymap(name: name, keysByCommand: parser.commandKeys)
  }

  /// How a key is written in a keymap file: `KeyPress.description`, except that the comma
  /// key is `comma` (a bare ',' separates keys).
  public static func fileSpelling(of key: KeyPress) -> String {
    guard key.key == .character(",") else { return key.description }
    return String(key.description.dropLast()) + "comma"
  }
}

/// The line-by-line reader behind `Keymap.parse`; collects problems instead of stopping.
struct KeymapParser {
  typealias Problem = KeymapError.Problem

  private enum Section {
    case none
    case known(KeyContext)
    /// A header that was wrong (already reported): its bindings are checked on their own.
    case unknown
  }

  private(set) var problems: [Problem] = []
  /// Characters walked to turn string indices into columns, over the whole file: at most
  /// about the file's length (tests check it, so the cost cannot creep back to one walk
  /// from the line's start per problem).
  private(set) var columnSteps = 0
  private(set) var commandKeys: [String: [KeyPress]] = [:]
  private var section = Section.none
  /// Where the first line that is not blank or a comment is.
  private var firstLine: (line: Int, column: Int)?
  private var formatLine: Int?
  private var commandLines: [String: Int] = [:]
  private var keyOwners: [KeyContext: [KeyPress: (id: String, line: Int)]] = [:]

  mutating func parse(_ text: String) {
    var text = Substring(text)
    if text.first == "\u{FEFF}" { text = text.dropFirst() }
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      parseLine(line, number: index + 1)
    }
    if formatLine == nil {
      let at = firstLine ?? (1, 1)
      // First among problems at the same place: it explains the others.
      problems.insert(
        Problem(
          line: at.line, column: at.column, message: "missing format line",
          fix: "start the file with 'format \(Keymap.formatVersion)'"), at: 0)
    }
    problems = problems.enumerated()
      .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
      .map(\.element)
  }

  private mutating func parseLine(_ line: Substring, number: Int) {
    let content = line.trimmedOfWhitespace
    guard let first = content.first, first != "#" else { return }
    let at = Location(line: line, number: number)
    let isFormat = content.prefix { !$0.isWhitespace && $0 != "=" } == "format"
    if isFormat {
      parseFormat(content, at)
    } else if first == "[" {
      parseSection(content, at)
    } else {
      parseBinding(content, at)
    }
    if firstLine == nil { firstLine = (number, at.column(of: content.startIndex)) }
    columnSteps += at.steps
  }

  // MARK: - Format line and sections

  private mutating func parseFormat(_ content: Substring, _ at: Location) {
    if let formatLine {
      report(at, content.startIndex, "a second format line", "delete it; line \(formatLine) gives the format")
      return
    }
    formatLine = at.number
    if let firstLine {
      report(
        at, content.startIndex, "the format line must come first",
        "move it above line \(firstLine.line)")
    }
    let value = content.dropFirst("format".count).trimmedOfWhitespace
    let valueIndex = value.isEmpty ? content.endIndex : value.startIndex
    if value == Keymap.formatVersion { return }
    if value.isEmpty {
      report(at, valueIndex, "missing format version", "write 'format \(Keymap.formatVersion)'")
    } else if value.hasPrefix("axsim-keymap/") {
      report(
        at, valueIndex, "unsupported format \(quote(value))",
        "this version of axsim reads '\(Keymap.formatVersion)'")
    } else {
      report(at, valueIndex, "unknown format \(quote(value))", "write 'format \(Keymap.formatVersion)'")
    }
  }

  private mutating func parseSection(_ content: Substring, _ at: Location) {
    section = .unknown
    let names = KeyContext.allCases.map(\.rawValue)
    let allSections =
      "the sections are " + names.dropLast().map { "[\($0)]" }.joined(separator: ", ")
      + " and [\(names.last ?? "speech")]"
    guard content.last == "]" else {
      if let close = content.firstIndex(of: "]"),
        content[content.index(after: close)...].trimmedOfWhitespace.first == "#"
      {
        let comment = content[content.index(after: close)...].trimmedOfWhitespace
        report(
          at, comment.startIndex, "a comment must be on a line of its own",
          "move \(quote(comment)) to the line above")
        section = KeyContext(rawValue: String(content[..<close].dropFirst())).map(Section.known) ?? .unknown
        return
      }
      let inner = content.dropFirst().trimmedOfWhitespace
      let guess =
        KeyContext(rawValue: String(inner))?.rawValue
        ?? EditDistance.closest(to: inner.lowercased(), among: names)
      report(
        at, content.endIndex, "missing ']' after \(quote(content))",
        guess.map { "write '[\($0)]'" } ?? allSections)
      if let context = KeyContext(rawValue: String(inner)) { section = .known(context) }
      return
    }
    let inner = content.dropFirst().dropLast().trimmedOfWhitespace
    if let context = KeyContext(rawValue: String(inner)) {
      section = .known(context)
      return
    }
    let guess = EditDistance.closest(to: inner.lowercased(), among: names)
    report(
      at, content.startIndex, "unknown section \(quote("[" + inner + "]"))",
      guess.map { "did you mean '[\($0)]'?" } ?? allSections)
  }

  // MARK: - Bindings

  private mutating func parseBinding(_ content: Substring, _ at: Location) {
    guard let equals = content.firstIndex(of: "=") else {
      report(
        at, content.startIndex, "expected 'command.id = keys', found \(quote(content))",
        content.contains(":")
          ? "use '=' between the command id and its keys"
          : "write a binding such as 'voiceover.next = right', a '[section]' or a '# comment'")
      return
    }
    let idPart = content[..<equals].trimmedOfWhitespace
    let keys = parseKeys(content[content.index(after: equals)...], at, id: String(idPart))
    guard !idPart.isEmpty else {
      report(at, content.startIndex, "missing command id before '='", "write it as in 'voiceover.next = right'")
      return
    }
    let id = String(idPart)
    guard let info = CommandCatalog.info(id: id) else {
      report(
        at, idPart.startIndex, "unknown command \(quote(id))",
        Self.suggestion(forCommand: id).map { "did you mean '\($0)'?" }
          ?? "the command ids are listed in Docs/Keymaps.md")
      return
    }
    let context: KeyContext
    switch section {
    case .none:
      report(at, idPart.startIndex, "\(quote(id)) is outside any section", "put it under [\(info.context.rawValue)]")
      return
    case .unknown:
      return
    case .known(let c) where c != info.context:
      report(
        at, idPart.startIndex, "\(quote(id)) cannot be bound in [\(c.rawValue)]",
        "move it under [\(info.context.rawValue)]")
      return
    case .known(let c):
      context = c
    }
    if let earlier = commandLines[id] {
      report(
        at, idPart.startIndex, "\(quote(id)) is already bound on line \(earlier)",
        "list all its keys on one line, separated by commas")
      return
    }
    commandLines[id] = at.number
    guard let keys else { return }
    commandKeys[id] = keys.map(\.key)
    for (key, index) in keys {
      if key.modifiers.contains(.tab) && context != .keyboard {
        report(
          at, index, "the Tab chord \(quote(Keymap.fileSpelling(of: key))) cannot be bound in [\(context.rawValue)]",
          "Tab starts a chord only in [keyboard]; bind another key")
        continue
      }
      claim(key, for: id, in: context, at, index)
    }
  }

  /// Records that `key` runs `id`, reporting a clash with an earlier binding.
  private mutating func claim(
    _ key: KeyPress, for id: String, in context: KeyContext, _ at: Location, _ index: Substring.Index
  ) {
    let spelled = quote(Keymap.fileSpelling(of: key))
    if let owner = keyOwners[context]?[key] {
      report(
        at, index,
        "the key \(spelled) is bound twice in [\(context.rawValue)]: to '\(owner.id)' (line \(owner.line)) and '\(id)' (line \(at.number))",
        "remove it from one of them")
      return
    }
    for other in context.alwaysActiveWith {
      guard let owner = keyOwners[other]?[key] else { continue }
      let hidden = other == .global ? owner.id : id
      let first = other == .global ? context : other
      report(
        at, index,
        "the key \(spelled) is bound in both [\(other.rawValue)] and [\(context.rawValue)]: to '\(owner.id)' (line \(owner.line)) and '\(id)' (line \(at.number))",
        "[\(first.rawValue)] is tried first, so '\(hidden)' would never run; remove one of them")
      return
    }
    keyOwners[context, default: [:]][key] = (id, at.number)
  }

  /// The keys after '=', each with where it starts; nil when the list is missing, or
  /// only the keys that parsed when some did not (the others are reported).
  private mutating func parseKeys(_ value: Substring, _ at: Location, id: String)
    -> [(key: KeyPress, index: Substring.Index)]?
  {
    let trimmed = value.trimmedOfWhitespace
    if trimmed.isEmpty {
      let name = id.isEmpty ? "the command" : quote(id)
      report(
        at, value.startIndex, "no keys after '='",
        "list keys separated by commas, or write 'none' to leave \(name) unbound")
      return nil
    }
    if trimmed == "none" { return [] }
    var keys: [(key: KeyPress, index: Substring.Index)] = []
    var listed = Set<KeyPress>()
    let pieces = value.split(separator: ",", omittingEmptySubsequences: false)
    for (n, piece) in pieces.enumerated() {
      let token = piece.trimmedOfWhitespace
      guard !token.isEmpty else {
        let place =
          n == 0 ? "before the first comma" : n == pieces.count - 1 ? "after the last comma" : "between two commas"
        report(
          at, n == 0 ? trimmed.startIndex : piece.startIndex, "no key \(place)",
          "remove the extra comma, or write 'comma' for the ',' key")
        continue
      }
      if let key = parseKey(token, at) {
        if !listed.insert(key).inserted {
          report(
            at, token.startIndex,
            "the key \(quote(Keymap.fileSpelling(of: key))) is listed twice for \(quote(id))",
            "remove one of them")
        } else {
          keys.append((key, token.startIndex))
        }
      }
    }
    return keys
  }

  /// One key of a list, or nil after reporting why it is not one.
  private mutating func parseKey(_ token: Substring, _ at: Location) -> KeyPress? {
    let words = token.split(whereSeparator: \.isWhitespace)
    if words.count > 1 {
      let joined = words.joined()
      if let key = try? KeyPress.parse(joined), !key.modifiers.isEmpty {
        report(at, token.startIndex, "spaces inside the key \(quote(token))", "write \(quote(joined))")
      } else {
        // A runaway line names its first words and counts the rest.
        let named = words.prefix(3).map { quote($0) }.joined(separator: " and ")
        let more = words.count > 3 ? " and \(words.count - 3) more" : ""
        report(
          at, token.startIndex, "missing comma between \(named)\(more)",
          "write \(quote(words.joined(separator: ", ")))")
      }
      return nil
    }
    if token == "none" {
      report(at, token.startIndex, "'none' mixed with keys", "write either 'none' or a list of keys")
      return nil
    }
    let lowered = token.lowercased()
    let text = lowered == "comma" ? "," : lowered.hasSuffix("+comma") ? String(token.dropLast(5)) + "," : String(token)
    do {
      return try KeyPress.parse(text)
    } catch {
      report(at, token.startIndex, error.message, Self.fix(for: error, in: String(token)))
      return nil
    }
  }

  // MARK: - Suggestions

  /// A "did you mean" fix for a key that did not parse, with the whole key corrected.
  static func fix(for error: KeyParseError, in token: String) -> String {
    if let suggestion = error.suggestion {
      let parts = token.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
      // A key has at most five parts (ctrl+alt+shift+tab+key): a longer token gets the
      // suggestion alone, not one parse per part.
      for i in parts.indices where parts.count <= 5 {
        var fixed = parts
        fixed[i] = suggestion
        let candidate = fixed.joined(separator: "+")
        if candidate != token, (try? KeyPress.parse(candidate)) != nil {
          return "did you mean \(Sanitize.quote(candidate))?"
        }
      }
      return "did you mean \(Sanitize.quote(suggestion))?"
    }
    if error.message.hasPrefix("unknown key name") {
      return "use a single character, 'comma', or one of "
        + KeyPress.keyNames.joined(separator: " ") + " f1…f24"
    }
    if error.message.hasPrefix("function key") { return "" }
    return "write keys as 'ctrl+alt+shift+<key>', for example 'ctrl+l' or 'shift+tab'"
  }

  /// The catalogue id an unknown id was probably meant to be.
  ///
  /// Tries a different case (`voiceover.readall`), a small typo (`voiceover.nxt`), the
  /// same name with another or no prefix (`next`, `app.next`), a bigger typo, then a typo
  /// without the prefix (`quti`).
  static func suggestion(forCommand id: String) -> String? {
    let ids = CommandCatalog.ids
    if let match = ids.first(where: { $0.lowercased() == id.lowercased() }) { return match }
    if let close = EditDistance.closest(to: id, among: ids) { return close }
    let name = (id.split(separator: ".").last.map(String.init) ?? id).lowercased()
    let sameName = ids.filter { ($0.split(separator: ".").last ?? "").lowercased() == name }
    if sameName.count == 1 { return sameName[0] }
    if let close = EditDistance.closest(to: id, among: ids, maxDistance: 3) { return close }
    let names = ids.map { ($0.split(separator: ".").last ?? "").lowercased() }
    guard let close = EditDistance.closest(to: name, among: names) else { return nil }
    let matches = ids.indices.filter { names[$0] == close }
    return matches.count == 1 ? ids[matches[0]] : nil
  }

  // MARK: - Helpers

  /// A line being parsed, for turning string indices into columns.
  ///
  /// Remembers the last column it counted and counts on from there, so the problems of a
  /// long line (reported left to right) cost the line's length once, not once per problem.
  private final class Location {
    let line: Substring
    let number: Int
    private var known: (index: Substring.Index, column: Int)
    /// Characters walked so far.
    private(set) var steps = 0

    init(line: Substring, number: Int) {
      self.line = line
      self.number = number
      known = (line.startIndex, 1)
    }

    func column(of index: Substring.Index) -> Int {
      let from = index >= known.index ? known : (index: line.startIndex, column: 1)
      let walked = line.distance(from: from.index, to: index)
      steps += walked
      let column = from.column + walked
      known = (index, column)
      return column
    }
  }

  private mutating func report(_ at: Location, _ index: Substring.Index, _ message: String, _ fix: String) {
    problems.append(Problem(line: at.number, column: at.column(of: index), message: message, fix: fix))
  }

  private func quote(_ text: some StringProtocol) -> String { Sanitize.quote(String(text)) }
}

extension Substring {
  /// The text without leading and trailing whitespace, keeping the original indices.
  fileprivate var trimmedOfWhitespace: Substring {
    var text = self
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return text
  }
}
