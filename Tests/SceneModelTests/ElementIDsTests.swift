import Foundation
import Testing

@testable import SceneModel

/// The id table keeps element indexes only and compares keys with the elements' own ids.
struct ElementIDsTests {
  /// Every id of a large scene (ids long and short, past the 15 bytes a string holds inline,
  /// across several screens) finds its element; ids that are not there, prefixes of ids and
  /// the empty string find none; the keys are exactly the elements' ids.
  @Test func everyIdFindsItsElementAndNoOtherDoes() throws {
    let rows = (0..<3000).map { i in
      i % 3 == 0
        ? "{ button: \"B\(i)\", id: \"row\(i)\" }"
        : i % 3 == 1 ? "{ text: \"T\(i)\", id: \"a-rather-long-identifier-\(i)\" }" : "{ text: \"No id \(i)\" }"
    }
    let text = """
      { format: "axsim-scene/1", screens: [
        { id: "one", root: { vstack: [\(rows.joined(separator: ", "))], id: "list" } },
        { id: "two", root: [{ button: "Done", id: "done" }, { text: "Hi" }] },
      ] }
      """
    let scene = try SceneLoader.load(bytes: Array(text.utf8), name: "t.json5").scene
    var expected: [String: ElementIndex] = [:]
    for (i, e) in scene.elements.enumerated() { if let id = e.id { expected[id] = i } }
    #expect(expected.count == 2002)
    for (id, index) in expected { #expect(scene.ids[id] == index, "\(id)") }
    #expect(scene.ids.count == expected.count)
    #expect(Set(scene.ids.keys) == Set(expected.keys))
    #expect(scene.ids.keys.count == expected.count)
    for missing in ["", "row", "row1", "row3000", "a-rather-long-identifier-", "a-rather-long-identifier-0", "Done", "donE"] {
      #expect(scene.ids[missing] == nil, "\(missing)")
    }
    #expect(scene.element(id: "done") == expected["done"])
    #expect(scene.elements[scene.ids["list"]!].kind == .vstack)
  }

  /// A table built from nothing answers nothing.
  @Test func anEmptyTableFindsNothing() {
    let scene = Scene(
      title: "t", device: Device(), screens: [Screen(id: "s", title: nil, root: 0)], elements: [Element(kind: .text)], ids: [:],
      screenIndex: ["s": 0], sourceName: "t")
    #expect(scene.ids["anything"] == nil)
    #expect(scene.ids.isEmpty && scene.ids.keys.isEmpty)
  }
}
