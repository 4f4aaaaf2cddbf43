import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

/// A first look at a new text size (`FirstLook`, `SceneRuntime.setFirstLook`):
/// the rows around the anchor in a long stack are laid out as the whole layout lays them
/// out (sizes, and places relative to the anchor's row, to the last bit), the order holds
/// them in the whole order's order, and a screen without long stacks is laid out whole.
@Suite struct FirstLookTests {
  /// A mail list of `rows` rows (a long stack) below a bar, a status line and a toggle; odd
  /// rows have a longer subject, so rows differ in height.
  static func mailList(rows: Int) -> Scene {
    var items: [String] = []
    for i in 0..<rows {
      if i % 50 == 0 { items.append(#"{ sectionHeader: "Week \#(i / 50)", id: "week\#(i / 50)" }"#) }
      let subject = i % 2 == 0 ? "Subject \(i)" : "Subject \(i) with a few more words that wrap at larger sizes"
      items.append(
        #"{ cell: [{ text: "Sender \#(i)", style: "headline" }, { text: "\#(subject)", style: "subheadline" }, { button: "Reply", id: "reply\#(i)" }], id: "row\#(i)" }"#)
    }
    return loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "list", root: { vstack: [
        { navigationBar: "Inbox" }, { text: "Updated just now", id: "status" }, { toggle: "Focus", id: "focus" },
        { list: [\#(items.joined(separator: ", "))], id: "list" }
      ] } }] }
      """#)
  }

  @Test(arguments: [0, 997, 1_999])
  func theRowsAroundTheAnchorAreLaidOutAsTheWholeLayoutLaysThemOut(row: Int) throws {
    let scene = Self.mailList(rows: 2_000)
    let anchor = try #require(scene.ids["reply\(row)"])
    var look = SceneRuntime(scene: scene)
    look.setFirstLook(contentSize: .accessibilityLarge, display: look.display, around: anchor, reach: scene.device.height)
    var whole = SceneRuntime(scene: scene)
    whole.setContentSize(.accessibilityLarge)
    #expect(look.contentSize == .accessibilityLarge)
    let layout = try #require(look.layout(ofScreen: 0))
    // A screen's height each way at AX sizes: a few dozen rows, not two thousand.
    #expect(layout.deferredCount > 1_900, "\(layout.deferredCount) rows left for later")
    #expect(try #require(whole.layout(ofScreen: 0)).deferredCount == 0)
    // The first look's stops come in the whole order's order, the anchor among them.
    let lookStops = look.tree.stops.map(\.element)
    let wholeStops = whole.tree.stops.map(\.element)
    #expect(lookStops.contains(anchor))
    var k = 0
    for e in lookStops {
      while k < wholeStops.count, wholeStops[k] != e { k += 1 }
      #expect(k < wholeStops.count, "\(scene.elements[e].displayName) is out of the whole order's order")
    }
    // Sizes as the whole layout's; places as the whole's, relative to the anchor's row
    // inside the list and absolutely outside it.
    let list = try #require(scene.ids["list"])
    let rowElement = try #require(scene.ids["row\(row)"])
    let (lf, wf) = (look.frames, whole.frames)
    for e in lookStops {
      let (a, b) = (lf[e], wf[e])
      #expect(a.width == b.width && a.height == b.height && a.x == b.x, "\(scene.elements[e].displayName): \(a) against \(b)")
      if e > list {
        #expect(a.y - lf[rowElement].y == b.y - wf[rowElement].y, "\(scene.elements[e].displayName) relative to row \(row)")
      } else {
        #expect(a == b, "\(scene.elements[e].displayName) above the list")
      }
    }
    // The rows laid out fill a screen's height above and below the anchor's row (where
    // the list goes on that far).
    let tops = lookStops.filter { $0 > list }.map { lf[$0].y - lf[rowElement].y }
    if row > 100 { #expect((tops.min() ?? 0) <= -scene.device.height + 100) }
    if row < 1_900 { #expect((tops.max() ?? 0) >= scene.device.height - 100) }
  }

  /// Every scene in `Scenes/` whose screens a first look lays out whole (no long stack, or
  /// one shorter than a screen) is laid out as the whole layout lays it out.
  @Test func aFirstLookWithNothingLeftOutIsTheWholeLayout() throws {
    var compared = 0
    for path in RandomCommandTests.scenePaths {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
      for size in [ContentSizeCategory.accessibilityExtraExtraExtraLarge, .extraSmall] {
        var look = SceneRuntime(scene: scene)
        look.setFirstLook(contentSize: size, display: look.display, around: look.tree.stops.first?.element, reach: scene.device.height)
        guard look.layout(ofScreen: look.currentScreen)?.deferredCount == 0 else { continue }
        compared += 1
        InPlaceOracleTests.expectSameAsNew(look, after: "a first look at \(size.rawValue) in \(path)")
      }
    }
    #expect(compared > 20, "only \(compared) first looks compared")
  }
}
