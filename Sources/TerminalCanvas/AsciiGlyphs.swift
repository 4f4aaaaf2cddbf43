/// The one table of the glyphs the app draws that are not ASCII, each with the ASCII form a
/// terminal without UTF-8 shows (`AsciiFallback`).
///
/// Glyphs are grouped by what they mean. A glyph of one meaning never looks like a glyph of
/// another: the forms of `.marks` families are all different, and each family of
/// `.lines` (a box style, a ring, the Gliding Cursor's band) has its own set of forms, so
/// the VoiceOver cursor (`#=#`), a Switch Control group (`#=H`), its exit stop (`+-:`) and
/// the keyboard's focus group (`+.:`) stay apart. A line may share a character with a mark
/// (`-` is a light line and a dash), since lines come in runs and corners. `GlyphTableTests`
/// draws every screen of every scene in ASCII and fails on any glyph not in this table.
/// Icons are not here: the wireframe draws their ASCII names itself (`[del]`, `|>`).
public enum AsciiGlyphs {
  /// Glyphs of one meaning and their ASCII forms.
  public struct Family: Sendable {
    public enum Kind: Sendable { case lines, marks }
    public let meaning: String
    public let kind: Kind
    public let forms: [(Character, String)]

    init(_ meaning: String, _ kind: Kind, _ forms: [(String, String)]) {
      self.meaning = meaning
      self.kind = kind
      var out: [(Character, String)] = []
      for (glyphs, form) in forms { for g in glyphs { out.append((g, form)) } }
      self.forms = out
    }
  }

  public static let families: [Family] = [
    // Lines: borders, outlines and every technology's highlight.
    Family("light lines: control outlines, pane borders, the Gliding Cursor's line", .lines, [
      ("─", "-"), ("│", "|"), ("┌┐└┘├┤┬┴┼", "+"),
    ]),
    Family("heavy lines: the VoiceOver cursor", .lines, [("━", "="), ("┃", "#"), ("┏┓┗┛┣┫┳┻╋", "#")]),
    Family("double lines: the focused pane, a Switch Control group", .lines, [("═", "="), ("║", "H"), ("╔╗╚╝╠╣╦╩╬", "#")]),
    Family("rounded corners: containers, the keyboard focus", .lines, [("╭╮", "."), ("╰╯", "'")]),
    Family("dashed lines: a Switch Control exit stop, unreachable controls, dividers", .lines, [("╌┄", "-"), ("╎┆", ":")]),
    Family("dotted lines: a keyboard focus group", .lines, [("┈", "."), ("┊", ":")]),
    Family("heavy dashed lines: Voice Control's grid", .lines, [("╍", "~"), ("╏", ";")]),
    Family("solid frame: a Switch Control item", .lines, [("▗▖▝▘", "+"), ("▐", ">"), ("▌", "<")]),
    Family("half blocks: a Switch Control item's frame, block letters", .lines, [("▄", "_"), ("▀", "\""), ("█", "#")]),
    Family("rounded sides: the keyboard focus in a dense row", .lines, [("◖", "("), ("◗", ")")]),
    Family("shaded band: the Gliding Cursor", .lines, [("░", "%")]),
    Family("edges of a screen sliding or a sheet rising", .lines, [("▁", "_"), ("▕", "|")]),
    Family("a spinner turning", .lines, [("⠋⠸⠦", "|"), ("⠙⠼⠧", "/"), ("⠹⠴⠇", "-"), ("⠏", "\\")]),
    // Marks: one meaning each, one form each.
    Family("separator", .marks, [("·", ".")]),
    Family("text truncated by its line limit", .marks, [("…⋯", "...")]),
    Family("left arrow (keys, swipes)", .marks, [("←", "<-")]),
    Family("right arrow (keys, swipes)", .marks, [("→", "->")]),
    Family("up (keys, more above)", .marks, [("↑▲˄", "^")]),
    Family("down (keys, more below)", .marks, [("↓▼˅", "v")]),
    Family("points left: back, quotes around what a highlight shows", .marks, [("‹◂◀", "<")]),
    Family("points right: the current entry, the pane's room, a breadcrumb", .marks, [("›▸", ">")]),
    Family("the Enter key", .marks, [("⏎", "Enter")]),
    Family("the Shift key", .marks, [("⇧", "S-")]),
    Family("what a step led to", .marks, [("↳", "=>")]),
    Family("revealed by a swipe left", .marks, [("⇠", "<~")]),
    Family("revealed by a swipe right", .marks, [("⇢", "~>")]),
    Family("revealed by a swipe up", .marks, [("⇡", "~^")]),
    Family("revealed by a swipe down", .marks, [("⇣", "~v")]),
    Family("approximately", .marks, [("≈", "~")]),
    Family("a scene warning", .marks, [("⚠", "&")]),
    Family("a review note", .marks, [("¶", "@")]),
    Family("past the screen's edge", .marks, [("»", "}")]),
    Family("times", .marks, [("×✕", "x")]),
    Family("dash, minus", .marks, [("–—−", "-")]),
    Family("a hidden character of secure text", .marks, [("•", "*")]),
    Family("a filled circle", .marks, [("●", "O")]),
    Family("a circle, the item that closes a menu", .marks, [("○◦", "o")]),
    Family("a shape shown without colour", .marks, [("◆", "<>")]),
    Family("content playing", .marks, [("▶", "|>")]),
    Family("content paused", .marks, [("⏸", "||")]),
    Family("double quotes", .marks, [("“”", "\"")]),
    Family("single quotes", .marks, [("‘’", "'")]),
    Family("a check mark", .marks, [("✓✔", "v/")]),
    Family("the text cursor", .marks, [("▏", "_")]),
    Family("a spinner stopped by Reduce Motion", .marks, [("◌", "()")]),
    Family("an error", .marks, [("✖", "X")]),
    Family("speech heard aloud (the status row while audio is on)", .marks, [("🔊", "[audio]")]),
    Family("no-break space", .marks, [("\u{00A0}", " ")]),
  ]
}
