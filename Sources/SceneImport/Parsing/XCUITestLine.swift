import SceneModel

/// One element description of XCUITest's `debugDescription`, read from both ends inward
/// (hierarchy-dump-formats.md §1.4 and §1.7):
///
/// ```
/// Button, 0x7fb5a0628170, {{81.0, 770.0}, {74.0, 48.0}}, identifier: 'tab', label: 'Explore', Selected
/// ```
///
/// The type, address, `pid:`, frame and legacy `traits:` are rigid and read from the left;
/// flags (`Selected`, `Keyboard Focused`, …) and Xcode 27's `hitPoint:` from the right; the
/// quoted keys in between end at a quote followed by the next key, the first such quote
/// for `identifier` (short, chosen by developers) and the last for the free text of
/// `label`, `title` and `placeholderValue`, which XCUITest never escapes.
struct XCUIDescription {
  var type = ""
  var isMainWindow = false
  var frame: Frame?
  var frameNotFinite = false
  var pid: Int?
  var traitMask: UInt64?
  var identifier: String?
  var label: String?
  var title: String?
  var placeholder: String?
  var value: String?
  var flags: DumpFlags = []
  /// Parts that could not be read: their offset in the bytes read, and the text.
  var unreadable: [(offset: Int, text: String)] = []
  /// A quoted value never closes on this line: a label holding a newline continues on the
  /// next line.
  var unterminated = false
}

enum XCUITestLine {
  /// The element types XCUITest prints (the `XCUIElement.ElementType` cases, §1.5), and
  /// the placeholder for another process's subtree.
  static let knownTypes: Set<String> = [
    "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
    "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
    "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar",
    "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView", "Slider",
    "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel",
    "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText",
    "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem",
    "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator",
    "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler",
    "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper", "Tab",
    "TouchBar", "StatusItem", "RemotePlaceholder",
  ]

  /// Bare words XCUITest prints after the keys, longest first so `Keyboard Focused` wins
  /// over `Focused`.
  static let flagWords: [(word: String, flag: DumpFlags?)] = [
    ("Keyboard Focused", .keyboardFocused), ("isRemoteLeafPlaceholder", nil), ("Selected", .selected),
    ("Disabled", .disabled), ("Focused", .focused), ("Editable", nil), ("Secure", nil),
  ]

  static let flagBytes = flagWords.map { Array($0.word.utf8) }

  static let keys = ["identifier", "label", "title", "placeholderValue", "value"]

  /// The end of a type token (`[A-Z][A-Za-z]*`) starting at `i`, or nil.
  static func typeEnd(_ b: [UInt8], _ i: Int, _ end: Int) -> Int? {
    guard i < end, Bytes.isUpper(b[i]) else { return nil }
    var j = i + 1
    while j < end, Bytes.isLetter(b[j]) { j += 1 }
    return j
  }

  /// Whether `b[i..<end]` is an element description (as opposed to a log line, a section
  /// header or the continuation of a multi-line label).
  static func isElement(_ b: [UInt8], _ i: Int, _ end: Int) -> Bool {
    guard let t = typeEnd(b, i, end) else { return false }
    let known = knownTypes.contains(Bytes.string(b, i..<t))
    if t == end { return known }
    if Bytes.has(b, t, " (Main)", end: end) { return true }
    if Bytes.has(b, t, " 0x", end: end) {
      var j = t + 3
      while j < end, DumpText.hexValue(b[j]) != nil { j += 1 }
      return j < end && b[j] == UInt8(ascii: ":")
    }
    guard Bytes.has(b, t, ",", end: end) else { return false }
    if t + 1 == end { return known }  // "Button," closing a failure message's list item
    guard Bytes.has(b, t, ", ", end: end) else { return false }
    let k = t + 2
    for p: StaticString in ["0x", "pid: ", "{{", "identifier: '", "label: '", "title: '", "placeholderValue: '", "value: ", "traits: ", "Main Window"]
    where Bytes.has(b, k, p, end: end) {
      return true
    }
    for word in flagBytes where Bytes.has(b, k, word, end: end) {
      return true
    }
    return known
  }

  /// Reads the description in `b[start..<end]` (indentation and arrow already skipped).
  static func describe(_ b: [UInt8], _ start: Int, _ end0: Int) -> XCUIDescription {
    var d = XCUIDescription()
    guard let t = typeEnd(b, start, end0) else {
      d.unreadable.append((start, Bytes.string(b, start..<end0)))
      return d
    }
    d.type = Bytes.string(b, start..<t)
    var i = t
    var end = end0
    while end > i, Bytes.isSpace(b[end - 1]) { end -= 1 }
    // A failure message's list puts a comma after each element.
    if end > i, b[end - 1] == UInt8(ascii: ","), !Bytes.has(b, end - 2, ",,", end: end) { end -= 1 }
    if Bytes.has(b, i, " (Main)", end: end) {
      d.isMainWindow = true
      i += 7
    } else if Bytes.has(b, i, " 0x", end: end) {
      // Xcode 7–8: `Button 0x608000364bc0: traits: …`.
      var j = i + 3
      while j < end, DumpText.hexValue(b[j]) != nil { j += 1 }
      if j < end, b[j] == UInt8(ascii: ":") { i = j + 1 }
    }
    end = stripRight(b, i, end, &d)
    i = readFixedFields(b, i, end, &d)
    readKeys(b, i, end, &d)
    return d
  }

