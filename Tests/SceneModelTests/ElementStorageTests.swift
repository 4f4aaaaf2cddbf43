import Foundation
import Testing

@testable import SceneModel

/// Elements keep rare fields in shared side storage and derive their JSON paths.
struct ElementStorageTests {
  static let scene = """
    { format: "axsim-scene/1", screens: [
      { id: "a", root: [
        { navigationBar: "Inbox", back: "Mailboxes", leading: [{ button: "Edit" }], trailing: ["Compose"] },
        { stack: [{ text: "Hello" }, { button: { label: "OK" } }] },
        { stepper: "Coffees", min: 0, max: 2, value: 1 },
      ] },
      { id: "b", root: { alert: [{ button: "Cancel" }], title: "Delete?", message: "It cannot be undone." } },
    ] }
    """

  @Test func pathsAreDerivedAsTheFileWritesThem() throws {
    let scene = try SceneLoader.load(bytes: Array(Self.scene.utf8), name: "t.json5").scene
    let paths = scene.allPaths()
    #expect(paths == [
      "screens[0].root",
      "screens[0].root[0]",
      "screens[0].root[0].back",
      "screens[0].root[0].leading[0]",
      "screens[0].root[0].title",
      "screens[0].root[0].trailing[0]",
      "screens[0].root[1]",
      "screens[0].root[1].stack[0]",
      "screens[0].root[1].stack[1]",
      "screens[0].root[2]",
      "screens[0].root[2].decrement",
      "screens[0].root[2].increment",
      "screens[1].root",
      "screens[1].root.title",
      "screens[1].root.message",
      "screens[1].root.alert[0]",
    ])
    for i in scene.elements.indices {
      #expect(scene.path(of: i) == paths[i])
      #expect(scene.path(of: scene.elements[i]) == paths[i])
    }
    // An element built in code has no path.
    #expect(Scene.single(Element(kind: .button)).path(of: 0) == "")
  }

  @Test func theInitialScreenKeepsThePathsOfTheFile() throws {
    let text = Self.scene.replacingOccurrences(of: "screens: [", with: "initialScreen: \"b\", screens: [")
    let scene = try SceneLoader.load(bytes: Array(text.utf8), name: "t.json5").scene
    #expect(scene.path(of: scene.screens[0].root) == "screens[1].root")
    #expect(scene.path(of: scene.screens[1].root) == "screens[0].root")
  }

  @Test func rareFieldsAreSharedUntilWritten() {
    var a = Element(kind: .slider)
    #expect(a.badge == nil && a.inputLabels.isEmpty && a.layout.width == nil)
    a.badge = "3"
    a.layout.width = 44
    a.layout.textStyle = .headline
    var b = a
    b.badge = "4"
    b.layout.width = 50
    #expect(a.badge == "3" && a.layout.width == 44 && a.layout.textStyle == .headline)
    #expect(b.badge == "4" && b.layout.width == 50 && b.layout.textStyle == .headline)
    // Writing a default leaves an element without side storage as it was.
    var c = Element(kind: .text)
    c.onEscape = nil
    c.sortPriority = 0
    c.layout = LayoutSpec()
    #expect(MemoryLayout<Element>.size == MemoryLayout.size(ofValue: c))
    #expect(c.parent == nil && c.screen == 0 && c.sourceOffset == 0)
    c.parent = 7
    c.sourceOffset = 123_456
    #expect(c.parent == 7 && c.sourceOffset == 123_456)
  }

  /// Identical effect lists without references are one array after loading, also once the
  /// references of the other lists are resolved (resolving once copied every shared list).
  @Test func identicalEffectListsStayOneArrayAfterResolving() throws {
    let text = """
      { format: "axsim-scene/1", screens: [
        { id: "a", root: [
          { button: "One", id: "one", onActivate: { push: "b" }, actions: [{ name: "Archive", onActivate: { hide: "one" } }] },
          { button: "Two", id: "two", onActivate: { push: "b" }, actions: [{ name: "Archive", onActivate: { hide: "two" } }] },
        ] },
        { id: "b", root: { text: "B" } },
      ] }
      """
    let scene = try SceneLoader.load(bytes: Array(text.utf8), name: "t.json5").scene
    let one = try #require(scene.ids["one"])
    let two = try #require(scene.ids["two"])
    func storage(_ effects: [Effect]) -> UInt { effects.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    #expect(scene.elements[one].onActivate == [.push(screen: "b")])
    #expect(storage(scene.elements[one].onActivate) == storage(scene.elements[two].onActivate))
    // The lists that name an element are each resolved to it.
    #expect(scene.elements[one].actions[0].effects == [.set(ElementRef(id: "one", index: one), ElementPatch(hidden: true))])
    #expect(scene.elements[two].actions[0].effects == [.set(ElementRef(id: "two", index: two), ElementPatch(hidden: true))])
  }

  @Test func anElementStaysSmall() {
    // The common element: the id and label, three arrays, the value-and-hint box and the
    // side storage's references (issue 24: 104 bytes, from 144).
    #expect(MemoryLayout<Element>.stride <= 104)
  }

  @Test func aPatchKeepsItsTextsApartFromItsCopies() {
    var a = ElementPatch(label: "Sent", hidden: false)
    var b = a
    b.label = "Draft"
    b.hint = "Opens the draft"
    #expect(a.label == "Sent" && a.hint == nil && a.value == nil)
    #expect(b.label == "Draft" && b.hint == "Opens the draft" && b.hidden == false)
    #expect(a != b)
    b.label = "Sent"
    b.hint = nil
    #expect(a == b)
    a.label = nil
    #expect(a == ElementPatch(hidden: false) && a.label == nil)
    // A patch is compared by what it says, not by how its texts are stored.
    #expect(ElementPatch(label: "x") == { var p = ElementPatch(); p.label = "x"; return p }())
    // An effect list holds effects of 40 bytes (80 with the texts inline).
    #expect(MemoryLayout<Effect>.stride <= 40)
  }

  @Test func valueAndHintAreSharedUntilWrittenAndDroppedWhenCleared() {
    var a = Element(kind: .toggle)
    #expect(a.value == nil && a.hint == nil)
    a.value = "1"
    a.hint = "Double tap to toggle"
    var b = a
    b.value = "0"
    #expect(a.value == "1" && a.hint == "Double tap to toggle")
    #expect(b.value == "0" && b.hint == "Double tap to toggle")
    b.hint = nil
    #expect(b.value == "0" && b.hint == nil && a.hint == "Double tap to toggle")
    b.value = nil
    #expect(b.value == nil && b.hint == nil && a.value == "1")
    // The flags packed as bits keep their own values.
    var c = Element(kind: .alert)
    #expect(c.isModal && !c.groupsChildren)
    c.groupsChildren = true
    c.isModal = false
    #expect(c.groupsChildren && !c.isModal)
    c.isModal = true
    #expect(c.groupsChildren && c.isModal)
  }
}

extension Scene {
  /// A one-screen scene of one element, for tests.
  fileprivate static func single(_ e: Element) -> Scene {
    Scene(
      title: "t", device: Device(), screens: [Screen(id: "s", title: nil, root: 0)], elements: [e], ids: [:],
      screenIndex: ["s": 0], sourceName: "t")
  }
}
