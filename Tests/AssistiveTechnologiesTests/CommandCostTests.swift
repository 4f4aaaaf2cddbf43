import Foundation
@testable import AssistiveTechnologies
import SceneModel
import Testing

/// The invariants behind issue 11's command speed (the speed itself is measured by
/// `axsim-bench commands`, never here): edits change the scene's element table in place,
/// what a pop or dismiss restores is exactly what a rebuild gives, and screens that present
/// one another are each laid out once.
@Suite struct CommandCostTests {
  /// A small mail scene shaped like the benchmark's: rows that push a message screen and
  /// carry an Archive action that hides them, a Compose button presenting a sheet.
  static let mail = #"""
    { format: "axsim-scene/1", screens: [
      { id: "list", rotors: [{ name: "Flagged", targets: ["row0", "row4"] }], root: { vstack: [
        { navigationBar: "Inbox", trailing: [{ button: "Compose", id: "compose", onActivate: { present: "compose" } }] },
        { list: [
          { sectionHeader: "Week 1", id: "week1" },
          ROWS
        ] }
      ] } },
      { id: "message", title: "Message", root: { vstack: [
        { navigationBar: "Message", back: "Inbox" },
        { header: "Design review", id: "subject" },
        { button: "Reply", id: "replyMessage", onActivate: { present: "compose" } }
      ] } },
      { id: "compose", title: "New Message", root: { sheet: [
        { navigationBar: "New Message", leading: [{ button: "Cancel", id: "cancel", onActivate: "dismiss" }] },
        { textField: "To", id: "to" }
      ], onEscape: "dismiss" } }
    ] }
    """#.replacingOccurrences(of: "ROWS", with: (0..<8).map { i in
      #"{ cell: [{ text: "Sender \#(i)" }, { text: "Subject \#(i)" }, { button: "Reply", id: "reply\#(i)" }], id: "row\#(i)""#
        + (i % 2 == 0 ? #", grouping: "combine""# : "")
        + #", onActivate: { push: "message" }, actions: [{ name: "Archive", onActivate: { hide: "row\#(i)" } }, "Flag"] }"#
    }.joined(separator: ",\n"))

  /// Two sheets that present each other, over a home screen.
  static let pingPong = #"""
    { format: "axsim-scene/1", screens: [
      { id: "home", root: { vstack: [{ button: "Open", id: "open", onActivate: { present: "a" } }, { text: "Home" }] } },
      { id: "a", root: { sheet: [{ button: "To B", id: "toB", onActivate: { present: "b" } }, { text: "Sheet A" }] } },
      { id: "b", root: { sheet: [{ button: "To A", id: "toA", onActivate: { present: "a" } }, { text: "Sheet B" }] } }
    ] }
    """#

  static func simulator() -> Simulator {
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: loadScene(mail))))
    _ = sim.start()
    return sim
  }

  /// The tree and frames a runtime built from scratch on the same scene state and screens
  /// would have.
  static func expectSameAsRebuild(_ runtime: SceneRuntime, sourceLocation: SourceLocation = #_sourceLocation) {
    var fresh = SceneRuntime(scene: runtime.scene, contentSize: runtime.contentSize, screen: runtime.navigation[0].screen)
    for v in runtime.navigation.dropFirst() { fresh.push(v.screen, returnFocus: v.returnFocus) }
    for v in runtime.presented { fresh.present(v.screen, returnFocus: v.returnFocus) }
    #expect(runtime.tree.stops == fresh.tree.stops, sourceLocation: sourceLocation)
    #expect(runtime.tree.groups == fresh.tree.groups, sourceLocation: sourceLocation)
    #expect(runtime.tree.groupStarts == fresh.tree.groupStarts, sourceLocation: sourceLocation)
    #expect(runtime.rotorStops == fresh.rotorStops, sourceLocation: sourceLocation)
    #expect(runtime.interactiveStops == fresh.interactiveStops, sourceLocation: sourceLocation)
    #expect(runtime.tree.modalRoot == fresh.tree.modalRoot, sourceLocation: sourceLocation)
    for (i, stop) in runtime.tree.stops.enumerated() where runtime.tree.position[stop.element] != i {
      Issue.record("stop \(i) (\(runtime.scene.elements[stop.element].displayName)) is at \(runtime.tree.position[stop.element].map(String.init) ?? "no position")", sourceLocation: sourceLocation)
    }
    for s in runtime.visibleScreens {
      var stack = [runtime.scene.screens[s].root]
      while let e = stack.popLast() {
        #expect(runtime.frames[e] == fresh.frames[e], "frame of \(runtime.scene.elements[e].displayName)", sourceLocation: sourceLocation)
        stack += runtime.scene.elements[e].children
      }
    }
  }

  static func elementsAddress(_ sim: Simulator) -> UnsafeRawPointer? {
    sim.scene.elements.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
  }

  @Test func anEditChangesTheElementTableInPlace() {
    var sim = CommandCostTests.simulator()
    let before = CommandCostTests.elementsAddress(sim)
    let row = sim.scene.ids["row2"]!
    _ = sim.perform(.voiceOver(.focus(row)))
    _ = sim.perform(.voiceOver(.rotorItemNext))
    let archived = sim.perform(.voiceOver(.activate))
    #expect(archived.first?.notes == ["performed the custom action 'Archive'"])
    #expect(sim.scene.elements[row].hidden)
    #expect(CommandCostTests.elementsAddress(sim) == before, "the first edit copied the whole element table")
    // And through Switch Control and the keyboard, which share the runtime.
    _ = sim.perform(.use(.fullKeyboardAccess))
    _ = sim.perform(.keyboard(.activate))
    #expect(CommandCostTests.elementsAddress(sim) == before)
  }

  @Test func aPopRestoresTheTreeAndFocusARebuildGives() {
    var sim = CommandCostTests.simulator()
    let row = sim.scene.ids["row4"]!
    _ = sim.perform(.voiceOver(.focus(row)))
    CommandCostTests.expectSameAsRebuild(sim.runtime)
    let version = sim.runtime.treeVersion
    _ = sim.perform(.voiceOver(.activate))
    #expect(sim.runtime.navigation.count == 2)
    CommandCostTests.expectSameAsRebuild(sim.runtime)
    let back = sim.perform(.voiceOver(.escape))
    #expect(sim.runtime.navigation.count == 1)
    #expect(sim.voiceOver.focus == row)
    #expect(back.last?.displayText == "[screen changed] [slide out] Sender 4, Subject 4, Reply. Button. Swipe up or down to select a custom action, then double tap to activate. Actions Available")
    // The same tree came back, with its version, so caches built on it stay valid.
    #expect(sim.runtime.treeVersion == version)
    CommandCostTests.expectSameAsRebuild(sim.runtime)
  }

  @Test func anEditOnACoveredScreenIsSeenWhenItIsUncovered() {
    var sim = CommandCostTests.simulator()
    let compose = sim.scene.ids["compose"]!
    _ = sim.perform(.voiceOver(.focus(compose)))
    _ = sim.perform(.voiceOver(.activate))
    #expect(sim.runtime.presented.count == 1)
    // Archive a row under the sheet through the keyboard's path to the runtime: the list's
    // kept tree must not come back.
    var runtime = sim.runtime
    _ = runtime.run(.set(ElementRef(id: "row0", index: sim.scene.ids["row0"]!), ElementPatch(hidden: true)), focus: nil)
    _ = runtime.run(.dismiss, focus: nil)
    #expect(runtime.tree.position[sim.scene.ids["row0"]!] == nil)
    CommandCostTests.expectSameAsRebuild(runtime)
  }

  @Test func aTextSizeChangeUnderAPushedScreenIsSeenOnPop() {
    var sim = CommandCostTests.simulator()
    _ = sim.perform(.voiceOver(.focus(sim.scene.ids["row1"]!)))
    _ = sim.perform(.voiceOver(.activate))
    _ = sim.setContentSize(.accessibilityExtraExtraExtraLarge)
    _ = sim.perform(.voiceOver(.escape))
    #expect(sim.runtime.navigation.count == 1)
    CommandCostTests.expectSameAsRebuild(sim.runtime)
  }

  /// A new label moves only its row: the frames and stops are updated in place (the row is
  /// laid out again, not the screen) and are exactly what a rebuild gives, in rows read as
  /// one stop and in rows whose texts and button are stops of their own, and when a label
  /// wraps and makes its row taller (what follows moves down, in place too).
  @Test func aNewLabelUpdatesItsRowInPlaceAsARebuildWould() {
    var runtime = SceneRuntime(scene: loadScene(CommandCostTests.mail))
    func relabel(_ id: String, _ label: String) {
      _ = runtime.run(.set(ElementRef(id: id, index: runtime.scene.ids[id]!), ElementPatch(label: label)), focus: nil)
    }
    let laidOut = runtime.elementsLaidOut
    for (id, label) in [("reply3", "Answer"), ("reply3", "Reply all"), ("reply2", "Answer"), ("reply5", "R"), ("compose", "New"), ("week1", "This week")] {
      let version = runtime.treeVersion
      relabel(id, label)
      #expect(runtime.treeVersion != version)
      CommandCostTests.expectSameAsRebuild(runtime)
    }
    // Each relabel laid out its row (a few elements), never the screen.
    #expect(runtime.elementsLaidOut - laidOut < 6 * 8, "a relabel laid the screen out again")
    let built = runtime.treesBuilt
    relabel("reply7", String(repeating: "Reply to everyone on the thread ", count: 6))
    CommandCostTests.expectSameAsRebuild(runtime)
    #expect(runtime.treesBuilt == built, "a taller row built the order again")
    // What VoiceOver says follows the new label.
    var vo = VoiceOver(runtime: runtime)
    #expect(vo.perform(.focus(runtime.scene.ids["reply3"]!)).last?.displayText == "Reply all. Button.")
  }

  /// The search index finds exactly what comparing every stop's text finds, for ASCII and
  /// other texts (canonical equivalents, a Kelvin sign, a combining accent), queries at the
  /// ends of texts, queries longer than sixteen bytes, and after an edit.
  @Test func theSearchIndexFindsWhatComparingEveryStopFinds() {
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { button: "Sender 1", id: "a" }, { button: "Café au lait", id: "b" }, { button: "Cafe\u0301 noir", id: "c" },
        { button: "\u212Aelvin", id: "d" }, { text: "a very long label that runs past sixteen bytes", id: "e" },
        { toggle: "Wi-Fi", value: "1", id: "f" }, { button: "x", id: "g" }, { button: "Sender 12", id: "h" }
      ] } }] }
      """#)
    var runtime = SceneRuntime(scene: scene)
    func naive(_ query: String) -> [Int] {
      guard !query.isEmpty else { return [] }
      let q = query.lowercased()
      return runtime.tree.stops.indices.filter {
        let p = runtime.properties(of: runtime.tree.stops[$0].element)
        return ((p.label ?? "") + " " + (p.value ?? "")).lowercased().contains(q)
      }
    }
    let queries = ["sender", "SENDER 1", "sender 12", "1", "café", "cafe", "e\u{301}", "caf", "kelvin", "\u{212A}", "k", "x",
                   "past sixteen bytes", "a very long label that runs past sixteen", "wi-fi 1", "i 1", " ", "zzz", "s", "12 "]
    for q in queries { #expect(runtime.searchMatches(q) == naive(q), "\(q)") }
    _ = runtime.run(.set(ElementRef(id: "g", index: scene.ids["g"]!), ElementPatch(value: "Sender 3")), focus: nil)
    for q in queries { #expect(runtime.searchMatches(q) == naive(q), "after an edit: \(q)") }
    // The next match wraps as the old walk did.
    let all = naive("sender")
    #expect(runtime.searchMatch("sender", from: all.last, forward: true) == all.first)
    #expect(runtime.searchMatch("sender", from: all.first, forward: false) == all.last)
    #expect(runtime.searchMatch("sender", from: nil, forward: false) == all.last)
  }

  /// Two sheets that present each other, 2,000 times: each presentation lays out the new
  /// sheet only (before, every visible screen was laid out again, so the work grew with the
  /// square of the chain), and dismissing them all comes back to the first screen's tree.
  @Test func aLongChainOfPresentationsLaysOutEachScreenOnce() {
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: loadScene(Self.pingPong))))
    _ = sim.start()
    let laidOutAtStart = sim.runtime.elementsLaidOut
    _ = sim.perform(.voiceOver(.activate))
    let sheet = sim.runtime.elementsLaidOut - laidOutAtStart
    for _ in 0..<2_000 { _ = sim.perform(.voiceOver(.activate)) }
    #expect(sim.runtime.presented.count == 2_001)
    #expect(sim.voiceOver.focus == sim.scene.ids["toB"])
    // Screens are laid out once each and kept: a and b once.
    #expect(sim.runtime.elementsLaidOut - laidOutAtStart <= 2 * sheet)
    CommandCostTests.expectSameAsRebuild(sim.runtime)
    for _ in 0..<2_001 { _ = sim.perform(.voiceOver(.escape)) }
    #expect(sim.runtime.presented.isEmpty)
    #expect(sim.voiceOver.focus == sim.scene.ids["open"])
    CommandCostTests.expectSameAsRebuild(sim.runtime)
  }

  /// The runtime's display problems and playing motion against those worked out from every
  /// entry the scene's side tables declare, on the visible screens.
  static func expectDisplayTablesFromEveryEntry(_ runtime: SceneRuntime, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let scene = runtime.scene
    var every: [ElementIndex: [DisplayProblem]] = [:]
    for e in Set(scene.colors.keys).union(scene.motion.keys) where runtime.isVisible(scene.elements[e].screen) {
      let found = runtime.displayProblems(of: e)
      if !found.isEmpty { every[e] = found }
    }
    #expect(runtime.displayProblems == every, "\(what)", sourceLocation: sourceLocation)
    #expect(runtime.motion.playing == scene.motion.keys.filter(runtime.isPlaying).sorted(), "\(what)", sourceLocation: sourceLocation)
  }

  /// A screen's display problems and playing motion are kept while it is covered and taken
  /// back on a pop, unless it was edited meanwhile or a display setting changed: each time
  /// the same as working them out from every entry the scene declares.
  @Test func aScreensDisplayTablesComeBackOnlyWhileTheyHold() throws {
    let rows = (0..<12).map { i in
      #"{ text: "Row \#(i)", id: "r\#(i)", foreground: "\#(i % 3 == 0 ? "#AAAAAA" : "#222222")", onActivate: { push: "detail" } }"#
    }.joined(separator: ", ")
    let scene = loadScene("""
      { format: "axsim-scene/1", screens: [
        { id: "list", root: { vstack: [\(rows), { image: "spinner", label: "Loading", id: "spin", motion: { kind: "spinner" } }] } },
        { id: "detail", root: { vstack: [{ text: "Detail", foreground: "#BBBBBB", id: "d" }] } }
      ] }
      """)
    var runtime = SceneRuntime(scene: scene)
    func ref(_ id: String) -> ElementRef { ElementRef(id: id, index: scene.ids[id]!) }
    func check(_ step: String) { Self.expectDisplayTablesFromEveryEntry(runtime, step) }
    check("loaded")
    // Four rows in low contrast, and a spinner with no reduced alternative.
    #expect(runtime.displayProblems.count == 5)
    runtime.push(1, returnFocus: nil)
    check("pushed")
    _ = runtime.pop()
    check("popped: the list's tables taken back")
    _ = runtime.run(.set(ref("r0"), ElementPatch(hidden: true)), focus: nil)
    check("a failing row hidden")
    #expect(runtime.displayProblems.count == 4)
    runtime.push(1, returnFocus: nil)
    // Edited while covered: its kept tables no longer hold.
    _ = runtime.run(.set(ref("r3"), ElementPatch(hidden: true)), focus: nil)
    _ = runtime.run(.set(ref("spin"), ElementPatch(hidden: true)), focus: nil)
    _ = runtime.pop()
    check("popped after edits while covered")
    #expect(runtime.displayProblems.count == 2)
    #expect(runtime.motion.playing.isEmpty)
    var display = runtime.display
    display.increaseContrast = true
    runtime.setDisplay(display)
    check("Increase Contrast")
    display.increaseContrast = false
    runtime.setDisplay(display)
    check("Increase Contrast off again")
    runtime.setContentSize(.accessibilityExtraExtraExtraLarge)
    runtime.push(1, returnFocus: nil)
    _ = runtime.pop()
    check("a text size, pushed and popped")
  }

  /// Issue 18: a presentation or a dismissal changes one layer, so it costs the same at any
  /// depth (the speed is `axsim-bench presents`). What the runtime keeps as the stack
  /// changes, rather than working out again from every layer, must be what working it out
  /// gives: the visible screens, the layers the tree is built from, and the layout, display
  /// and motion tables of the visible screens (from each screen's own side-table entries,
  /// checked against every entry), for every scene in Scenes/ through pushes,
  /// presentations (a screen above itself too), text-size changes, dismissals and pops.
  @Test func whatTheStackKeepsIsWhatARebuildGives() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json5") }.sorted()
    #expect(files.count >= 15)
    for file in files {
      let scene = try SceneLoader.load(path: folder.appendingPathComponent(file).path).scene
      var runtime = SceneRuntime(scene: scene)
      func check(_ step: String) {
        var fresh = SceneRuntime(scene: runtime.scene, contentSize: runtime.contentSize, screen: runtime.navigation[0].screen)
        for v in runtime.navigation.dropFirst() { fresh.push(v.screen, returnFocus: v.returnFocus) }
        for v in runtime.presented { fresh.present(v.screen, returnFocus: v.returnFocus) }
        #expect(runtime.visibleScreens == [runtime.navigation.last!.screen] + runtime.presented.map(\.screen), "\(file) \(step)")
        #expect(runtime.layoutProblems == fresh.layoutProblems, "\(file) \(step)")
        #expect(runtime.displayProblems == fresh.displayProblems, "\(file) \(step)")
        #expect(runtime.motion.playing == fresh.motion.playing, "\(file) \(step)")
        // Both come from the visible screens' own entries: against every entry the scene declares.
        Self.expectDisplayTablesFromEveryEntry(runtime, "\(file) \(step)")
        #expect(runtime.tree.stops == fresh.tree.stops, "\(file) \(step)")
        for s in scene.screens.indices { #expect(runtime.isVisible(s) == runtime.visibleScreens.contains(s), "\(file) \(step)") }
      }
      let n = scene.screens.count
      for s in 0..<n { runtime.push(s, returnFocus: nil); check("push \(s)") }
      runtime.setContentSize(.accessibilityExtraExtraExtraLarge)
      check("AX5")
      for s in (0..<n).reversed() { runtime.present(s, returnFocus: nil); check("present \(s)") }
      runtime.present(0, returnFocus: nil)
      runtime.present(0, returnFocus: nil)
      check("present 0 twice")
      _ = runtime.dismiss()
      runtime.setContentSize(.extraSmall)
      check("XS")
      while runtime.dismiss() != nil { check("dismiss") }
      while runtime.pop() != nil { check("pop") }
    }
  }

  /// The ping-pong of the issue, 4,000 deep: sheets built once each and then restored (the
  /// tree is the top modal layer's alone), and back to the first screen's tree at the end.
  @Test func aDeepPingPongBuildsEachSheetsTreeOnce() {
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: loadScene(Self.pingPong))))
    _ = sim.start()
    let built = sim.runtime.treesBuilt
    for _ in 0..<4_000 { _ = sim.perform(.voiceOver(.activate)) }
    #expect(sim.runtime.presented.count == 4_000)
    #expect(sim.runtime.treesBuilt - built == 2, "a tree for each sheet, then restored")
    CommandCostTests.expectSameAsRebuild(sim.runtime)
    for _ in 0..<4_000 { _ = sim.perform(.voiceOver(.escape)) }
    #expect(sim.runtime.visibleScreens == [0])
    #expect(sim.runtime.treesBuilt - built == 2)
    #expect(sim.voiceOver.focus == sim.scene.ids["open"])
  }
}
