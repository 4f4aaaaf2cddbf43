/// Generated hierarchy dumps for the import benchmark: one screen of `n` nodes in each
/// format, shaped like a real one (a window, a navigation bar, a long table whose rows are a
/// cell, an unlabelled wrapper, two texts and a button), every element on the screen so the
/// scene keeps what a real dump's visible part keeps.
enum DumpGenerator {
  /// Rows of five nodes; the screen is 10,000 pt square (the scene format's largest) and the
  /// rows fill it in columns, 2 pt apart.
  static func rows(nodes n: Int) -> Int { max(1, (n - 6) / 5) }

  static func frame(row k: Int) -> (x: Int, y: Int) {
    ((k / 4_900) * 2_400, 100 + (k % 4_900) * 2)
  }

  static func xcuitest(nodes n: Int) -> String {
    var s = """
      Attributes: Application, 0x1, pid: 1, label: 'Bench'
      Element subtree:
       →Application, 0x1, pid: 1, label: 'Bench'
          Window (Main), 0x2, {{0.0, 0.0}, {10000.0, 10000.0}}
            NavigationBar, 0x3, {{0.0, 50.0}, {10000.0, 44.0}}, identifier: 'Inbox'
              StaticText, 0x4, {{4900.0, 60.0}, {200.0, 22.0}}, label: 'Inbox'
            Table, 0x5, {{0.0, 100.0}, {10000.0, 9900.0}}

      """
    s.reserveCapacity(n * 110)
    for k in 0..<rows(nodes: n) {
      let (x, y) = frame(row: k)
      s += "          Cell, 0x\(k), {{\(x).0, \(y).0}, {2400.0, 2.0}}, identifier: 'row-\(k)'\n"
      s += "            Other, 0x\(k), {{\(x).0, \(y).0}, {2400.0, 2.0}}\n"
      s += "              StaticText, 0x\(k), {{\(x + 16).0, \(y).0}, {800.0, 2.0}}, label: 'Sender \(k)'\n"
      s += "              StaticText, 0x\(k), {{\(x + 820).0, \(y).0}, {1200.0, 2.0}}, label: 'Subject of message \(k), with a comma'\n"
      s += "            Button, 0x\(k), {{\(x + 2300).0, \(y).0}, {80.0, 2.0}}, label: 'Delete'\n"
    }
    return s
  }

  static func appium(nodes n: Int) -> String {
    func attrs(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
      "enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\""
    }
    var s = """
      <?xml version="1.0" encoding="UTF-8"?>
      <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Bench" label="Bench" \(attrs(0, 0, 10_000, 10_000))>
      <XCUIElementTypeWindow type="XCUIElementTypeWindow" \(attrs(0, 0, 10_000, 10_000))>
      <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Inbox" \(attrs(0, 50, 10_000, 44))>
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Inbox" name="Inbox" label="Inbox" enabled="true" visible="true" accessible="true" x="4900" y="60" width="200" height="22" traits="Header"/>
      </XCUIElementTypeNavigationBar>
      <XCUIElementTypeTable type="XCUIElementTypeTable" \(attrs(0, 100, 10_000, 9_900))>

      """
    s.reserveCapacity(n * 260)
    for k in 0..<rows(nodes: n) {
      let (x, y) = frame(row: k)
      s += "<XCUIElementTypeCell type=\"XCUIElementTypeCell\" name=\"row-\(k)\" \(attrs(x, y, 2_400, 2))>\n"
      s += "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" \(attrs(x, y, 2_400, 2))>\n"
      s += "<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" value=\"Sender \(k)\" name=\"Sender \(k)\" label=\"Sender \(k)\" enabled=\"true\" visible=\"true\" accessible=\"true\" x=\"\(x + 16)\" y=\"\(y)\" width=\"800\" height=\"2\" traits=\"StaticText\"/>\n"
      s += "<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" value=\"Subject of message \(k) &amp; more\" name=\"Subject of message \(k) &amp; more\" label=\"Subject of message \(k) &amp; more\" enabled=\"true\" visible=\"true\" accessible=\"true\" x=\"\(x + 820)\" y=\"\(y)\" width=\"1200\" height=\"2\" traits=\"StaticText\"/>\n"
      s += "</XCUIElementTypeOther>\n"
      s += "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"Delete\" label=\"Delete\" enabled=\"true\" visible=\"true\" accessible=\"true\" x=\"\(x + 2300)\" y=\"\(y)\" width=\"80\" height=\"2\" traits=\"Button\"/>\n"
      s += "</XCUIElementTypeCell>\n"
    }
    s += "</XCUIElementTypeTable>\n</XCUIElementTypeWindow>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n"
    return s
  }

  static func idb(nodes n: Int) -> String {
    func element(_ type: String, _ label: String?, _ id: String?, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
      let l = label.map { "\"\($0)\"" } ?? "null"
      let i = id.map { "\"\($0)\"" } ?? "null"
      return "{\"AXFrame\":\"{{\(x), \(y)}, {\(w), \(h)}}\",\"AXUniqueId\":\(i),\"frame\":{\"y\":\(y),\"x\":\(x),\"width\":\(w),\"height\":\(h)},\"role_description\":\"\(type.lowercased())\",\"AXLabel\":\(l),\"content_required\":false,\"type\":\"\(type)\",\"title\":null,\"help\":null,\"custom_actions\":[],\"AXValue\":null,\"enabled\":true,\"role\":\"AX\(type)\",\"subrole\":null}"
    }
    var items = [element("Application", "Bench", nil, 0, 0, 10_000, 10_000), element("Heading", "Inbox", nil, 4_900, 60, 200, 22)]
    items.reserveCapacity(n)
    var k = 0
    while items.count < n {
      let (x, y) = frame(row: k)
      items.append(element("StaticText", "Sender \(k)", nil, x + 16, y, 800, 2))
      items.append(element("StaticText", "Subject of message \(k) \\/ more", nil, x + 820, y, 1_200, 2))
      items.append(element("Button", "Delete", "row-\(k)-delete", x + 2_300, y, 80, 2))
      k += 1
    }
    return "[" + items.joined(separator: ",\n") + "]\n"
  }
}
