import SceneImport
import SceneModel
import Testing

/// One test per variation of XCUITest's `debugDescription` that real dumps show
/// (hierarchy-dump-formats.md §1, and issue 21's list), each on a small dump written for it.
@Suite struct XCUITestGrammarTests {
  /// A full dump as `print(app.debugDescription)` writes it: header, subtree, footers.
  static let full = """
    Attributes: Application, 0x600001a8c000, pid: 7340, label: 'Shop'
    Element subtree:
     →Application, 0x600001a8c000, pid: 7340, label: 'Shop'
        Window (Main), 0x600001a8c0e0, {{0.0, 0.0}, {390.0, 844.0}}
          Other, 0x600001a8c1c0, {{0.0, 0.0}, {390.0, 844.0}}
            StaticText, 0x600001a8c540, {{16.0, 107.0}, {358.0, 20.5}}, label: 'Basket'
            Button, 0x600001a8c8c0, {{16.0, 780.0}, {358.0, 50.0}}, label: 'Pay'
    Path to element:
     →Application, 0x600001a8c000, pid: 7340, label: 'Shop'
    Query chain:
     →Find: Target Application 'com.example.shop'
      Output: {
        Application, 0x600001a8c000, pid: 7340, label: 'Shop'
        Button, 0x600001a8c8c0, {{16.0, 780.0}, {358.0, 50.0}}, label: 'Not in the subtree'
      }

    """

  @Test func headerAndFootersAreSkipped() throws {
    let i = try #require(importDump(Self.full))
    #expect(i.speech == ["Basket", "Pay. Button."])
    #expect(i.scene.title == "Shop")
    #expect(i.problems.isEmpty)
    #expect(i.report.contains("note: the Path to element and Query chain sections were skipped: they repeat elements of the subtree"))
  }

  @Test func withoutHeaderOrFooters() throws {
    let subtree = Self.full.split(separator: "\n").dropFirst(2).prefix(5).joined(separator: "\n")
    let i = try #require(importDump(subtree))
    #expect(i.speech == ["Basket", "Pay. Button."])
    #expect(i.problems.isEmpty)
  }

  @Test func logLinesBeforeTheDumpAreSkipped() throws {
    let dump = """
          t =     0.00s Start Test at 2026-11-30 10:00:00.000
          t =   110.37s Requesting snapshot of accessibility hierarchy for app with pid 7340
          t =   110.41s Find: Target Application 'com.example.shop'
      """ + "\n" + Self.full
    let i = try #require(importDump(dump))
    #expect(i.speech == ["Basket", "Pay. Button."])
    #expect(i.problems.isEmpty)
    #expect(i.report.contains("note: 3 lines before the hierarchy (log output) skipped"))
  }

  @Test func oneQuotedSwiftStringWithEscapes() throws {
    let dump = Self.full.replacingOccurrences(of: "label: 'Basket'", with: "label: 'Don't panic'")
    for wrapped in [swiftLiteral(dump), "(String) $R0 = " + swiftLiteral(dump) + "\n"] {
      let i = try #require(importDump(wrapped))
      #expect(i.speech == ["Don't panic", "Pay. Button."])
      #expect(i.report.contains("note: the dump was one quoted Swift string"))
    }
  }

