import AssistiveTechnologies
import SceneModel

/// The conventions that keep headless output stable and diffable in CI:
///
/// - coordinates rounded to 0.01 pt (`130.92`, not `130.92000000000002`), whole numbers
///   without decimals;
/// - stop numbers right-aligned in a fixed width, so adding a tenth stop does not re-indent
///   the other nine;
/// - elements referred to by id, else label, else JSON path (`element` in JSON,
///   `Transcript.elementName`), and called by what VoiceOver would say (`name`, for people);
/// - a stop that says nothing printed as `(silence)`, as the app's Speech pane does.
///
/// Docs/Output.md describes them with the JSON formats.
public enum StableOutput {
  /// The width stop numbers are padded to (numbers past 999 just grow).
  public static let stopNumberWidth = 3

  /// What a silent stop prints as.
  public static let silence = Transcript.silence

  /// A coordinate rounded to a hundredth of a point: "130.92", "59".
  public static func points(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let hundredth = (v * 100).rounded() / 100
    if hundredth == hundredth.rounded(), abs(hundredth) < 1e15 { return String(Int(hundredth)) }
    return String(hundredth)
  }

  /// `[x,y,width,height]` for JSON, each rounded to 0.01 pt.
  public static func frameJSON(_ f: Frame) -> String {
    "[\(points(f.x)),\(points(f.y)),\(points(f.width)),\(points(f.height))]"
  }

  /// Seconds rounded to a millisecond for JSON: "1.234", "2".
  public static func seconds(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let ms = (v * 1000).rounded() / 1000
    if ms == ms.rounded(), abs(ms) < 1e15 { return String(Int(ms)) }
    return String(ms)
  }

  /// A stop number right-aligned in `stopNumberWidth` columns: "  7".
  public static func stopNumber(_ n: Int) -> String {
    let s = String(n)
    return String(repeating: " ", count: max(0, stopNumberWidth - s.count)) + s
  }

  /// Spoken text for a text line: `(silence)` when there is none.
  public static func spoken(_ text: String) -> String {
    text.isEmpty ? silence : Sanitize.forMessage(text)
  }
}
