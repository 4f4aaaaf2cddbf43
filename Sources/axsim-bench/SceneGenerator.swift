/// Generates large mail scenes in strict JSON (so Foundation's and Python's parsers can read
/// them too): an inbox with a navigation bar, a Compose button that presents a sheet, a status
/// line, a switch and a slider, a list in sections of 100 rows, rows that push a message
/// screen and carry custom actions, and a "Flagged" custom rotor; then the message screen,
/// the compose sheet and a confirmation alert, so push/pop and present/dismiss have something to do.
enum SceneGenerator {
  /// About `elements` elements: rows are four elements each (the cell, two texts and a
  /// button); every other row combines its children.
  static func scene(elements: Int) -> String {
    let rows = rowCount(elements: elements)
    var out = #"{"format":"axsim-scene/1","title":"Generated \#(elements)","screens":[{"id":"list","#
    out += #""rotors":[{"name":"Flagged","targets":["# + flaggedIDs(rows: rows).map { #""\#($0)""# }.joined(separator: ",") + "]}],"
    out += #""root":{"vstack":["#
    out += #"{"navigationBar":"Inbox","trailing":[{"button":"Compose","id":"compose","onActivate":{"present":"compose"}}]},"#
    // A status line, a switch and a slider above the list: edits at the top of the screen.
    out += #"{"text":"\#(statusLabels[0])","id":"status","style":"footnote"},"#
    out += #"{"toggle":"Focus filter","id":"focusFilter","value":"0"},{"slider":"Preview lines","id":"previewLines","value":0.5},{"list":["#
    for i in 0..<rows {
      if i > 0 { out += "," }
      if i % 100 == 0 { out += #"{"sectionHeader":"Week \#(i / 100 + 1)","id":"week\#(i / 100 + 1)"},"# }
      out += row(i)
    }
    out += "]}]}},"
    out += #"{"id":"message","title":"Message","root":{"vstack":[{"navigationBar":"Message","back":"Inbox"},"#
    out += #"{"header":"Design review moved to 3 pm","id":"subject"},{"text":"From Ana Lima, today at 9:41","style":"footnote"},"#
    out += #"{"hstack":[{"button":"Reply","id":"replyMessage","onActivate":{"present":"compose"}},{"button":"Delete","id":"deleteMessage","onActivate":{"present":"confirmDelete"}}]}]}},"#
    out += #"{"id":"compose","title":"New Message","root":{"sheet":[{"navigationBar":"New Message","leading":[{"button":"Cancel","id":"cancel","onActivate":"dismiss"}],"#
    out += #""trailing":[{"button":"Send","id":"send","onActivate":["dismiss",{"announce":"Message sent"}]}]},"#
    out += #"{"textField":"To","id":"to"},{"textArea":"Message body","id":"body"}],"onEscape":"dismiss"}},"#
    out += #"{"id":"confirmDelete","root":{"alert":[{"hstack":[{"button":"Cancel","onActivate":"dismiss"},{"button":"Delete","onActivate":["dismiss","pop",{"announce":"Message deleted"}]}]}],"#
    out += #""title":"Delete this message?","message":"You can't undo this action."}}"#
    out += "]}"
    return out
  }

  /// The status line's two labels: the second wraps onto a second line, so setting them in
  /// turn changes the line's height and moves everything below it.
  static let statusLabels = [
    "Updated just now",
    "Updated 2 minutes ago - 3 messages are waiting to be sent from the outbox",
  ]

  /// How many rows a scene of about `elements` elements has.
  static func rowCount(elements: Int) -> Int { max(1, (elements - 30) / 4) }

  /// Every tenth row is flagged.
  static func flaggedIDs(rows: Int) -> [String] {
    stride(from: 0, to: rows, by: 10).map { "row\($0)" }
  }

  /// Row `i`, exactly as `scene(elements:)` writes it (the diff benchmark edits rows by text).
  static func row(_ i: Int, label: String = "Reply") -> String {
    let combine = i % 2 == 0 ? #","grouping":"combine""# : ""
    return #"{"cell":[{"text":"Sender \#(i)","style":"headline"},{"text":"Subject line number \#(i) with some words","style":"subheadline"},{"button":"\#(label)","id":"reply\#(i)"}],"id":"row\#(i)"\#(combine),"onActivate":{"push":"message"},"actions":[{"name":"Archive","onActivate":{"hide":"row\#(i)"}},"Flag"]}"#
  }
}
