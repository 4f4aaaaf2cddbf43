import AssistiveTechnologies
import InspectorCore
import TerminalCanvas

/// The Speech pane: every technology's events, newest at the bottom: what VoiceOver said,
/// where Switch Control's highlight and the keyboard focus went (tagged `SC` or `FKA`,
/// with what the highlight shows in angle quotes), menus opened, items tapped.
///
/// ```
///  ▸ 5 ⏎ activate    [activate] (performed the custom action 'Archive')
///        ↳ announcement  Message archived
/// ```
/// Each step starts with its number and cause (the key pressed and the command);
/// utterances caused by the same step (notifications, read-all) follow with `↳`. The
/// spoken parts keep their roles: label and value, trait words, hints, earcons, notes.
enum SpeechPane {
  static func render(_ state: AppState, in area: Rect, focused: Bool, into grid: inout Grid) {
    let log = state.log
    let scroll = max(0, min(state.speechScroll, max(0, log.lines.count - 1)))
    let footer = scroll > 0 ? "↓ \(scroll) newer" : nil
    let inner = PaneChrome.draw("Speech", in: area, focused: focused, into: &grid, footer: footer)
    guard !inner.isEmpty else { return }
    let (shown, moreAbove) = lines(log, scroll: scroll, width: inner.width, height: inner.height)
    if shown.isEmpty {
      let hint = Styled.wrap(
        [Span("Nothing spoken yet. Move with the VoiceOver keys (? lists them).", .paneHint)],
        width: inner.width)
      for (k, l) in hint.prefix(inner.height).enumerated() {
        Styled.put(l, at: Point(x: inner.x, y: inner.y + k), maxWidth: inner.width, into: &grid)
      }
      return
    }
    for (k, l) in shown.enumerated() {
      Styled.put(l, at: Point(x: inner.x, y: inner.y + k), maxWidth: inner.width, into: &grid)
    }
    if moreAbove && area.height >= 3 && area.width >= 4 && inner != area {
      PaneChrome.drawHeaderNote("▲ older", in: area, titleWidth: 6, into: &grid)
    }
  }

  /// The last `height` lines of the log, `scroll` log lines back from the newest, and
  /// whether older lines were left out. A log line is an entry, or a run of scan ticks shown
  /// as one (`AnnouncementLog.lines`). Only the lines that fit are looked at, and only those
  /// not formatted at the same width before are formatted (`SpeechLineCache`).
  static func lines(_ log: AnnouncementLog, scroll: Int, width: Int, height: Int) -> (
    lines: [StyledLine], moreAbove: Bool
  ) {
    let count = log.lines.count
    guard width > 0, height > 0, count > 0 else { return ([], false) }
    let end = count - max(0, min(scroll, count - 1))
    let newestStep = log.entries[log.entries.count - 1].event.step
    let stepWidth = max(1, String(newestStep).count)
    var collected: [[StyledLine]] = []
    var shown = 0
    var i = end - 1
    while i >= 0 && shown < height {
      let entry = log.line(i)
      let previousStep = i == 0 ? nil : log.entries[log.lines[i - 1].upperBound - 1].event.step
      let first = previousStep != (entry.event.tickRun?.firstStep ?? entry.event.step)
      let current = entry.event.step == newestStep
      // The gutter says which step is the newest: drawn each frame, the rest is kept.
      // A cut-off mark set by a later step changes the key, so the entry is drawn again.
      let key = SpeechLineCache.Key(entry: entry, firstOfStep: first, stepWidth: stepWidth, width: width)
      var block = SpeechLineCache.shared.lines(at: i, for: key) {
        bodyLines(entry, firstOfStep: first, stepWidth: stepWidth, width: width)
      }
      if !block.isEmpty { block[0] = gutter(entry, firstOfStep: first, current: current, stepWidth: stepWidth) + block[0] }
      collected.append(block)
      shown += block.count
      i -= 1
    }
    var all = collected.reversed().flatMap { $0 }
    var moreAbove = i >= 0
    if all.count > height {
      all.removeFirst(all.count - height)
      moreAbove = true
    }
    return (all, moreAbove)
  }

  /// The start of an entry's first line: "▸" on the newest step's first entry, then the
  /// step number (on a step's first entry), in the newest step's role or the others'.
  static func gutter(_ entry: LogEntry, firstOfStep: Bool, current: Bool, stepWidth: Int) -> StyledLine {
    let marked = current && firstOfStep
    let stepText = firstOfStep ? String(entry.event.step) : ""
    return [
      Span(marked ? "▸" : " ", marked ? .logCurrent : .normal),
      Span(String(repeating: " ", count: max(0, stepWidth - stepText.count)) + stepText + " ", current ? .logCurrent : .logStep),
    ]
  }

