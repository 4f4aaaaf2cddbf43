import AssistiveTechnologies
import InspectorCore
import TerminalCanvas

/// `axsim compare`'s picture: a title row with each side's stop count, then two columns
/// (before on the left, after on the right), each a header row naming its file above the
/// app's own Screen and Speech panes, and the status row. Pure, like `Screen.render`.
public enum CompareScreen {
  public static func render(_ state: CompareState) -> Grid {
    let size = Size(width: max(0, state.size.width), height: max(0, state.size.height))
    var grid = Grid(size: size)
    guard !size.isEmpty else { return grid }
    var top = 0
    if size.height >= 8 {
      let title = Rect(x: 0, y: 0, width: size.width, height: 1)
      grid.fill(title, role: .titleBar)
      let line: StyledLine = [
        Span(" axsim compare ", .titleAccent), Span("· " + state.before.technology.displayName + " · ", .titleBar),
        Span(state.countsText, .titleAccent),
      ]
      Styled.put(line, at: title.origin, maxWidth: title.width, into: &grid)
      top = 1
    }
    let body = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - 1 - top))
    if !body.isEmpty {
      let columns = body.split(.horizontal, [.percentage(50), .fill(1)])
      column(state.before, name: "Before", in: columns[0], into: &grid)
      column(state.after, name: "After", in: columns[1], into: &grid)
    }
    let status = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    grid.fill(status, role: .statusBar)
    let keys = state.before.keymap
    func key(_ id: String) -> String { keys.keys(for: id).first?.displayName ?? "?" }
    let line: Span
    switch state.banner?.kind {
    case .error?: line = Span(" ✖ " + (state.banner?.text ?? "") + " ", .bannerError)
    case .info?: line = Span(" " + (state.banner?.text ?? "") + " ", .bannerInfo)
    case nil: line = Span(" The keys drive both sides · \(key("app.help")) help · \(key("app.quit")) quit", .statusBar)
    }
    Styled.put([line], at: status.origin, maxWidth: status.width, into: &grid)
    if state.before.helpVisible { HelpOverlay.render(state.before, in: grid.bounds, into: &grid) }
    return grid
  }

  /// One side: "Before: FILE" above its Screen pane (60%) and Speech pane.
  static func column(_ side: AppState, name: String, in area: Rect, into grid: inout Grid) {
    guard !area.isEmpty else { return }
    let header = Rect(x: area.x, y: area.y, width: area.width, height: 1)
    grid.fill(header, role: .paneTitle)
    Styled.put([Span(" " + name + ": ", .paneTitleFocused), Span(side.sceneName, .paneTitle)], at: header.origin, maxWidth: header.width, into: &grid)
    let rest = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    guard !rest.isEmpty else { return }
    if rest.height < 8 {
      SpeechPane.render(side, in: rest, focused: false, into: &grid)
      return
    }
    let rows = rest.split(.vertical, [.percentage(60), .fill(1)])
    WireframePane.render(side, in: rows[0], focused: false, into: &grid)
    SpeechPane.render(side, in: rows[1], focused: false, into: &grid)
  }
}

/// The run loop of `axsim compare`: like `Session`, over a `CompareState`.
public final class CompareSession {
  public private(set) var state: CompareState
  let terminal: any TerminalDevice
  let now: @Sendable () -> Double
  let invalidate: () -> Void
  let ring: () -> Void
  var lastClock: Double = 0
  /// Makes and writes the review report for the after side's walk (its transcript lines);
  /// returns the files written, shortened for the banner. The executable sets it.
  public var writeReport: (@Sendable ([String]) -> Result<[String], SceneReloadFailure>)?

  public init(state: CompareState, terminal: any TerminalDevice, now: @escaping @Sendable () -> Double = MonotonicClock.seconds, invalidate: @escaping () -> Void = {}, ring: @escaping () -> Void = {}) {
    self.state = state
    self.terminal = terminal
    self.now = now
    self.invalidate = invalidate
    self.ring = ring
  }

  public func run() -> Session.Ending {
    _ = CompareReducer.handle(.resized(terminal.size), &state)
    state.start()
    draw()
    lastClock = now()
    while true {
      let event = terminal.nextEvent(timeoutMilliseconds: state.needsTime ? Session.fastTimeout : Session.idleTimeout)
      var effects: [AppEffect] = []
      let timeMattered = state.needsTime
      let t = now()
      let elapsed = max(0, t - lastClock)
      lastClock = t
      if timeMattered, elapsed > 0 { effects = CompareReducer.handle(.tick(elapsed), &state) }
      switch event {
      case .key(let key): effects += CompareReducer.handle(.keyPressed(key), &state)
      case .resize(let size): effects += CompareReducer.handle(.resized(size), &state)
      case .tick: if effects.isEmpty && !timeMattered { continue }
      case .signal(let n): return .signal(n)
      case .endOfInput: return .endOfInput
      }
      for effect in effects {
        switch effect {
        case .quit: return .quit
        case .redraw: invalidate()
        case .bell: ring()
        case .writeReport:
          let lines = Transcript.textLines(state.after.log.entries.map(\.event))
          switch writeReport?(lines) ?? .failure(SceneReloadFailure(lines: ["reports are written by the axsim app"])) {
          case .success(let paths): state.banner = Banner(.info, "Saved " + paths.joined(separator: " and "))
          case .failure(let f): state.banner = Banner(.error, "Could not save: " + (f.lines.first ?? ""))
          }
        case .saveTranscript, .saveNotes, .saveNotesAs, .reload, .audio: break
        }
      }
      draw()
    }
  }

  func draw() {
    state.frame += 1
    terminal.present(CompareScreen.render(state))
  }
}
