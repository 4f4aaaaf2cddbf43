import AssistiveTechnologies
import InspectorCore
import TerminalCanvas

/// Caption mode: only the current utterance, in large centred text, for presentations.
///
/// The spoken words are wrapped to a comfortable measure, centred, and double-spaced when
/// there is room; earcons sit above them, hints are dimmer, and the step and its cause are
/// a quiet line at the top.
enum CaptionView {
  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    grid.fill(area)
    guard !area.isEmpty else { return }
    let all = lines(state.log, width: area.width, height: area.height)
    let top = area.y + max(0, (area.height - all.count) / 2)
    for (k, l) in all.enumerated() {
      let w = Styled.width(l)
      let x = area.x + max(0, (area.width - w) / 2)
      Styled.put(l, at: Point(x: x, y: top + k), maxWidth: area.width, into: &grid)
    }
  }

  /// The caption's lines (not yet centred) for an area of `width` × `height`.
  static func lines(_ log: AnnouncementLog, width: Int, height: Int) -> [StyledLine] {
    guard width > 0, height > 0 else { return [] }
    let step = log.currentStep
    guard let first = step.first else {
      return Array(
        Styled.wrap(
          [Span("Caption mode: what VoiceOver says appears here.", .captionDim)], width: width
        ).prefix(height))
    }
    let margin = width >= 30 ? 4 : (width >= 12 ? 1 : 0)
    let measure = min(width - 2 * margin, 72)
    var header = "Step \(first.event.step) · "
    if let key = first.key, !key.isEmpty { header += key + " " }
    // The gesture on the device ("swipe right"), not the script word.
    header += gesture(of: first.event) ?? first.event.causeDescription
    var earcons: [String] = []
    var spoken: StyledLine = []
    var hints: [String] = []
    var notes: [String] = []
    for entry in step {
      let u = entry.event
      earcons += u.earcons.map(\.tag)
      var words = u.parts.filter { $0.kind != .hint }
      while let last = words.last, last.kind == .punctuation, last.text.allSatisfy({ $0 == " " }) {
        words.removeLast()
      }
      if !words.isEmpty {
        if !spoken.isEmpty { spoken.append(Span("  ")) }
        for part in words { spoken.append(Span(part.text, .caption)) }
      } else if let shown = u.shown, !shown.isEmpty {
        // Switch Control and the keyboard are silent: show where the highlight is.
        if !spoken.isEmpty { spoken.append(Span("  ")) }
        spoken.append(Span(shown, .caption))
      }
      hints += u.parts.filter { $0.kind == .hint }.map(\.text)
      notes += u.notes
    }
    let small = (hints.isEmpty ? 0 : 2) + (notes.isEmpty ? 0 : 2) + (earcons.isEmpty ? 0 : 2) + 2
    var body: [StyledLine] = []
    // Block letters when they fit, else the words double-spaced.
    let spokenText = Styled.text(spoken).split(separator: " ").joined(separator: " ")
    if !spokenText.isEmpty, let big = BlockLetters.wrap(spokenText, width: width - 2 * margin),
      big.count * (BlockLetters.lineHeight + 1) - 1 + small <= height
    {
      for (n, line) in big.enumerated() {
        if n > 0 { body.append([]) }
        body += BlockLetters.render(line).map { [Span($0, .caption)] }
      }
    } else {
      body = spoken.isEmpty ? [] : Styled.wrap(spoken, width: max(1, measure))
      if body.count * 2 - 1 + small <= height {
        body = body.enumerated().flatMap { k, l in k == 0 ? [l] : [[], l] }
      }
    }
    if !hints.isEmpty {
      body.append([])
      body += Styled.wrap([Span(hints.joined(separator: " "), .captionDim)], width: max(1, measure))
    }
    var out: [StyledLine] = []
    out.append([Span(TextWidth.truncate(Sanitizer.sanitize(header), toWidth: width), .captionDim)])
    out.append([])
    if !earcons.isEmpty {
      out += Styled.wrap([Span(earcons.joined(separator: " "), .logEarcon)], width: max(1, measure))
      out.append([])
    }
    out += body
    if !notes.isEmpty {
      out.append([])
      out += Styled.wrap(
        [Span("(" + notes.joined(separator: "; ") + ")", .captionDim)], width: max(1, measure))
    }
    if out.count > height {
      // Keep the newest words: drop from the top, but keep the header.
      let keep = max(0, height - 1)
      out = [out[0]] + out.suffix(keep)
      out = Array(out.prefix(height))
    }
    return out
  }
}

extension CaptionView {
  /// The VoiceOver gesture of an event's command ("swipe right" for next), from the
  /// commands' own summaries; nil for other technologies and for notifications.
  static func gesture(of event: TranscriptEvent) -> String? {
    guard event.technology == .voiceOver, let command = event.command,
      let summary = VoiceOverCommand.scriptWords.first(where: { $0.word == command })?.summary,
      let colon = summary.firstIndex(of: ":")
    else { return nil }
    return String(summary[..<colon])
  }
}

