import AssistiveTechnologies
import TerminalCanvas

/// The step-by-step transcript so far, as the overlay shows it: the lines of the Markdown
/// `w` saves (after its session header), each wrapped to the overlay's width with its
/// continuation indented. Only the lines on screen are built, so a long session costs the
/// same per frame as a short one.
public enum TranscriptView {
  /// The transcript's Markdown (the same text `w` saves after its session header).
  public static func markdown(_ state: AppState) -> String {
    Transcript.markdown(state.log.entries.map(\.event), scene: state.scene, title: title(state))
  }

  static func title(_ state: AppState) -> String { "Transcript: \(state.scene.title)" }

  /// What the overlay shows: `lines` on screen, Markdown lines `firstRow...lastRow` of
  /// `rowCount`, and how far back the top is (`maxBack`).
  public struct Window: Equatable, Sendable {
    public var lines: [String]
    public var firstRow: Int
    public var lastRow: Int
    public var rowCount: Int
    public var maxBack: Int
  }

  /// The window `back` Markdown lines before the end (clamped), in `visible` lines of
  /// `width` cells.
  public static func window(_ state: AppState, width: Int, visible: Int, back: Int) -> Window {
    var header = Transcript.markdown([], scene: state.scene, title: title(state)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if header.last == "" { header.removeLast() }
    // A row per log line: a run of scan ticks is one row, as `w` saves it.
    let log = state.log
    let n = header.count + log.lines.count
    let visible = max(1, visible)
    func row(_ k: Int) -> String {
      if k < header.count { return header[k] }
      let one = Transcript.markdown([log.line(k - header.count).event], scene: state.scene, title: "")
      return one.split(separator: "\n").last.map(String.init) ?? ""
    }
    func lines(_ k: Int) -> [String] { wrap(row(k), width: width) }
    // The first page: how many rows fit from the top.
    var used = 0
    var fitting = 0
    while fitting < n {
      let c = lines(fitting).count
      if used + c > visible { break }
      used += c
      fitting += 1
    }
    let maxBack = max(0, n - max(1, fitting))
    let b = min(max(0, back), maxBack)
    var out: [String] = []
    var k = n - 1 - b
    let last = k
    while k >= 0 {
      let l = lines(k)
      if out.count + l.count > visible {
        if out.isEmpty { out = Array(l.prefix(visible)) ; k -= 1 }
        break
      }
      out = l + out
      k -= 1
    }
    return Window(lines: out, firstRow: k + 1, lastRow: last, rowCount: n, maxBack: maxBack)
  }

  /// One Markdown line, sanitised and wrapped to `width` cells (continuations indented two).
  public static func wrap(_ line: String, width: Int) -> [String] {
    let wrapped = TextWidth.wrap(Sanitizer.sanitize(line), width: max(1, width))
    guard let first = wrapped.first else { return [""] }
    guard wrapped.count > 1 else { return [first] }
    return [first] + TextWidth.wrap(wrapped.dropFirst().joined(separator: " "), width: max(1, width - 2)).map { "  " + $0 }
  }

  /// The overlay's box in a screen of `size`: the whole screen above the status row, less a
  /// margin; and its content width and visible lines.
  public static func geometry(_ size: Size) -> (box: Rect, contentWidth: Int, visible: Int) {
    let area = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
    let width = area.width - (area.width >= 24 ? 4 : 0)
    let height = area.height - (area.height >= 12 ? 2 : 0)
    let box = area.centered(Size(width: max(0, width), height: max(0, height)))
    return (box, max(1, box.width - 4), max(1, box.height - 2))
  }

  /// The window the overlay shows for `state`.
  public static func window(_ state: AppState) -> Window {
    let g = geometry(state.size)
    return window(state, width: g.contentWidth, visible: g.visible, back: state.review.transcriptBack)
  }
}