  /// An entry's lines without the gutter (which is as wide on every step's entries).
  static func bodyLines(_ entry: LogEntry, firstOfStep: Bool, stepWidth: Int, width: Int) -> [StyledLine] {
    let u = entry.event
    let gutter = gutter(entry, firstOfStep: firstOfStep, current: false, stepWidth: stepWidth)
    let gutterWidth = Styled.width(gutter)
    var cause: String
    if firstOfStep {
      cause = CauseWording.describe(u)
      if let key = entry.key, !key.isEmpty { cause = key + " " + cause }
    } else {
      cause = "↳ " + CauseWording.describe(u.cause, technology: u.technology)
    }
    let spoken = utterance(u)
    if width >= 36 {
      // Room for "→ swipe right" and "⏎ double tap", and for "↳ screen changed" when the
      // pane is wide enough to spare it.
      let causeWidth = width >= 48 ? 16 : 13
      let shownCause = TextWidth.truncate(Sanitizer.sanitize(cause), toWidth: causeWidth)
      let pad = String(repeating: " ", count: max(0, causeWidth - TextWidth.width(of: shownCause)))
      let head = [Span(shownCause + pad, .logCause), Span(" ")]
      let indent = gutterWidth + Styled.width(head)
      let wrapped = Styled.wrap(spoken, width: width - indent)
      var out: [StyledLine] = []
      for (k, l) in wrapped.enumerated() {
        out.append((k == 0 ? head : [Span(String(repeating: " ", count: indent))]) + l)
      }
      return out
    }
    // Narrow: the cause on its own line, the speech below it.
    var out: [StyledLine] = [[Span(cause, .logCause)]]
    let indent = min(gutterWidth, max(0, width - 8))
    for l in Styled.wrap(spoken, width: max(1, width - indent)) {
      out.append([Span(String(repeating: " ", count: indent))] + l)
    }
    return out
  }

  /// The spans of an event: the technology (unless VoiceOver), earcons, what a highlight
  /// shows, spoken parts in their roles, then notes.
  static func utterance(_ u: TranscriptEvent) -> StyledLine {
    var line: StyledLine = []
    if u.technology != .voiceOver {
      line.append(Span(u.technology.shortName.uppercased(), .logTechnology))
      line.append(Span(" "))
    }
    // The end-of-read-all sound plays after the last item is read, as in the saved
    // transcript; the others before the words.
    for e in u.earcons where e != .readAllEnd {
      line.append(Span(e.tag, .logEarcon))
      line.append(Span(" "))
    }
    if let transition = u.transition, !transition.isEmpty {
      line.append(Span("[" + transition + "]", .logEarcon))
      line.append(Span(" "))
    }
    if let shown = u.shown, !shown.isEmpty {
      line.append(Span("‹" + shown + "›", .logShown))
      if !u.parts.isEmpty { line.append(Span(" ")) }
    }
    for part in u.parts { line.append(Span(part.text, role(of: part.kind))) }
    // Cut off, and why: the same mark as the saved transcript's (`Interruption.mark`).
    if let interruption = u.interruption {
      if !line.isEmpty { line.append(Span(" ")) }
      line.append(Span(interruption.mark, .logNote))
    }
    if u.earcons.contains(.readAllEnd) {
      if !line.isEmpty { line.append(Span(" ")) }
      line.append(Span(Earcon.readAllEnd.tag, .logEarcon))
    }
    if !u.notes.isEmpty {
      if !line.isEmpty && line.last?.text != " " { line.append(Span(" ")) }
      line.append(Span("(" + u.notes.joined(separator: "; ") + ")", .logNote))
    }
    if line.isEmpty || line.count == 2 && u.technology != .voiceOver {
      line.append(Span(Transcript.silence, .logNote))
    }
    return line
  }

  /// The role of a spoken part.
  static func role(of kind: UtterancePart.Kind) -> StyleRole {
    switch kind {
    case .label, .punctuation: return .logLabel
    case .value, .customContent: return .logValue
    case .selected, .traits, .context, .actions: return .logTraits
    case .hint: return .logHint
    case .announcement: return .logAnnouncement
    case .rotor: return .logRotor
    }
  }
}
