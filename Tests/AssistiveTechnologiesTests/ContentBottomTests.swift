import Foundation
import SceneModel
import Testing

@testable import AssistiveTechnologies

/// The content bottom (what Voice Control's and Switch Control's scrolls scroll through) is
/// the lowest stop's bottom. It is walked through the long stacks' kept margins, not read
/// from every stop, and must equal the pass over every stop after any edit.
@Suite struct ContentBottomTests {
  /// A list of 60 rows whose last rows hold no stop (decorative images), one row holding a
  /// button placed in screen points far below the list, and a row whose tree reaches below
  /// it (a tall button in a short fixed-height row).
  static func scene(farButton: Bool) -> Scene {
    var rows: [String] = []
    for i in 0..<60 {
      if i >= 52 {
        rows.append(#"{ image: "divider", element: false, id: "deco\#(i)", width: 300, height: 40 }"#)
      } else if i == 10, farButton {
        rows.append(#"{ cell: [{ text: "Row \#(i)" }, { button: "Far", id: "far", frame: [0, 5000, 100, 44] }], id: "row\#(i)" }"#)
      } else if i == 48 {
        rows.append(#"{ vstack: [{ button: "Tall", id: "tall", height: 400 }], height: 20, id: "row\#(i)" }"#)
      } else {
        rows.append(#"{ cell: [{ text: "Row \#(i)" }, { button: "Reply", id: "reply\#(i)" }], id: "row\#(i)" }"#)
      }
    }
    return loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "list", root: { vstack: [
        { navigationBar: "Inbox" }, { list: [\#(rows.joined(separator: ", "))] }
      ] } }] }
      """#)
  }

  @Test func theWalkFindsTheLowestStopWhereverItIs() {
    for far in [false, true] {
      let scene = Self.scene(farButton: far)
      var runtime = SceneRuntime(scene: scene)
      func ref(_ id: String) -> ElementRef { ElementRef(id: id, index: scene.ids[id]!) }
      func check(_ what: String) {
        #expect(runtime.contentBottomByWalk() != nil, "\(what): the walk gave up")
        #expect(runtime.contentBottom() == runtime.contentBottomOfEveryStop(), "\(what)")
      }
      check("loaded")
      if far {
        #expect(runtime.contentBottom() == 5044, "the button placed in points is the lowest stop")
        _ = runtime.run(.set(ref("far"), ElementPatch(hidden: true)), focus: nil)
        check("far hidden")
        #expect(runtime.contentBottom() < 5044)
      }
      // The tall button reaches below its row: hiding the rows after it leaves it lowest.
      for i in 49..<52 { _ = runtime.run(.set(ref("reply\(i)"), ElementPatch(hidden: true)), focus: nil) }
      check("the replies after the tall button hidden")
      let tall = runtime.frames[scene.ids["tall"]!]
      if !far { #expect(runtime.contentBottom() == max(scene.device.height, tall.maxY)) }
      _ = runtime.run(.set(ref("tall"), ElementPatch(hidden: true)), focus: nil)
      check("the tall button hidden")
      _ = runtime.run(.set(ref("reply30"), ElementPatch(label: String(repeating: "A reply that wraps ", count: 6))), focus: nil)
      check("a row above grown")
      for i in 49..<52 { _ = runtime.run(.set(ref("reply\(i)"), ElementPatch(hidden: false)), focus: nil) }
      check("the replies shown again")
    }
  }

  /// After a row's hide, the kept margins are brought up to date by the row alone: the
  /// stack's margins are not worked out again.
  @Test func anEditUpdatesTheMarginsOfTheRowsItTouched() {
    let scene = Self.scene(farButton: false)
    var runtime = SceneRuntime(scene: scene)
    _ = runtime.contentBottom()
    let list = scene.ids["row0"].map { scene.elements[$0].parent! }!
    let before = SceneRuntime.stopMargins.figures(runtime, screen: 0, layout: runtime.layout(ofScreen: 0)!, stacks: [list], context: .infinity)[list]
    _ = runtime.run(.set(ElementRef(id: "reply20", index: scene.ids["reply20"]!), ElementPatch(hidden: true)), focus: nil)
    #expect(runtime.contentBottom() == runtime.contentBottomOfEveryStop())
    let after = SceneRuntime.stopMargins.figures(runtime, screen: 0, layout: runtime.layout(ofScreen: 0)!, stacks: [list], context: .infinity)[list]
    #expect(before != nil)
    #expect(after?.below == before?.below, "the margins moved for a row's hide")
    #expect(after?.below ?? 0 >= 380, "the tall button's reach below its row is in the margin")
  }

  /// Switch Control scrolls through the same content as Voice Control: the Scanner Menu's
  /// scroll page offers Scroll Down while stops go on below the screen, items or not (the
  /// text below the one button here).
  @Test func switchControlScrollsThroughEveryStop() {
    let lines = (0..<30).map { i in #"{ text: "Line \#(i)", height: 60 }"# }.joined(separator: ", ")
    let scene = screenScene(#"{ scroll: [{ button: "Top", id: "top" }, \#(lines)] }"#)
    var settings = SwitchControlSettings()
    settings.style = .manual
    let runtime = SceneRuntime(scene: scene)
    #expect(runtime.contentBottom() == runtime.contentBottomOfEveryStop())
    #expect(runtime.contentBottom() > 30 * 60)
    let events = simulate(scene, .switchControl, "select move select select", switchSettings: settings, notes: true)
    // Before, the extent came from the items alone (Top), and the page offered no Scroll Down.
    #expect(Array(events.suffix(3)) == [
      "move: ‹menu: Scroll›",
      "select: ‹menu: Scroll Down› (opened Scroll)",
      "select: ‹Top› (scrolled down a page, showing 681.6–1533.6 of 1903 pt; no item is in view there, so scanning starts again from the first)",
    ])
  }
}