  @Test func webDriverAgentJSONValue() throws {
    let value = Self.full.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "/", with: "\\/")
    let i = try #require(importDump("{\"value\":\"\(value)\",\"sessionId\":\"abc\"}"))
    #expect(i.speech == ["Basket", "Pay. Button."])
  }

  @Test func uniformExtraIndentationAndCommentMarks() throws {
    let lines = Self.full.split(separator: "\n").prefix(7)
    for prefix in ["     ", "// ", "//", " * ", "> "] {
      let dump = lines.map { prefix + $0 }.joined(separator: "\n")
      let i = try #require(importDump(dump))
      #expect(i.speech == ["Basket", "Pay. Button."], "prefix \(prefix)")
      #expect(i.problems.isEmpty, "prefix \(prefix)")
    }
  }

  @Test func aFragmentStartingAtASubtree() throws {
    let dump = """
        Other, 0x2819e82a0, {{0.0, 64.0}, {375.0, 603.0}}
          Button, 0x280c8eae0, {{30.0, 214.0}, {60.0, 60.0}}, identifier: 'touchMe', label: 'Tap me'
            StaticText, 0x2819e8460, {{41.5, 233.0}, {37.0, 22.0}}, label: 'Tap me'
          StaticText, 0x2819e8461, {{30.0, 300.0}, {200.0, 22.0}}, label: 'Below'
      """
    let i = try #require(importDump(dump))
    #expect(i.speech == ["Tap me. Button.", "Below"])
    // No window: the screen runs from the origin to the farthest frame.
    #expect(i.scene.device.width == 375 && i.scene.device.height == 667)
    #expect(i.report.contains("1 the same text as the element around it (read as part of it):\n      line 3: StaticText 'Tap me' in Button 'Tap me'"))
  }

  @Test func mainWindowBesidePlainWindowsOfOtherSizes() throws {
    let dump = """
       →Application, 0x1, pid: 1, label: 'App'
          Window, 0x2, {{0.0, 0.0}, {320.0, 100.0}}
            Button, 0x3, {{10.0, 10.0}, {100.0, 44.0}}, label: 'Banner'
          Window (Main), 0x4, {{0.0, 0.0}, {393.0, 852.0}}
            Button, 0x5, {{10.0, 400.0}, {100.0, 44.0}}, label: 'Main'
          Window, 0x6, {{0.0, 500.0}, {393.0, 352.0}}
            Keyboard, 0x7, {{0.0, 560.0}, {393.0, 292.0}}
              Key, 0x8, {{3.0, 570.0}, {36.0, 42.0}}, label: 'q'
              Key, 0x9, {{42.0, 570.0}, {36.0, 42.0}}, label: 'w'
      """
    let i = try #require(importDump(dump))
    #expect(i.scene.device.width == 393 && i.scene.device.height == 852)
    #expect(i.report.contains("screen: 393 × 852 pt (phone), from 'Window (Main)'"))
    #expect(i.speech == ["Banner. Button.", "Main. Button.", "q", "w"])
    // The keyboard is scanned as a group, its keys speak without "Button".
    #expect(i.text.contains(#"{ id: "keyboard", frame: [0, 560, 393, 292], navigationStyle: "combined", group: ["#))
    #expect(i.text.contains(#"{ button: "q", id: "button-q", frame: [3, 570, 36, 42], addTraits: ["keyboardKey"] },"#))
  }

  @Test func framesOfEveryShape() throws {
    let dump = """
       →Application, 0x1, pid: 1, label: 'App'
          Window (Main), 0x2, {{0.0, 0.0}, {375.0, 667.0}}
            CollectionView, 0x3, {{0.0, -1426.0}, {375.0, 3964.0}}
              Cell, 0x4, {{0.0, -300.0}, {375.0, 44.0}}, identifier: 'scrolled-away'
                StaticText, 0x5, {{16.0, -290.0}, {200.0, 22.0}}, label: 'Above the screen'
              Cell, 0x6, {{0.0, 80.5}, {375.0, 44.0}}
                StaticText, 0x7, {{16.0, 90.5}, {200.0, 22.0}}, label: 'One decimal'
                Button, 0x8, {{400.0, 90.5}, {44.0, 22.0}}, label: 'Outside its cell, off the screen'
                Button, 0x9, {{330.0, 200.0}, {44.0, 44.0}}, label: 'Outside its cell, on the screen'
            Other, 0xa, {{16.0, 198.0}, {359.0, 0.3}}, label: 'Hairline'
            Button, 0xb, {{9.0, 825.1}, {0.0, 0.0}}, label: 'Zero size'
            Button, 0xc, {{inf, inf}, {0.0, 0.0}}, label: 'Infinite'
            Button, 0xd, {{-20.0, 600.0}, {60.0, 44.0}}, label: 'Half off'
      """
    let i = try #require(importDump(dump))
    #expect(i.speech == ["One decimal", "Hairline", "Outside its cell, on the screen. Button.", "Half off. Button."])
    #expect(i.frame(of: "One decimal") == [16, 90.5, 200, 22])
    #expect(i.frame(of: "Hairline") == [16, 198, 359, 0.3])
    #expect(i.frame(of: "Half off") == [-20, 600, 60, 44])
    #expect(i.report.contains("line 5: StaticText 'Above the screen' at [16, -290, 200, 22]"))
    #expect(i.report.contains("line 8: Button 'Outside its cell, off the screen' at [400, 90.5, 44, 22]"))
    #expect(i.report.contains("1 zero width or height (VoiceOver skips it):\n      line 11: Button 'Zero size'"))
    #expect(i.report.contains("1 its frame is not a number (inf or nan):\n      line 12: Button 'Infinite'"))
  }

  @Test func everyKey() throws {
    let dump = """
       →Application, 0x1, pid: 1, title: 'Notes'
          Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
            TextField, 0x3, {{16.0, 100.0}, {361.0, 44.0}}, identifier: 'email', placeholderValue: 'name@example.com', value: name@example.com
            TextField, 0x4, {{16.0, 150.0}, {361.0, 44.0}}, identifier: 'name', label: 'Name', placeholderValue: 'Your name', value: Ana Lima
            Slider, 0x5, {{16.0, 200.0}, {361.0, 44.0}}, label: 'Volume', value: 0%
            Slider, 0x6, {{16.0, 250.0}, {361.0, 44.0}}, label: 'Speed', value: '1.5×'
            Switch, 0x7, {{16.0, 300.0}, {361.0, 44.0}}, label: 'Wi-Fi', value: 1
            MenuItem, 0x8, {{16.0, 350.0}, {361.0, 44.0}}, title: 'Quit Notes'
            StaticText, 0x9, {{16.0, 400.0}, {361.0, 44.0}}, value: Sessiometer. 2 acc...
      """
    let i = try #require(importDump(dump))
    #expect(i.scene.title == "Notes")
    #expect(i.speech == [
      "name@example.com. Text Field.", "Name: Ana Lima. Text Field.", "Volume: 0%. Adjustable.", "Speed: 1.5×. Adjustable.",
      "Wi-Fi. Switch Button. On.", "Quit Notes. Button.", "Sessiometer. 2 acc...",
    ])
    #expect(i.id(of: "Name") == "name")
    #expect(i.report.contains("line 9: StaticText 'Sessiometer. 2 acc...': XCUITest cut the value short ('Sessiometer. 2 acc...'): write the whole text by hand"))
  }

  @Test func labelsAreNeverEscaped() throws {
    let dump = """
       →Application, 0x1, pid: 1, label: 'App'
          Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
            StaticText, 0x3, {{16.0, 100.0}, {361.0, 22.0}}, label: 'YOU'RE IN'
            Button, 0x4, {{16.0, 130.0}, {361.0, 44.0}}, identifier: 'book', label: 'Brave New World, Author: Aldous huxley, Published on: 1932'
            StaticText, 0x5, {{16.0, 180.0}, {361.0, 22.0}}, label: 'Grüße 🚀 مرحبا 你好'
            StaticText, 0x6, {{16.0, 210.0}, {361.0, 66.0}}, label: 'First line
      Second line, value: not a key
      Third line', Selected
            StaticText, 0x7, {{16.0, 290.0}, {361.0, 22.0}}, label: 'After'
      """
    let i = try #require(importDump(dump))
    #expect(i.speech == [
      "YOU'RE IN", "Brave New World, Author: Aldous huxley, Published on: 1932. Button.", "Grüße rocket مرحبا 你好",
      "Selected: First lineU+000ASecond line, value: not a keyU+000AThird line", "After",
    ].map { $0.replacingOccurrences(of: "U+000A", with: "\n") })
    #expect(i.problems.isEmpty)
  }

  @Test func trailingFlags() throws {
    let dump = """
       →Application, 0x1, pid: 1, label: 'App', Disabled
          Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
            Button, 0x3, {{16.0, 100.0}, {100.0, 44.0}}, label: 'Status', Selected
            Button, 0x4, {{16.0, 150.0}, {100.0, 44.0}}, label: 'Send', Disabled
            Button, 0x5, {{16.0, 200.0}, {100.0, 44.0}}, label: 'Movies', Focused
            Dialog, 0x6, {{16.0, 250.0}, {300.0, 100.0}}, Keyboard Focused, Disabled
              Button, 0x7, {{20.0, 260.0}, {100.0, 44.0}}, label: 'OK', Selected, Disabled
      """
    let i = try #require(importDump(dump))
    #expect(i.speech == ["Selected: Status. Button.", "Send. Dimmed. Button.", "Movies. Button.", "Selected: OK. Dimmed. Button."])
    #expect(i.report.contains("line 5: Button 'Movies' had the focus (axsim starts on the first element)"))
    #expect(i.report.contains("line 6: Dialog had the keyboard focus (axsim starts on the first element)"))
  }

  @Test func addressesAndHitPointsPresentOrAbsent() throws {
    let dump = """
      Application, pid: 123, label: 'App'
       Window (Main), {{0.0, 0.0}, {402.0, 874.0}}
        Button, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Edit', hitPoint: {60.0, 122.0}, activationBundleId: com.example.app
        Button, 0x6000, {{20.0, 150.0}, {80.0, 44.0}}, label: 'Save', hitPoint: {60.0, 172.0}
        Button, 0x6001, {{20.0, 200.0}, {80.0, 44.0}}, label: 'Done'
      """
    let i = try #require(importDump(dump))
    #expect(i.speech == ["Edit. Button.", "Save. Button.", "Done. Button."])
    #expect(i.problems.isEmpty)
  }

  @Test func legacyFormsOfXcode7To9() throws {
    let dump = """
      Attributes: Application 0x6040002ab7c0: {{0.0, 0.0}, {1024.0, 768.0}}, label: 'Old'
      Element subtree:
       →Application 0x6040002ab7c0: {{0.0, 0.0}, {1024.0, 768.0}}, label: 'Old'
          Window, 0x6140003800d0, Main Window, {{0.0, 0.0}, {1024.0, 768.0}}
            Other, 0x600000380270, traits: 65536, {{0.0, 20.0}, {1024.0, 40.0}}, label: 'Title'
            Button 0x608000364bc0: traits: 1, {{0.0, 639.0}, {1024.0, 61.3}}, label: 'Go'
      """
    let i = try #require(importDump(dump))
    #expect(i.speech == ["Title. Heading.", "Go. Button."])
    #expect(i.scene.device.idiom == .pad)
  }

  @Test func failureMessageListsWithoutFrames() throws {
    let dump = """
      No matches found for Elements matching predicate '"Done" IN identifiers' from input {(
          Button, identifier: 'shift', label: 'shift',
          Button, label: 'Next keyboard', value: 简体手写,
          Key, label: 'q',
      )}
      """
    let i = try #require(importDump(dump))
    #expect(i.speech == ["shift. Button.", "Next keyboard: 简体手写. Button.", "q"])
    #expect(i.report.contains("3 elements have no frame in the dump: laid out in the dump's order"))
  }

  @Test func anUnreadableLineIsReportedAndSkipped() throws {
    let dump = """
       →Application, 0x1, pid: 1, label: 'App'
          Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
            Button, 0x3, {{16.0, 100.0}, {100.0, 44.0}}, label: 'One'
            this line is not an element
            Button, 0x4, {{16.0, 150.0}, {100.0, 44.0}}, bogus: 12, label: 'Two'
            Button, 0x5, {{16.0, 200.0}, {100.0, 44.0}}, label: 'Three
          StaticText, 0x6, {{16.0, 250.0}, {100.0, 44.0}}, label: 'Four'
      """
    let i = try #require(importDump(dump))
    #expect(i.speech == ["One. Button.", "Two. Button.", "Three. Button.", "Four"])
    #expect(i.problems == [
      "4:7: cannot read this line as an element: 'this line is not an element'",
      "5:52: cannot read 'bogus: 12' in this 'Button' element",
      "6:7: a quoted value of this 'Button' never closes",
    ])
  }

  @Test func severalHierarchiesInOneFile() throws {
    let block = """
      Attributes: Application, 0x1, pid: 1, label: 'Springboard'
      Element subtree:
       →Application, 0x1, pid: 1, label: 'Springboard'
          Window, 0x2, {{0.0, 0.0}, {393.0, 852.0}}
            Alert, 0x3, {{60.0, 300.0}, {273.0, 200.0}}, label: 'Allow?'
              StaticText, 0x4, {{76.0, 320.0}, {241.0, 22.0}}, label: 'Allow “Maps” to use your location?'
              Button, 0x5, {{60.0, 450.0}, {136.0, 44.0}}, label: 'Don’t Allow'
              Button, 0x6, {{197.0, 450.0}, {136.0, 44.0}}, label: 'Allow'


      Attributes: Application, 0x7, pid: 2, label: 'Maps'
      Element subtree:
       →Application, 0x7, pid: 2, label: 'Maps'
          Window (Main), 0x8, {{0.0, 0.0}, {393.0, 852.0}}
            Button, 0x9, {{16.0, 100.0}, {100.0, 44.0}}, label: 'Search'
      """
    let i = try #require(importDump(block))
    // The alert is modal for the whole screen, as on the device.
    #expect(i.speech == ["Allow “Maps” to use your location?", "Don’t Allow. Button.", "Allow. Button."])
    #expect(i.report.contains("note: 2 hierarchies in one file (several Attributes blocks): imported together"))
  }
}
