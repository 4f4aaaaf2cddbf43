import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

/// VoiceOver's search index is kept across edits that leave the stops in place (values,
/// labels, selection, switches, steppers) and brought up to date from the edits made since
/// it was built; it finds exactly what comparing every stop's text finds, whatever edits came
/// before, in every scene.
@Suite struct SearchIndexTests {
  /// Comparing every stop's spoken label and value Character by Character, as the engine's
  /// `contains` does (Foundation's, which this file also sees, compares UTF-16 units and
  /// finds "\r" inside "\r\n").
  static func naive(_ runtime: SceneRuntime, _ query: String) -> [Int] {
    guard !query.isEmpty else { return [] }
    let q = Array(query.lowercased())
    return runtime.tree.stops.indices.filter {
      let p = runtime.properties(of: runtime.tree.stops[$0].element)
      let text = Array(((p.label ?? "") + " " + (p.value ?? "")).lowercased())
      guard text.count >= q.count else { return false }
      return (0...(text.count - q.count)).contains { text[$0..<($0 + q.count)].elementsEqual(q) }
    }
  }

  /// Queries from the stops' own texts: words, their starts, and a few that match nothing.
  static func queries(_ runtime: SceneRuntime, _ rng: inout SplitMix) -> [String] {
    var found = ["e", "zzz", "edited", "edited 3", " ", "1"]
    for _ in 0..<6 where !runtime.tree.stops.isEmpty {
      let stop = runtime.tree.stops[Int(rng.next() % UInt64(runtime.tree.stops.count))]
      let words = (runtime.properties(of: stop.element).label ?? "").split(separator: " ")
      if let w = words.first { found += [String(w), String(w.prefix(3)).uppercased()] }
    }
    return found
  }

  @Test func theIndexKeptAcrossEditsFindsWhatComparingEveryStopFinds() throws {
    for path in RandomCommandTests.scenePaths {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
      var rng = SplitMix(seed: UInt64(path.count))
      var runtime = SceneRuntime(scene: scene)
      let elements = scene.elements.indices.filter { scene.elements[$0].screen == 0 }
      var edits = 0
      for step in 0..<120 {
        let e = elements[Int(rng.next() % UInt64(elements.count))]
        let ref = ElementRef(id: scene.elements[e].id ?? "e\(e)", index: e)
        let effect: Effect
        switch rng.next() % 8 {
        case 6, 7: effect = .set(ref, ElementPatch(hidden: !runtime.scene.elements[e].hidden))
        case 0: effect = .set(ref, ElementPatch(value: "edited \(step)"))
        case 1: effect = .set(ref, ElementPatch(label: "Edited \(step)"))
        case 2: effect = .toggle(ref)
        case 3: effect = .select(ref)
        case 4: effect = .adjust(ref, by: 1)
        default: effect = .set(ref, ElementPatch(enabled: step % 2 == 0))
        }
        _ = runtime.run(effect, focus: nil)
        edits += 1
        for q in Self.queries(runtime, &rng) {
          #expect(runtime.searchMatches(q) == Self.naive(runtime, q), "\(path), after \(edits) edits (the last \(effect)): '\(q)'")
        }
      }
    }
  }