  /// Takes Xcode 27's `hitPoint: {x, y}` and `activationBundleId:` and the flags off the end.
  static func stripRight(_ b: [UInt8], _ start: Int, _ end0: Int, _ d: inout XCUIDescription) -> Int {
    var end = end0
    var changed = true
    while changed, end > start {
      changed = false
      for (word, flag) in flagWords {
        if let s = Bytes.suffixStart(b, ", " + word, end: end, from: start) {
          if let flag { d.flags.insert(flag) }
          end = s
          changed = true
          break
        }
      }
      if changed { continue }
      // Both are short: look for them near the end only, so a line of many flags stays linear.
      for marker in [", hitPoint: {", ", activationBundleId: "] {
        if let s = lastIndex(of: marker, in: b, from: max(start, end - 256), to: end), !containsQuote(b, s, end) {
          end = s
          changed = true
          break
        }
      }
    }
    return end
  }

  /// Address, `pid:`, frame, legacy `traits:` and `Main Window`, from the left.
  static func readFixedFields(_ b: [UInt8], _ start: Int, _ end: Int, _ d: inout XCUIDescription) -> Int {
    var i = start
    while i < end {
      var k: Int
      if Bytes.has(b, i, ", ", end: end) {
        k = i + 2
      } else if i == start, Bytes.has(b, i, " ", end: end) {
        k = i + 1  // legacy: after `0x…:`
      } else {
        break
      }
      if Bytes.has(b, k, "0x", end: end) {
        var j = k + 2
        while j < end, DumpText.hexValue(b[j]) != nil { j += 1 }
        guard j == end || b[j] == UInt8(ascii: ",") else { break }
        i = j
      } else if Bytes.has(b, k, "pid: ", end: end) {
        var j = k + 5
        while j < end, Bytes.isDigit(b[j]) { j += 1 }
        d.pid = Int(Bytes.string(b, (k + 5)..<j))
        i = j
      } else if Bytes.has(b, k, "traits: ", end: end) {
        var j = k + 8
        while j < end, Bytes.isDigit(b[j]) { j += 1 }
        d.traitMask = UInt64(Bytes.string(b, (k + 8)..<j))
        i = j
      } else if Bytes.has(b, k, "Main Window", end: end) {
        d.isMainWindow = true
        i = k + 11
      } else if Bytes.has(b, k, "{{", end: end) {
        guard let close = firstIndex(of: "}}", in: b, from: k, to: end) else {
          d.unreadable.append((k, Bytes.string(b, k..<end)))
          return end
        }
        readFrame(b, k, close + 2, &d)
        i = close + 2
      } else {
        break
      }
    }
    return i
  }

  /// `{{x, y}, {width, height}}`: four numbers, `inf` and `nan` included.
  static func readFrame(_ b: [UInt8], _ start: Int, _ end: Int, _ d: inout XCUIDescription) {
    var numbers: [Double] = []
    var token: [UInt8] = []
    func flush() {
      if !token.isEmpty {
        numbers.append(Double(String(decoding: token, as: UTF8.self)) ?? .nan)
        token.removeAll(keepingCapacity: true)
      }
    }
    for c in b[start..<end] {
      if c == UInt8(ascii: "{") || c == UInt8(ascii: "}") || c == UInt8(ascii: ",") || c == 32 {
        flush()
      } else {
        token.append(c)
      }
    }
    flush()
    guard numbers.count == 4 else {
      d.unreadable.append((start, Bytes.string(b, start..<end)))
      return
    }
    let f = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    if f.isFinite { d.frame = f } else { d.frameNotFinite = true }
  }

