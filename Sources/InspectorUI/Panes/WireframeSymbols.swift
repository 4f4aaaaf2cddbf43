import TerminalCanvas

/// SF Symbol names drawn as one-column glyphs: the one table of them.
///
/// Each entry is a glyph and the names that draw it (a symbol and its aliases, such as
/// `chevron.left` and `chevron.backward`). A name not in the table is tried again without
/// its `.fill`, `.circle`, `.square` or similar variant (`trash.circle` → `trash`'s glyph);
/// failing that it is drawn as its short name in brackets (`[gauge]`), so an unknown symbol
/// is still told apart from another. Every glyph is one column wide in a UTF-8 terminal;
/// `ascii` gives each a plain-ASCII stand-in for terminals without UTF-8.
enum WireframeSymbols {
  struct Entry {
    var glyph: String
    var ascii: String
    var names: [String]
  }

  static let table: [Entry] = [
    Entry(glyph: "‹", ascii: "<", names: ["chevron.left", "chevron.backward", "lessthan"]),
    Entry(glyph: "›", ascii: ">", names: ["chevron.right", "chevron.forward", "greaterthan"]),
    Entry(glyph: "˄", ascii: "^", names: ["chevron.up"]),
    Entry(glyph: "˅", ascii: "v", names: ["chevron.down"]),
    Entry(glyph: "←", ascii: "<-", names: ["arrow.left", "arrow.backward"]),
    Entry(glyph: "→", ascii: "->", names: ["arrow.right", "arrow.forward"]),
    Entry(glyph: "↑", ascii: "^", names: ["arrow.up"]),
    Entry(glyph: "↓", ascii: "v", names: ["arrow.down"]),
    Entry(glyph: "↻", ascii: "(R)", names: ["arrow.clockwise", "arrow.triangle.2.circlepath"]),
    Entry(glyph: "↺", ascii: "(L)", names: ["arrow.counterclockwise", "arrow.uturn.backward"]),
    Entry(glyph: "↩", ascii: "<~", names: ["arrowshape.turn.up.left", "arrowshape.backward"]),
    Entry(glyph: "↪", ascii: "~>", names: ["arrowshape.turn.up.right", "arrowshape.forward"]),
    Entry(glyph: "⇅", ascii: "^v", names: ["arrow.up.arrow.down"]),
    Entry(glyph: "⌧", ascii: "[del]", names: ["trash", "xmark.bin", "delete.left"]),
    Entry(glyph: "⎘", ascii: "[clip]", names: ["paperclip", "doc.on.doc"]),
    Entry(glyph: "☆", ascii: "*", names: ["star"]),
    Entry(glyph: "★", ascii: "(*)", names: ["star.fill"]),
    Entry(glyph: "♡", ascii: "<3", names: ["heart"]),
    Entry(glyph: "♥", ascii: "(<3)", names: ["heart.fill"]),
    Entry(glyph: "⍾", ascii: "[bell]", names: ["bell", "bell.badge"]),
    Entry(glyph: "⚙", ascii: "[gear]", names: ["gear", "gearshape", "gearshape.2"]),
    Entry(glyph: "⌕", ascii: "[find]", names: ["magnifyingglass", "doc.text.magnifyingglass"]),
    Entry(glyph: "+", ascii: "+", names: ["plus"]),
    Entry(glyph: "⊕", ascii: "(+)", names: ["plus.circle", "plus.app"]),
    Entry(glyph: "−", ascii: "-", names: ["minus"]),
    Entry(glyph: "⊖", ascii: "(-)", names: ["minus.circle"]),
    Entry(glyph: "✕", ascii: "x", names: ["xmark", "multiply"]),
    Entry(glyph: "⊗", ascii: "(x)", names: ["xmark.circle"]),
    Entry(glyph: "✎", ascii: "[edit]", names: ["square.and.pencil", "pencil", "pencil.line"]),
    Entry(glyph: "⇪", ascii: "[share]", names: ["square.and.arrow.up", "arrow.up.square"]),
    Entry(glyph: "⤓", ascii: "[save]", names: ["square.and.arrow.down", "arrow.down.to.line"]),
    Entry(glyph: "☺", ascii: "[user]", names: ["person", "person.crop.circle", "person.circle"]),
    Entry(glyph: "⚇", ascii: "[users]", names: ["person.2", "person.3"]),
    Entry(glyph: "⌂", ascii: "[home]", names: ["house"]),
    Entry(glyph: "▶", ascii: "|>", names: ["play", "play.circle"]),
    Entry(glyph: "⏸", ascii: "||", names: ["pause", "pause.circle"]),
    Entry(glyph: "■", ascii: "[]", names: ["stop", "stop.circle"]),
    Entry(glyph: "⏭", ascii: ">>|", names: ["forward", "forward.end", "goforward"]),
    Entry(glyph: "⏮", ascii: "|<<", names: ["backward", "backward.end", "gobackward"]),
    Entry(glyph: "⚑", ascii: "[flag]", names: ["flag"]),
    Entry(glyph: "✉", ascii: "[mail]", names: ["envelope", "envelope.open"]),
    Entry(glyph: "▨", ascii: "[photo]", names: ["photo", "photo.on.rectangle", "photo.stack"]),
    Entry(glyph: "◙", ascii: "[cam]", names: ["camera", "camera.viewfinder"]),
    Entry(glyph: "⚿", ascii: "[lock]", names: ["lock", "lock.shield"]),
    Entry(glyph: "⚷", ascii: "[key]", names: ["lock.open", "key"]),
    Entry(glyph: "✓", ascii: "v/", names: ["checkmark"]),
    Entry(glyph: "✔", ascii: "(v/)", names: ["checkmark.circle", "checkmark.seal"]),
    Entry(glyph: "⋯", ascii: "...", names: ["ellipsis", "ellipsis.circle"]),
    Entry(glyph: "ⓘ", ascii: "(i)", names: ["info.circle", "info"]),
    Entry(glyph: "⍰", ascii: "(?)", names: ["questionmark.circle", "questionmark"]),
    Entry(glyph: "△", ascii: "/!\\", names: ["exclamationmark.triangle"]),
    Entry(glyph: "ǃ", ascii: "(!)", names: ["exclamationmark.circle", "exclamationmark"]),
    Entry(glyph: "▦", ascii: "[cal]", names: ["calendar"]),
    Entry(glyph: "◷", ascii: "[time]", names: ["clock", "alarm", "timer"]),
    Entry(glyph: "☏", ascii: "[tel]", names: ["phone"]),
    Entry(glyph: "❞", ascii: "[msg]", names: ["message", "bubble.left", "text.bubble"]),
    Entry(glyph: "∞", ascii: "[link]", names: ["link"]),
    Entry(glyph: "◍", ascii: "[web]", names: ["globe", "network"]),
    Entry(glyph: "⌖", ascii: "[map]", names: ["map", "mappin", "mappin.and.ellipse"]),
    Entry(glyph: "➤", ascii: "[go]", names: ["location", "location.fill", "paperplane"]),
    Entry(glyph: "⌑", ascii: "[mark]", names: ["bookmark"]),
    Entry(glyph: "▱", ascii: "[dir]", names: ["folder"]),
    Entry(glyph: "▤", ascii: "[doc]", names: ["doc", "doc.text"]),
    Entry(glyph: "⎙", ascii: "[print]", names: ["printer"]),
    Entry(glyph: "⊔", ascii: "[tray]", names: ["tray", "tray.and.arrow.down", "tray.full"]),
    Entry(glyph: "⊞", ascii: "[box]", names: ["archivebox"]),
    Entry(glyph: "≡", ascii: "[list]", names: ["list.bullet", "list.dash"]),
    Entry(glyph: "☰", ascii: "[menu]", names: ["line.3.horizontal", "line.horizontal.3"]),
    Entry(glyph: "⫶", ascii: "[filter]", names: ["slider.horizontal.3", "line.3.horizontal.decrease"]),
    Entry(glyph: "☾", ascii: "[moon]", names: ["moon"]),
    Entry(glyph: "☼", ascii: "[sun]", names: ["sun.max", "sun.min"]),
    Entry(glyph: "☁", ascii: "[cloud]", names: ["cloud", "icloud"]),
    Entry(glyph: "ϟ", ascii: "[bolt]", names: ["bolt"]),
    Entry(glyph: "◉", ascii: "[eye]", names: ["eye"]),
    Entry(glyph: "⊘", ascii: "[hide]", names: ["eye.slash", "nosign"]),
    Entry(glyph: "♪", ascii: "[music]", names: ["music.note", "music.note.list"]),
    Entry(glyph: "⌨", ascii: "[keys]", names: ["keyboard"]),
    Entry(glyph: "◁", ascii: "[vol]", names: ["speaker", "speaker.wave.2", "speaker.wave.3"]),
    Entry(glyph: "⍉", ascii: "[mute]", names: ["speaker.slash"]),
    Entry(glyph: "⏺", ascii: "[mic]", names: ["mic", "record.circle"]),
    Entry(glyph: "▣", ascii: "[video]", names: ["video", "film"]),
    Entry(glyph: "⌬", ascii: "[cart]", names: ["cart", "bag"]),
    Entry(glyph: "◫", ascii: "[page]", names: ["square.on.square", "rectangle.on.rectangle"]),
    Entry(glyph: "⚐", ascii: "[tag]", names: ["tag"]),
    Entry(glyph: "○", ascii: "o", names: ["circle"]),
    Entry(glyph: "●", ascii: "(o)", names: ["circle.fill"]),
  ]

  /// Glyphs by name, built once.
  static let byName: [String: Int] = {
    var out: [String: Int] = [:]
    for (i, entry) in table.enumerated() {
      for name in entry.names where out[name] == nil { out[name] = i }
    }
    return out
  }()

  /// Variant suffixes tried off when a name is not in the table.
  static let variants = [".fill", ".circle", ".square", ".slash", ".badge", ".rectangle", ".2", ".3"]

  /// The table entry for `name`, directly or through its base name.
  static func entry(_ name: String) -> Entry? {
    var current = name.lowercased()
    for _ in 0..<4 {
      if let i = byName[current] { return table[i] }
      guard let suffix = variants.first(where: { current.hasSuffix($0) }) else { break }
      current.removeLast(suffix.count)
    }
    return nil
  }

  /// How `name` is drawn: its glyph, else its short name in brackets (`[gauge]`, the name
  /// up to its first dot). `ascii` gives the plain-ASCII form.
  static func glyph(_ name: String, ascii: Bool = false) -> String {
    if let e = entry(name) { return ascii ? e.ascii : e.glyph }
    let short = name.split(separator: ".").first.map(String.init) ?? name
    return "[" + Sanitizer.sanitize(short.isEmpty ? "image" : short) + "]"
  }
}