  /// A value edit keeps the stops: the next search reads the edited stop again, not every
  /// stop, and finds the new value at once.
  @Test func aValueEditDoesNotBuildTheIndexAgain() {
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { button: "Sender 1", id: "a" },
        { cell: [{ text: "Sender 2" }, { text: "Subject", id: "subject" }], grouping: "combine", id: "row" },
        { button: "Sender 3", id: "c" }
      ] } }] }
      """#)
    var runtime = SceneRuntime(scene: scene)
    #expect(runtime.searchMatches("sender").count == 3)
    let built = runtime.searchIndexesBuilt
    _ = runtime.run(.set(ElementRef(id: "a", index: scene.ids["a"]!), ElementPatch(value: "Urgent")), focus: nil)
    #expect(runtime.searchMatches("urgent") == [0])
    // A child of a combining row: the row's stop is read again.
    _ = runtime.run(.set(ElementRef(id: "subject", index: scene.ids["subject"]!), ElementPatch(label: "Lunch plans")), focus: nil)
    #expect(runtime.searchMatches("lunch") == [runtime.tree.position[scene.ids["row"]!]!])
    #expect(runtime.searchMatches("subject") == [])
    #expect(runtime.searchIndexesBuilt == built)
    for k in 0..<300 {
      _ = runtime.run(.set(ElementRef(id: "c", index: scene.ids["c"]!), ElementPatch(value: "v\(k)")), focus: nil)
    }
    // Past the journal's reach from the first index: built once more, then kept again.
    #expect(runtime.searchMatches("v299") == [2])
    #expect(runtime.searchMatches("urgent") == [0])
    #expect(runtime.searchIndexesBuilt <= built + 1)
  }

  /// A screen of more stops than a scan is quick for: queries look only in the entries
  /// holding their rarest three bytes (and the texts too long to list), and find what
  /// comparing every stop finds, before and after edits.
  @Test func aLargeScreenFindsWhatComparingEveryStopFinds() {
    let words = ["Inbox", "Sender", "Re: lunch", "Invoice 2024", "café", "Flagged", "cat", "at"]
    var items: [String] = []
    for i in 0..<2_600 {
      let label = "\(words[i % words.count]) \(i)" + (i % 97 == 0 ? " " + String(repeating: "long text ", count: 500) : "")
      let value = i % 5 == 0 ? ", value: \"v\(i % 7)\"" : ""
      items.append("{ button: \"\(label)\", id: \"b\(i)\"\(value) }")
    }
    let scene = loadScene(#"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: ["# + items.joined(separator: ", ") + "] } }] }")
    var runtime = SceneRuntime(scene: scene)
    #expect(runtime.tree.stops.count == 2_600)
    let queries = ["sender 25", "sender 2599", "invoice 2024 1", "lunch 8", "café 4", "cafe", "at 15", "cat 7", "long text long", "t long",
                   "xt l", "v3", "1 v", "inbox", "e 1", "zzzz", "99", "2599", "2600", "nder", "ed 1"]
    for q in queries { #expect(runtime.searchMatches(q) == Self.naive(runtime, q), "'\(q)'") }
    for k in [3, 25, 97, 2_599] {
      _ = runtime.run(.set(ElementRef(id: "b\(k)", index: scene.ids["b\(k)"]!), ElementPatch(value: "sender 25 long text")), focus: nil)
    }
    for q in queries { #expect(runtime.searchMatches(q) == Self.naive(runtime, q), "after edits: '\(q)'") }
  }

  /// A row hidden or shown in place renumbers the kept index instead of building one.
  @Test func aHiddenOrShownRowRenumbersTheIndex() {
    let scene = loadScene(CommandCostTests.mail)
    var runtime = SceneRuntime(scene: scene)
    let queries = ["sender", "subject 3", "reply", "re", "e", "zzz"]
    for q in queries { _ = runtime.searchMatches(q) }
    let built = runtime.searchIndexesBuilt
    let trees = runtime.treesBuilt
    for id in ["row2", "row3", "row4", "row2", "row3"] {
      let ref = ElementRef(id: id, index: scene.ids[id]!)
      _ = runtime.run(.set(ref, ElementPatch(hidden: !runtime.scene.elements[ref.index].hidden)), focus: nil)
      for q in queries { #expect(runtime.searchMatches(q) == Self.naive(runtime, q), "after \(id): '\(q)'") }
    }
    #expect(runtime.treesBuilt == trees, "the rows were not hidden and shown in place")
    #expect(runtime.searchIndexesBuilt == built)
  }

  /// Copies of a runtime share kept indexes, but never another copy's edits.
  @Test func aCopyNeverReadsAnotherCopysEdits() {
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { button: "One", id: "a" }, { button: "Two", id: "b" }
      ] } }] }
      """#)
    var a = SceneRuntime(scene: scene)
    _ = a.searchMatches("one")
    var b = a
    _ = a.run(.set(ElementRef(id: "a", index: scene.ids["a"]!), ElementPatch(value: "apple")), focus: nil)
    #expect(a.searchMatches("apple") == [0])
    _ = b.run(.set(ElementRef(id: "b", index: scene.ids["b"]!), ElementPatch(value: "banana")), focus: nil)
    #expect(b.searchMatches("apple") == [])
    #expect(b.searchMatches("banana") == [1])
    #expect(a.searchMatches("banana") == [])
  }

  /// A "\r\n" is one Character: a query that would start or end inside one matches as
  /// `contains` says, in ASCII texts as in others.
  @Test func aQueryInsideALineBreakMatchesAsContainsSays() {
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { button: "a\r\nb", id: "a" }, { button: "c\rd", id: "b" }, { button: "e\nf", id: "c" }
      ] } }] }
      """#)
    let runtime = SceneRuntime(scene: scene)
    for q in ["\r", "\n", "a\r", "\nb", "a\r\nb", "\r\n", "c\r", "\nf", "b", "d"] {
      #expect(runtime.searchMatches(q) == Self.naive(runtime, q), "\(q.debugDescription)")
    }
  }
}
