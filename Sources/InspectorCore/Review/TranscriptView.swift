import AssistiveTechnologies
import TerminalCanvas

/// The step-by-step transcript so far, as the overlay shows it: the Markdown `w` saves,
/// line by line, wrapped to the overlay's width (continuation lines indented two cells).
public enum TranscriptView {
  /// The transcript's Markdown (the same text `w` saves after its session header).
  public static func markdown(_ state: AppState) -> String {
    Transcript.markdown(state.log.entries.map(\.event), scene: state.scene, title: "Transcript: \(state.scene.title)")
  }

  /// Every line, sanitised and wrapped to `width` cells.
  public static func lines(_ state: AppState, width: Int) -> [String] {
    var out: [String] = []
    var text = markdown(state)
    if text.hasSuffix("\n") { text.removeLast() }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let clean = Sanitizer.sanitize(String(line))
      let wrapped = TextWidth.wrap(clean, width: max(1, width))
      if wrapped.isEmpty { out.append(""); continue }
      out.append(wrapped[0])
      guard wrapped.count > 1 else { continue }
      for rest in TextWidth.wrap(wrapped.dropFirst().joined(separator: " "), width: max(1, width - 2)) {
        out.append("  " + rest)
      }
    }
    return out
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

  /// The first line shown, for `back` lines scrolled back from the end.
  public static func firstLine(count: Int, visible: Int, back: Int) -> Int {
    let last = max(0, count - visible)
    return max(0, last - min(max(0, back), last))
  }
}