  /// The keys after the fixed fields: `, identifier: '…', label: '…', value: …`.
  static func readKeys(_ b: [UInt8], _ start: Int, _ end: Int, _ d: inout XCUIDescription) {
    var i = start
    var seen: Set<String> = []
    while i < end {
      guard Bytes.has(b, i, ", ", end: end), let key = keyAt(b, i + 2, end) else {
        // Something unreadable: skip to the next key, reporting what was skipped.
        let next = nextKey(b, from: i + 1, end: end) ?? end
        let start = Bytes.has(b, i, ", ", end: end) ? i + 2 : i
        let text = Bytes.string(b, start..<next)
        if !text.isEmpty { d.unreadable.append((start, text)) }
        i = next
        continue
      }
      guard !seen.contains(key) else {
        // A key given twice: reported and skipped (reading it again would rescan the line).
        let next = nextKey(b, from: i + 1, end: end) ?? end
        d.unreadable.append((i + 2, Bytes.string(b, (i + 2)..<next)))
        i = next
        continue
      }
      seen.insert(key)
      let valueStart = i + 2 + key.utf8.count + 2
      if key == "value" {
        var s = valueStart
        var e = end
        if e - s >= 2, b[s] == UInt8(ascii: "'"), b[e - 1] == UInt8(ascii: "'") {
          s += 1
          e -= 1
        }
        let v = Bytes.string(b, s..<e)
        d.value = v
        if v.hasSuffix("...") { d.flags.insert(.valueTruncated) }
        return
      }
      guard valueStart < end, b[valueStart] == UInt8(ascii: "'") else {
        // An unquoted value where a quote was expected: up to the next key.
        let next = nextKey(b, from: valueStart, end: end) ?? end
        set(key, Bytes.string(b, valueStart..<next), &d)
        i = next
        continue
      }
      let close = closingQuote(b, valueStart, end, key: key, allowed: keys.filter { !seen.contains($0) })
      guard let close else {
        d.unterminated = true
        var e = end
        if e > valueStart + 1, b[e - 1] == UInt8(ascii: "'") { e -= 1 }
        set(key, Bytes.string(b, (valueStart + 1)..<max(valueStart + 1, e)), &d)
        return
      }
      set(key, Bytes.string(b, (valueStart + 1)..<close), &d)
      i = close + 1
    }
  }

  /// Where the quoted value opened at `open` ends: at a quote followed by the next key, or
  /// by the end. XCUITest escapes nothing, so among several such quotes: for `identifier` the
  /// first; for free text the first followed by another quoted key (`placeholderValue: '`),
  /// else the last followed by `value:` (whose own text may be quoted), else the end.
  static func closingQuote(_ b: [UInt8], _ open: Int, _ end: Int, key: String, allowed: [String]) -> Int? {
    var beforeQuotedKey: Int?
    var beforeValue: Int?
    var atEnd: Int?
    var j = open + 1
    while j < end {
      defer { j += 1 }
      guard b[j] == UInt8(ascii: "'") else { continue }
      if j + 1 == end {
        atEnd = j
        continue
      }
      guard Bytes.has(b, j + 1, ", ", end: end), let next = allowed.first(where: { hasKey($0, b, j + 3, end) }) else { continue }
      if key == "identifier" { return j }
      if next == "value" {
        beforeValue = j
      } else if beforeQuotedKey == nil {
        beforeQuotedKey = j
      }
    }
    return beforeQuotedKey ?? beforeValue ?? atEnd
  }

  static func set(_ key: String, _ v: String, _ d: inout XCUIDescription) {
    switch key {
    case "identifier": d.identifier = v
    case "label": d.label = v
    case "title": d.title = v
    case "placeholderValue": d.placeholder = v
    default: d.value = v
    }
  }

  /// The key (`label`, …) whose `KEY: ` starts at `i`.
  static func keyAt(_ b: [UInt8], _ i: Int, _ end: Int) -> String? {
    keys.first { hasKey($0, b, i, end) }
  }

  static func hasKey(_ key: String, _ b: [UInt8], _ i: Int, _ end: Int) -> Bool {
    let n = key.utf8.count
    guard i + n + 2 <= end else { return false }
    var k = i
    for c in key.utf8 {
      if b[k] != c { return false }
      k += 1
    }
    return b[k] == UInt8(ascii: ":") && b[k + 1] == 32
  }

  /// The next `, KEY: ` at or after `from`.
  static func nextKey(_ b: [UInt8], from: Int, end: Int) -> Int? {
    var i = max(from, 0)
    while i + 2 < end {
      if b[i] == UInt8(ascii: ","), b[i + 1] == 32, keyAt(b, i + 2, end) != nil { return i }
      i += 1
    }
    return nil
  }

  static func firstIndex(of s: String, in b: [UInt8], from: Int, to end: Int) -> Int? {
    let n = Array(s.utf8)
    var i = from
    while i + n.count <= end {
      if b[i] == n[0], Array(b[i..<(i + n.count)]) == n { return i }
      i += 1
    }
    return nil
  }

  static func lastIndex(of s: String, in b: [UInt8], from: Int, to end: Int) -> Int? {
    let n = Array(s.utf8)
    var i = end - n.count
    while i >= from {
      if b[i] == n[0], Array(b[i..<(i + n.count)]) == n { return i }
      i -= 1
    }
    return nil
  }

  static func containsQuote(_ b: [UInt8], _ from: Int, _ end: Int) -> Bool {
    b[from..<end].contains(UInt8(ascii: "'"))
  }
}

extension Bytes {
  /// Whether `b[i...]` starts with `p`.
  static func has(_ b: [UInt8], _ i: Int, _ p: [UInt8], end: Int) -> Bool {
    guard i >= 0, i + p.count <= end else { return false }
    for k in 0..<p.count where b[i + k] != p[k] { return false }
    return true
  }
}
