/// Generates large list scenes in strict JSON (so Foundation's parser can read them too).
enum SceneGenerator {
  /// A mail-like list with about `elements` elements: a navigation bar, then cells of four
  /// elements (the cell, two texts and a button); every other cell combines its children.
  static func scene(elements: Int) -> String {
    var out = #"{"format":"axsim-scene/1","title":"Generated \#(elements)","screens":[{"id":"list","root":{"vstack":["#
    out += #"{"navigationBar":"Inbox","trailing":[{"button":"Compose","id":"compose"}]},{"list":["#
    let cells = max(1, (elements - 4) / 4)
    var first = true
    for i in 0..<cells {
      if !first { out += "," }
      first = false
      let combine = i % 2 == 0 ? #","grouping":"combine""# : ""
      out += #"{"cell":[{"text":"Sender \#(i)","style":"headline"},{"text":"Subject line number \#(i) with some words","style":"subheadline"},{"button":"Reply","id":"reply\#(i)"}],"id":"row\#(i)"\#(combine)}"#
    }
    out += "]}]}}]}"
    return out
  }
}
