import SceneImport
import SceneModel
import Testing

/// One test per variation of `idb ui describe-all` (hierarchy-dump-formats.md §5.2, and
/// issue 21's list).
@Suite struct IdbGrammarTests {
  static let application = #"{"AXFrame":"{{0, 0}, {390, 844}}","AXUniqueId":null,"frame":{"y":0,"x":0,"width":390,"height":844},"role_description":"application","AXLabel":"Wallet","content_required":false,"type":"Application","title":null,"help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXApplication","subrole":null}"#
  static let heading = #"{"AXFrame":"{{16, 60}, {200, 41}}","AXUniqueId":"title","frame":{"y":60,"x":16,"width":200,"height":41},"role_description":"heading","AXLabel":"Cards","type":"Heading","help":null,"custom_actions":[],"AXValue":null,"enabled":true,"role":"AXHeading"}"#
  static let button = #"{"AXFrame":"{{199, 116}, {64, 87.5}}","AXUniqueId":"Wallet","frame":{"y":116,"x":199,"width":64,"height":87.5},"role_description":"button","AXLabel":"Wallet","content_required":false,"type":"Button","title":null,"help":"Opens the card","custom_actions":["Edit mode","Today"],"AXValue":"","enabled":true,"role":"AXButton","subrole":null}"#

  @Test func flatArrayOneObjectPerLineAndNested() throws {
    let flat = "[" + [Self.application, Self.heading, Self.button].joined(separator: ",") + "]"
    let lines = [Self.application, Self.heading, Self.button].joined(separator: "\n")
    let nested = "[" + Self.application.dropLast() + #","children":[{"AXFrame":"{{0, 0}, {390, 844}}","type":"Group","AXLabel":null,"children":["# + Self.heading + "," + Self.button + "]}]}]"
    for dump in [flat, lines, nested] {
      let i = try #require(importDump(dump))
      #expect(i.speech == ["Cards. Heading.", "Wallet. Button. Actions Available"])
      #expect(i.scene.title == "Wallet")
      #expect(i.scene.device.width == 390)
      #expect(i.problems.isEmpty)
    }
  }

  @Test func hintsAndCustomActionsAreKept() throws {
    let i = try #require(importDump("[" + Self.application + "," + Self.button + "]"))
    #expect(i.text.contains(#"{ button: "Wallet", id: "wallet", identifier: "Wallet", frame: [199, 116, 64, 87.5], hint: "Opens the card", actions: ["Edit mode", "Today"] },"#))
  }

  @Test func axFrameStringsAloneAndFullPrecisionFloats() throws {
    let dump = #"""
      [{"AXFrame":"{{16.333333333333332, 220.66666666666666}, {357.33333333333331, 44}}","AXLabel":"Precise","type":"StaticText","role":"AXStaticText"},
       {"AXFrame":"{{16, 300}, {358, 44}}","AXLabel":"Only AXFrame","type":"Button","role":"AXButton"}]
      """#
    let i = try #require(importDump(dump))
    #expect(i.speech == ["Precise", "Only AXFrame. Button."])
    #expect(i.frame(of: "Precise") == [16.3333, 220.6667, 357.3333, 44])
  }

  @Test func zeroFramesForOffScreenElementsAndForAnEmptyTree() throws {
    let offScreen = #"{"AXFrame":"{{0, 0}, {0, 0}}","frame":{"y":0,"x":0,"width":0,"height":0},"AXLabel":"Hidden row","type":"Button"}"#
    let i = try #require(importDump("[" + Self.application + "," + offScreen + "," + Self.heading + "]"))
    #expect(i.speech == ["Cards. Heading."])
    #expect(i.report.contains("1 zero width or height (VoiceOver skips it):\n      line 1, column 313: Button 'Hidden row'"))
    let empty = try #require(importDump(#"[{"AXFrame":"{{0, 0}, {0, 0}}","type":"Application","AXLabel":"Empty","children":[]}]"#))
    #expect(empty.speech.isEmpty)
    #expect(empty.report.contains("no element has a frame: they are laid out in the dump's order on a 393 × 852 pt phone screen"))
  }

  @Test func roleDescriptionsInTheSimulatorsLanguageAreIgnored() throws {
    let german = Self.button.replacingOccurrences(of: #""role_description":"button""#, with: #""role_description":"Taste""#)
    let i = try #require(importDump("[" + Self.application + "," + german + "]"))
    #expect(i.speech == ["Wallet. Button. Actions Available"])
  }

  @Test func escapedSlashesAndSwitchesAndSecureFields() throws {
    let dump = #"""
      [{"AXFrame":"{{16, 100}, {358, 44}}","AXLabel":"https:\/\/example.com","type":"Link","role":"AXLink"},
       {"AXFrame":"{{16, 150}, {358, 31}}","AXUniqueId":"wifi","AXLabel":"Wi-Fi","type":"CheckBox","AXValue":"1","enabled":false,"role":"AXCheckBox","subrole":"AXSwitch"},
       {"AXFrame":"{{16, 200}, {358, 44}}","AXLabel":"Password","type":"TextField","AXValue":"•••","role":"AXTextField","subrole":"AXSecureTextField"},
       {"AXFrame":"{{16, 250}, {358, 44}}","AXLabel":"Title","type":"StaticText","traits":["StaticText","Header"]}]
      """#
    let i = try #require(importDump(dump))
    #expect(i.speech == ["https://example.com. Link.", "Wi-Fi. Dimmed. Switch Button. On.", "Password: •••. Secure Text Field.", "Title. Heading."])
  }

  @Test func aBrokenObjectIsReportedAndTheOthersImported() throws {
    let dump = "[" + Self.application + ",\n{ broken json here },\n" + Self.heading + ",\n42,\n" + Self.button + "\n"
    let i = try #require(importDump(dump))
    #expect(i.speech == ["Cards. Heading.", "Wallet. Button. Actions Available"])
    #expect(i.problems == [
      "1:1: the list of elements never closes (no ']')",
      "2:10: cannot read this element: expected ':' after the key 'broken'",
      "4:1: expected an element object, found a number",
    ])
  }
}