/// Block letters three rows tall, for captions read from the back of a room.
///
/// Glyphs are 3×5 pixel bitmaps drawn with half blocks (`▀ ▄ █`), so each letter is three
/// columns wide and three rows tall; letters are one column apart and lines one row apart.
/// Lower case is drawn as capitals. Text with any other character is not drawn big.
enum BlockLetters {
  static let glyphWidth = 3
  static let advance = 4
  static let lineHeight = 3

  /// Five rows of three pixels each, top row first ("1" is ink).
  static let glyphs: [Character: [String]] = [
    "A": ["010", "101", "111", "101", "101"], "B": ["110", "101", "110", "101", "110"],
    "C": ["011", "100", "100", "100", "011"], "D": ["110", "101", "101", "101", "110"],
    "E": ["111", "100", "110", "100", "111"], "F": ["111", "100", "110", "100", "100"],
    "G": ["011", "100", "101", "101", "011"], "H": ["101", "101", "111", "101", "101"],
    "I": ["111", "010", "010", "010", "111"], "J": ["001", "001", "001", "101", "010"],
    "K": ["101", "101", "110", "101", "101"], "L": ["100", "100", "100", "100", "111"],
    "M": ["101", "111", "111", "101", "101"], "N": ["110", "101", "101", "101", "101"],
    "O": ["010", "101", "101", "101", "010"], "P": ["110", "101", "110", "100", "100"],
    "Q": ["010", "101", "101", "110", "011"], "R": ["110", "101", "110", "101", "101"],
    "S": ["011", "100", "010", "001", "110"], "T": ["111", "010", "010", "010", "010"],
    "U": ["101", "101", "101", "101", "111"], "V": ["101", "101", "101", "101", "010"],
    "W": ["101", "101", "111", "111", "101"], "X": ["101", "101", "010", "101", "101"],
    "Y": ["101", "101", "010", "010", "010"], "Z": ["111", "001", "010", "100", "111"],
    "0": ["111", "101", "101", "101", "111"], "1": ["010", "110", "010", "010", "111"],
    "2": ["110", "001", "010", "100", "111"], "3": ["110", "001", "010", "001", "110"],
    "4": ["101", "101", "111", "001", "001"], "5": ["111", "100", "110", "001", "110"],
    "6": ["011", "100", "110", "101", "010"], "7": ["111", "001", "010", "010", "010"],
    "8": ["010", "101", "010", "101", "010"], "9": ["010", "101", "011", "001", "110"],
    ".": ["000", "000", "000", "000", "010"], ",": ["000", "000", "000", "010", "100"],
    ":": ["000", "010", "000", "010", "000"], ";": ["000", "010", "000", "010", "100"],
    "!": ["010", "010", "010", "000", "010"], "?": ["110", "001", "010", "000", "010"],
    "'": ["010", "010", "000", "000", "000"], "’": ["010", "010", "000", "000", "000"],
    "\"": ["101", "101", "000", "000", "000"], "-": ["000", "000", "111", "000", "000"],
    "–": ["000", "000", "111", "000", "000"], "+": ["000", "010", "111", "010", "000"],
    "%": ["101", "001", "010", "100", "101"], "/": ["001", "001", "010", "100", "100"],
    "&": ["010", "101", "010", "101", "011"], "(": ["010", "100", "100", "100", "010"],
    ")": ["010", "001", "001", "001", "010"], "#": ["101", "111", "101", "111", "101"],
    "@": ["010", "101", "111", "100", "011"], "*": ["000", "101", "010", "101", "000"],
    "[": ["110", "100", "100", "100", "110"], "]": ["011", "001", "001", "001", "011"],
    " ": ["000", "000", "000", "000", "000"],
  ]

  /// Whether every character of `text` has a glyph.
  static func canDraw(_ text: String) -> Bool {
    text.allSatisfy { glyphs[Character($0.uppercased())] != nil || $0 == " " }
  }

  /// The three rows of `text` in block letters.
  static func render(_ text: String) -> [String] {
    var rows = ["", "", ""]
    for (n, c) in text.enumerated() {
      let pixels = glyphs[Character(c.uppercased())] ?? glyphs[" "] ?? []
      for r in 0..<3 {
        if n > 0 { rows[r] += " " }
        for x in 0..<glyphWidth {
          let top = pixels.indices.contains(2 * r) && Array(pixels[2 * r])[x] == "1"
          let bottom = pixels.indices.contains(2 * r + 1) && Array(pixels[2 * r + 1])[x] == "1"
          rows[r] += top ? (bottom ? "█" : "▀") : (bottom ? "▄" : " ")
        }
      }
    }
    return rows
  }

  /// Words packed into lines of at most `width` columns of block letters; nil when a word
  /// is too long for a line or a character has no glyph.
  static func wrap(_ text: String, width: Int) -> [String]? {
    guard canDraw(text) else { return nil }
    let perLine = (width + 1) / advance
    guard perLine > 0 else { return nil }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      guard word.count <= perLine else { return nil }
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= perLine {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
