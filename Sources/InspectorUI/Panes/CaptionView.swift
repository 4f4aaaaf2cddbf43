import AssistiveTechnologies
import InspectorCore
import TerminalCanvas

/// Caption mode: only the current utterance, centred, for a room.
///
/// The spoken words are drawn in block letters (`BlockLetters`), as large as fit the area:
/// six rows a line where there is room, three otherwise, wrapped to its width; when even
/// the small letters do not fit (a long hint, a character the font lacks) the words are
/// plain text, wrapped to a comfortable measure and double-spaced. Earcons sit above them;
/// "Actions Available", hints and notes are plain and dimmer below; the step and the
/// gesture are a quiet line at the top.
enum CaptionView {
  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    grid.fill(area)
    guard !area.isEmpty else { return }
    // In the presenter layout the Speech pane below has the hints and notes: the caption
    // keeps its room for the words.
    let all = lines(state.log, width: area.width, height: area.height, ascii: state.asciiOnly, wordsOnly: state.presenter && !state.caption)
    let top = area.y + max(0, (area.height - all.count) / 2)
    for (k, l) in all.enumerated() {
      let w = Styled.width(l)
      let x = area.x + max(0, (area.width - w) / 2)
      Styled.put(l, at: Point(x: x, y: top + k), maxWidth: area.width, into: &grid)
    }
  }

  /// The caption's lines (not yet centred) for an area of `width` × `height`.
  static func lines(_ log: AnnouncementLog, width: Int, height: Int, ascii: Bool = false, wordsOnly: Bool = false) -> [StyledLine] {
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
    header += CauseWording.describe(first.event)
    var earcons: [String] = []
    var spoken: StyledLine = []
    var hints: [String] = []
    var notes: [String] = []
    var trailers: [String] = []
    for entry in step {
      let u = entry.event
      earcons += u.earcons.map(\.tag)
      var words = u.parts.filter { $0.kind != .hint }
      while let last = words.last, last.kind == .punctuation, last.text.allSatisfy({ $0 == " " }) {
        words.removeLast()
      }
      // "Actions Available" and "More Content Available" follow the description after a
      // pause: their own line, never run into the words before them.
      trailers += words.filter { $0.kind == .actions }.map(\.text)
      words.removeAll { $0.kind == .actions }
      if !words.isEmpty {
        if !spoken.isEmpty { spoken.append(Span("  ")) }
        for part in words { spoken.append(Span(part.text, .caption)) }
      } else if let shown = u.shown, !shown.isEmpty {
        // Switch Control and the keyboard are silent: show where the highlight is.
        if !spoken.isEmpty { spoken.append(Span("  ")) }
        spoken.append(Span(shown, .caption))
      }
      if !wordsOnly {
        hints += u.parts.filter { $0.kind == .hint }.map(\.text)
        notes += u.notes
      }
    }
    let trailerLines = trailers.flatMap { Styled.wrap([Span($0, .captionDim)], width: max(1, measure)) }
    let small = (hints.isEmpty ? 0 : 2) + (notes.isEmpty ? 0 : 2) + (earcons.isEmpty ? 0 : 2) + 2
      + (trailerLines.isEmpty ? 0 : trailerLines.count + 1)
    var body: [StyledLine] = []
    // Block letters, the largest that fit; else plain words.
    let words = Styled.text(spoken).split(separator: " ").joined(separator: " ")
    if !words.isEmpty, let big = blockLines(words, width: width - 2, height: height - small, ascii: ascii) {
      body = big
    } else {
      body = spoken.isEmpty ? [] : Styled.wrap(spoken, width: max(1, measure))
      if body.count * 2 - 1 + small <= height {
        body = body.enumerated().flatMap { k, l in k == 0 ? [l] : [[], l] }
      }
    }
    if !trailerLines.isEmpty {
      if !body.isEmpty { body.append([]) }
      body += trailerLines
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

  /// `text` in block letters that fit `width` × `height`: six rows a line when that fits,
  /// else three (five and ten rows a line in ASCII); nil when neither does.
  static func blockLines(_ text: String, width: Int, height: Int, ascii: Bool) -> [StyledLine]? {
    for scale in [2, 1] {
      guard let wrapped = BlockLetters.wrap(text, width: width, scale: scale) else { continue }
      let rows = wrapped.count * (BlockLetters.lineHeight(scale: scale, ascii: ascii) + 1) - 1
      // Large letters only while a line holds a few words.
      if scale == 2, (width + 1) / BlockLetters.advance(scale: 2) < 10 { continue }
      guard rows <= height else { continue }
      var out: [StyledLine] = []
      for (n, line) in wrapped.enumerated() {
        if n > 0 { out.append([]) }
        out += BlockLetters.render(line, scale: scale, ascii: ascii).map { [Span(sanitized: $0, .caption)] }
      }
      return out
    }
    return nil
  }
}
