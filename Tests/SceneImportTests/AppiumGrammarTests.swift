import SceneImport
import SceneModel
import Testing

/// One test per variation of Appium's XCUITest-driver (WebDriverAgent) page source
/// (hierarchy-dump-formats.md §3, and issue 21's list).
@Suite struct AppiumGrammarTests {
  static func element(_ type: String, _ attributes: String, children: String? = nil) -> String {
    let open = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(attributes)"
    guard let children else { return open + "/>" }
    return open + ">\n" + children + "\n</XCUIElementType\(type)>"
  }

  static func app(_ body: String, wrapper: Bool = true) -> String {
    let tree = element("Application", #"name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0""#, children: element("Window", #"enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0""#, children: body))
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + (wrapper ? "<AppiumAUT>\n\(tree)\n</AppiumAUT>\n" : tree + "\n")
  }

  static let body = [
    element("StaticText", #"value="Basket" name="Basket" label="Basket" enabled="true" visible="true" accessible="true" x="16" y="100" width="361" height="22" index="0""#),
    element("Button", #"name="pay" label="Pay" enabled="true" visible="true" accessible="true" x="16" y="780" width="361" height="50" index="1""#),
  ].joined(separator: "\n")

  @Test func withOrWithoutTheAppiumAUTRoot() throws {
    for wrapper in [true, false] {
      let i = try #require(importDump(Self.app(Self.body, wrapper: wrapper)))
      #expect(i.speech == ["Basket", "Pay. Button."])
      #expect(i.id(of: "Pay") == "pay")
      #expect(i.scene.title == "Shop")
      #expect(i.problems.isEmpty)
    }
  }

  @Test func attributesOfEveryEra() throws {
    // Before 2025: no traits or placeholderValue; older still: no accessible or index;
    // tvOS: focused.
    let body = [
      Self.element("StaticText", #"value="Old" name="Old" label="Old" enabled="true" visible="true" x="16" y="100" width="361" height="22""#),
      Self.element("Button", #"name="Movies" label="Movies" enabled="true" visible="true" accessible="true" focused="true" x="16" y="150" width="300" height="200" index="0""#),
      Self.element("StaticText", #"value="Settings" name="Settings" label="Settings" enabled="true" visible="true" accessible="true" x="16" y="400" width="361" height="22" index="1" traits="Header""#),
      Self.element("Button", #"name="done" label="Done" enabled="false" visible="true" accessible="true" x="16" y="450" width="100" height="44" index="2" traits="Button, NotEnabled""#),
      Self.element("Switch", #"value="0" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" accessible="true" x="16" y="500" width="361" height="44" index="3" traits="Button, ToggleButton""#),
      Self.element("TextField", #"value="Type..." name="code" label="Code" enabled="true" visible="true" accessible="true" x="16" y="550" width="361" height="44" index="4" placeholderValue="Type...""#),
      Self.element("Image", #"name="logo" enabled="true" visible="true" accessible="true" x="16" y="600" width="44" height="44" index="5" traits="Image, SupportsZoom""#),
    ].joined(separator: "\n")
    let i = try #require(importDump(Self.app(body)))
    #expect(i.speech == [
      "Old", "Movies. Button.", "Settings. Heading.", "Done. Dimmed. Button.", "Wi-Fi. Switch Button. Off.", "Code: Type... Text Field.", "Image.",
    ])
    #expect(i.report.contains("Button 'Movies' had the focus (axsim starts on the first element)"))
    #expect(i.report.contains("Image (identifier 'logo'): trait 'SupportsZoom' has no scene equivalent"))
  }

  @Test func infiniteNegativeAndPixelCoordinatesAndZeroSizeWindows() throws {
    let xml = """
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="1179" height="2556">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="1179" height="2556">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Go" label="Go" enabled="true" visible="true" x="48" y="300" width="300" height="132"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Ghost" label="Ghost" enabled="true" visible="true" x="inf" y="inf" width="0" height="0"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Left" label="Left" enabled="true" visible="true" x="-90" y="600" width="300" height="132"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Gone" label="Gone" enabled="true" visible="true" x="-900" y="600" width="300" height="132"/>
        </XCUIElementTypeWindow>
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="0" height="0">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Overlay" label="Overlay" enabled="true" visible="true" x="48" y="2000" width="300" height="150"/>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
      """
    let i = try #require(importDump(xml))
    #expect(i.speech == ["Go. Button.", "Left. Button.", "Overlay. Button."])
    #expect(i.frame(of: "Go") == [16, 100, 100, 44])
    #expect(i.frame(of: "Left") == [-30, 200, 100, 44])
    #expect(i.report.contains("note: the coordinates look like pixels (1179 × 2556 is 393 × 852 points at 3×): divided by 3"))
    #expect(i.report.contains("line 4: Button 'Ghost'"))
    #expect(i.report.contains("line 6: Button 'Gone' at [-300, 200, 100, 44]"))
  }

  @Test func mostNodesInvisible() throws {
    let hidden = Self.element("Other", #"enabled="true" visible="false" accessible="false" x="0" y="0" width="393" height="852""#, children: [
      Self.element("Cell", #"enabled="true" visible="false" accessible="true" x="0" y="97" width="393" height="61""#, children: Self.element("StaticText", #"value="All Tasks" name="All Tasks" label="All Tasks" enabled="true" visible="false" accessible="true" x="55" y="112" width="283" height="31""#)),
      Self.element("Button", #"name="ToDoList" label="ToDoList" enabled="true" visible="false" accessible="true" x="8" y="53" width="81" height="45""#),
    ].joined(separator: "\n"))
    let shown = Self.element("Other", #"enabled="true" visible="true" accessible="false" x="12" y="405" width="369" height="413""#, children: Self.element("Button", #"name="Continue" label="Continue" enabled="true" visible="true" accessible="true" x="36" y="739" width="321" height="55""#))
    let i = try #require(importDump(Self.app(hidden + "\n" + shown)))
    #expect(i.speech == ["Continue. Button."])
    #expect(i.report.contains("2 not visible (the page source says visible=\"false\"):"))
  }

  @Test func aBlankNameAndVeryLongLabels() throws {
    let long = String(repeating: "Terms and conditions apply. ", count: 400)
    let xml = """
      <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name=" " label=" " enabled="true" visible="true" x="0" y="0" width="393" height="852">
      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="\(long)" name="\(long)" label="\(long)" enabled="true" visible="true" x="16" y="100" width="361" height="600"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name=" " label=" " enabled="true" visible="true" x="16" y="750" width="44" height="44"/>
      </XCUIElementTypeApplication></AppiumAUT>
      """
    let i = try #require(importDump(xml))
    #expect(i.speech == [long, "Button."])
    // A blank application label is no title: the scene is named after its file.
    #expect(i.scene.title == "imported.json5")
  }

  @Test func nestingFiftyAndTenThousandLevelsDeep() throws {
    for depth in [55, 10_000] {
      // Each level a view with an identifier (so it is written); past 60 levels the rest
      // are written at that depth.
      let open = String(repeating: #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="393" height="852">"#, count: depth)
      let close = String(repeating: "</XCUIElementTypeOther>", count: depth)
      let labelled = (0..<depth).map { k in
        #"<XCUIElementTypeOther type="XCUIElementTypeOther" name="g\#(k)" enabled="true" visible="true" x="0" y="\#(k % 800)" width="393" height="852">"#
      }.joined()
      let leaf = Self.element("Button", #"name="Deep" label="Deep" enabled="true" visible="true" x="16" y="400" width="100" height="44""#)
      let i = try #require(importDump(Self.app(open + labelled + leaf + close + close)))
      #expect(i.speech == ["Deep. Button."], "depth \(depth)")
      // Containers with identifiers are kept, up to the scene's depth limit.
      #expect(i.report.contains("nested more than 60 levels deep") == (depth > 58), "depth \(depth)")
    }
  }

  @Test func brokenXMLIsReportedAndTheRestImported() throws {
    let xml = """
      <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="393" height="852">
        <XCUIElementTypeButton name="one" label="One" x="16" y="100" width="100" height="44">
        <XCUIElementTypeButton name=two label="Two" x="16" y="150" width="100" height="44"/>
        <XCUIElementTypeButton name="three" label="Three &amp; more &#x1F680;" x="16" y="200" width="100" height="44"/>
        </XCUIElementTypeOther>
        <Mystery foo="bar"><XCUIElementTypeButton name="four" label="Four" x="16" y="250" width="100" height="44"/></Mystery>
      </XCUIElementTypeApplication>
      <XCUIElementTypeButton name="five" label="Five" x="16"
      """
    let i = try #require(importDump(xml))
    #expect(i.speech == ["One. Button."])
    #expect(i.problems == [
      "1:1: 1 element is never closed, from '<AppiumAUT>'",
      "3:3: '<XCUIElementTypeButton>' is not closed before '</XCUIElementTypeApplication>'",
      "4:31: the value of 'name' has no quotes",
      "6:3: '</XCUIElementTypeOther>' closes no open element",
      "7:3: the tag 'Mystery' is not an XCUIElementType element",
      "9:1: the tag '<XCUIElementTypeButton' never closes",
    ])
  }
}
