import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

/// The proof behind "an edit costs what it changes": after every kind of edit, made in
/// place on a runtime, everything a runtime built from scratch on the same scene state would
/// have (frames to the last bit, layout problems, stops with their contexts and groups,
/// positions, the rotor's and Switch Control's tables, the modal root) is the same.
///
/// Every edit kind runs here: hides and shows, labels that change an element's size or not,
/// the same label again, values, hints, toggles, selections, steps, dimming, and settings
/// changes (text size, Bold Text), over every scene in `Scenes/`, a mail list long enough to
/// keep its offsets in a tree, and random scenes of every layout property. The scene fuzzer
/// runs the same comparison on its inputs (`Fuzz/Sources/FuzzSceneLoader/InPlaceOracle.swift`).
@Suite struct InPlaceOracleTests {
  /// What the edits did, for the expectations on how often the mechanism kept its work.
  struct Tally {
    var edits = 0
    var ordersChanged = 0
    var treesBuilt = 0
    var elementsLaidOut = 0
  }

  /// Runs `count` random edits on each screen of `scene`, checking after each.
  static func editAtRandom(_ scene: Scene, seed: UInt64, count: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Tally {
    var tally = Tally()
    var g = SplitMix(seed: seed)
    func pick(_ n: Int) -> Int { Int(g.next() % UInt64(max(1, n))) }
    for screen in scene.screens.indices {
      var runtime = SceneRuntime(scene: scene, screen: screen)
      let candidates = scene.elements.indices.filter { scene.elements[$0].screen == screen && scene.elements[$0].parent != nil }
      guard !candidates.isEmpty else { continue }
      for step in 0..<count {
        let e = candidates[pick(candidates.count)]
        let ref = ElementRef(id: scene.elements[e].id ?? "e\(e)", index: e)
        let current = runtime.scene.elements[e]
        let effect: Effect?
        switch pick(14) {
        case 0, 1: effect = .set(ref, ElementPatch(hidden: !current.hidden))
        case 2: effect = .set(ref, ElementPatch(hidden: current.hidden))
        case 3: effect = .set(ref, ElementPatch(label: String(repeating: "Longer words ", count: pick(12) + 1)))
        case 4: effect = .set(ref, ElementPatch(label: "L\(step)"))
        case 5: effect = .set(ref, ElementPatch(label: current.label ?? ""))
        case 6: effect = .set(ref, ElementPatch(value: "v\(step)"))
        case 7: effect = .set(ref, ElementPatch(hint: "h\(step)"))
        case 8: effect = .toggle(ref)
        case 9: effect = .select(ref)
        case 10: effect = .adjust(ref, by: pick(2) == 0 ? 1 : -1)
        case 11: effect = .set(ref, ElementPatch(enabled: pick(2) == 0))
        case 12:
          // A settings change: every element's size changes.
          let sizes: [ContentSizeCategory] = [.large, .extraLarge, .accessibilityExtraExtraExtraLarge, .extraSmall]
          runtime.setContentSize(sizes[pick(sizes.count)])
          effect = nil
        default:
          var display = runtime.display
          display.boldText.toggle()
          runtime.setDisplay(display)
          effect = nil
        }
        let before = (runtime.treesBuilt, runtime.ordersChangedInPlace, runtime.elementsLaidOut)
        if let effect { _ = runtime.run(effect, focus: nil) }
        if ProcessInfo.processInfo.environment["ORACLE_TRACE"] != nil { print("EDIT \(step): \(effect.map { "\($0)" } ?? "settings")") }
        tally.edits += 1
        tally.treesBuilt += runtime.treesBuilt - before.0
        tally.ordersChanged += runtime.ordersChangedInPlace - before.1
        tally.elementsLaidOut += runtime.elementsLaidOut - before.2
        expectSameAsNew(runtime, after: "\(effect.map { "\($0)" } ?? "a settings change") on \(scene.sourceName) screen \(screen)", sourceLocation: sourceLocation)
      }
    }
    return tally
  }

  /// Everything a runtime built from scratch on the same state has, compared.
  static func expectSameAsNew(_ runtime: SceneRuntime, after what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var fresh = SceneRuntime(scene: runtime.scene, contentSize: runtime.contentSize, screen: runtime.navigation[0].screen)
    fresh.setDisplay(runtime.display)
    for v in runtime.navigation.dropFirst() { fresh.push(v.screen, returnFocus: v.returnFocus) }
    for v in runtime.presented { fresh.present(v.screen, returnFocus: v.returnFocus) }
    let stops = runtime.tree.stops.map { $0 }
    let freshStops = fresh.tree.stops.map { $0 }
    guard stops == freshStops else {
      Issue.record("after \(what): the stops differ: \(stops.map(\.element)) against \(freshStops.map(\.element))", sourceLocation: sourceLocation)
      return
    }
    #expect(runtime.tree.groups == fresh.tree.groups, "after \(what): groups", sourceLocation: sourceLocation)
    #expect(runtime.tree.groupStarts == fresh.tree.groupStarts, "after \(what): group starts", sourceLocation: sourceLocation)
    // One group found from the counts is the group the walk lists first for it.
    var seen = Set<ElementIndex>()
    for g in fresh.tree.groups where seen.insert(g.element).inserted {
      #expect(runtime.tree.group(g.element) == g, "after \(what): the group of \(g.element) from the counts", sourceLocation: sourceLocation)
    }
    #expect(runtime.rotorStops == fresh.rotorStops, "after \(what): rotor tables", sourceLocation: sourceLocation)
    #expect(runtime.interactiveStops == fresh.interactiveStops, "after \(what): interactive stops", sourceLocation: sourceLocation)
    #expect(runtime.tree.modalRoot == fresh.tree.modalRoot, "after \(what): modal root", sourceLocation: sourceLocation)
    for (i, stop) in stops.enumerated() where runtime.tree.position[stop.element] != i {
      Issue.record("after \(what): stop \(i) is at \(runtime.tree.position[stop.element].map(String.init) ?? "no position")", sourceLocation: sourceLocation)
      break
    }
    let frames = runtime.frames
    let freshFrames = fresh.frames
    for s in runtime.visibleScreens {
      var stack = [runtime.scene.screens[s].root]
      while let e = stack.popLast() {
        if frames[e] != freshFrames[e] {
          Issue.record("after \(what): the frame of \(runtime.scene.elements[e].displayName) is \(frames[e]), a new layout's \(freshFrames[e])", sourceLocation: sourceLocation)
          return
        }
        stack += runtime.scene.elements[e].children
      }
    }
    let problems = runtime.layoutProblems.mapValues { $0.map(String.init(describing:)) }
    let freshProblems = fresh.layoutProblems.mapValues { $0.map(String.init(describing:)) }
    #expect(problems == freshProblems, "after \(what): layout problems", sourceLocation: sourceLocation)
    let display = runtime.displayProblems.mapValues { $0.map(String.init(describing:)) }
    let freshDisplay = fresh.displayProblems.mapValues { $0.map(String.init(describing:)) }
    #expect(display == freshDisplay, "after \(what): display problems", sourceLocation: sourceLocation)
    #expect(runtime.motion.playing == fresh.motion.playing, "after \(what): motion playing", sourceLocation: sourceLocation)
    // The content bottom (scrolls' extent), walked through the long stacks' margins kept
    // through the edits, against a pass over every stop of a new runtime.
    #expect(runtime.contentBottom() == fresh.contentBottomOfEveryStop(), "after \(what): the content bottom", sourceLocation: sourceLocation)
    expectSameFocusGroups(runtime.keptFocusGroups(), FocusGroups(runtime: fresh), after: what, sourceLocation: sourceLocation)
    var every = SwitchControlSettings()
    every.scanAllElements = true
    for settings in [SwitchControlSettings(), every] {
      expectSameScanTree(runtime.keptScanTree(settings), ScanTree(runtime: fresh, settings: settings), after: what, sourceLocation: sourceLocation)
    }
    // Voice Control's index, kept and brought up to date through the edits, against one built
    // from scratch: the items, each item's names, and what every name matches.
    let kept = runtime.voiceControlIndex()
    let built = VoiceControlIndex(runtime: fresh)
    guard Array(kept.items) == Array(built.items) else {
      Issue.record("after \(what): Voice Control's items differ", sourceLocation: sourceLocation)
      return
    }
    for i in built.items.indices where kept.spokenNames(i) != built.spokenNames(i) {
      Issue.record("after \(what): item \(i + 1)'s names are \(kept.spokenNames(i)), a new index's \(built.spokenNames(i))", sourceLocation: sourceLocation)
      return
    }
    #expect(kept.unnamedCount == built.unnamedCount, "after \(what): Voice Control's unnamed items", sourceLocation: sourceLocation)
    #expect(kept.allNames.sorted() == built.allNames.sorted(), "after \(what): Voice Control's names", sourceLocation: sourceLocation)
    for name in built.allNames where kept.matches(name) != built.matches(name) {
      Issue.record("after \(what): \"\(name)\" matches \(kept.matches(name)), in a new index \(built.matches(name))", sourceLocation: sourceLocation)
      return
    }
  }

  /// The keyboard's focus groups, kept and brought up to date through what the order
  /// changed, against ones built from every stop of a new runtime: the items, the groups in
  /// order with their members and priorities, and each item's places.
  static func expectSameFocusGroups(_ kept: FocusGroups, _ built: FocusGroups, after what: String, sourceLocation: SourceLocation) {
    guard Array(kept.items) == Array(built.items) else {
      Issue.record("after \(what): the keyboard's items are \(Array(kept.items)), a new build's \(Array(built.items))", sourceLocation: sourceLocation)
      return
    }
    func describe(_ g: FocusGroups.Group) -> String {
      "\(g.id) \(g.container.map(String.init) ?? "-") \(Array(g.members)) \(g.declared) \(g.prioritized.map(String.init) ?? "-")"
    }
    let keptGroups = kept.groups.map(describe)
    let builtGroups = built.groups.map(describe)
    guard keptGroups == builtGroups else {
      Issue.record("after \(what): the keyboard's groups are \(keptGroups), a new build's \(builtGroups)", sourceLocation: sourceLocation)
      return
    }
    for e in built.items {
      let a = (kept.group(of: e), kept.itemIndex(of: e), kept.memberIndex(of: e))
      let b = (built.group(of: e), built.itemIndex(of: e), built.memberIndex(of: e))
      if a != b {
        Issue.record("after \(what): item \(e) is at \(a), in a new build at \(b)", sourceLocation: sourceLocation)
        return
      }
    }
  }

  /// Switch Control's scan tree, kept and brought up to date through what the order
  /// changed, against one built from every stop of a new runtime: its levels with their
  /// groups, and where each item is.
  static func expectSameScanTree(_ kept: ScanTree, _ built: ScanTree, after what: String, sourceLocation: SourceLocation) {
    func show(_ n: ScanTree.Node) -> String {
      switch n {
      case .item(let e): return "\(e)"
      case .group(let g): return "[\(g.container) \(g.itemCount) \(g.preview): " + g.children.map(show).joined(separator: " ") + "]"
      }
    }
    guard Array(kept.items) == Array(built.items), kept.root.map(show) == built.root.map(show) else {
      Issue.record("after \(what): the scan tree is \(kept.root.map(show)), a new build's \(built.root.map(show))", sourceLocation: sourceLocation)
      return
    }
    for (i, e) in built.items.enumerated() {
      let a = kept.location(of: e)
      let b = built.location(of: e)
      if a?.path != b?.path || a?.index != b?.index || kept.itemIndex(of: e) != i {
        Issue.record("after \(what): item \(e) is at \(String(describing: a)), in a new build at \(String(describing: b))", sourceLocation: sourceLocation)
        return
      }
    }
  }

  @Test func everySceneEditedAtRandom() throws {
    var tally = Tally()
    for path in RandomCommandTests.scenePaths {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
      let t = Self.editAtRandom(scene, seed: UInt64(path.count), count: 40)
      tally.edits += t.edits
      tally.ordersChanged += t.ordersChanged
    }
    #expect(tally.edits > 1_000)
    #expect(tally.ordersChanged > 50, "the order was changed in place only \(tally.ordersChanged) times in \(tally.edits) edits")
  }

  @Test(arguments: 0..<6)
  func randomScenesEditedAtRandom(batch: Int) {
    var loaded = 0
    var tally = Tally()
    for seed in (batch * 40)..<(batch * 40 + 40) {
      guard let scene = RandomScenes.scene(seed: seed) else { continue }
      loaded += 1
      let t = Self.editAtRandom(scene, seed: UInt64(seed), count: 30)
      tally.edits += t.edits
      tally.ordersChanged += t.ordersChanged
    }
    #expect(loaded > 30, "only \(loaded) of 40 random scenes loaded")
    #expect(tally.ordersChanged > 100, "the order was changed in place only \(tally.ordersChanged) times in \(tally.edits) edits")
  }

  /// A long list (its offsets kept in a tree, its rows in well-separated rows): hides, shows
  /// and relabels anywhere in it change the order in place, never build it.
  @Test func aLongListIsChangedInPlace() {
    var rows: [String] = []
    for i in 0..<300 {
      if i % 50 == 0 { rows.append(#"{ sectionHeader: "Week \#(i / 50)", id: "week\#(i / 50)" }"#) }
      rows.append(
        #"{ cell: [{ text: "Sender \#(i)", style: "headline" }, { text: "Subject \#(i) with some words", style: "subheadline" }, { button: "Reply", id: "reply\#(i)" }], id: "row\#(i)""#
          + (i % 2 == 0 ? #", grouping: "combine""# : "") + " }")
    }
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "list", root: { vstack: [
        { navigationBar: "Inbox" }, { text: "Updated just now", id: "status" }, { toggle: "Focus", id: "focus" },
        { list: [\#(rows.joined(separator: ", "))] }
      ] } }] }
      """#)
    var runtime = SceneRuntime(scene: scene)
    let built = runtime.treesBuilt
    let laidOut = runtime.elementsLaidOut
    func run(_ effect: Effect) {
      _ = runtime.run(effect, focus: nil)
      Self.expectSameAsNew(runtime, after: "\(effect)")
    }
    func ref(_ id: String) -> ElementRef { ElementRef(id: id, index: scene.ids[id]!) }
    for row in ["row0", "row1", "row150", "row151", "row299", "week1"] {
      run(.set(ref(row), ElementPatch(hidden: true)))
      run(.set(ref(row), ElementPatch(hidden: false)))
    }
    run(.set(ref("status"), ElementPatch(label: String(repeating: "A status that wraps ", count: 4))))
    run(.set(ref("status"), ElementPatch(hidden: true)))
    run(.set(ref("status"), ElementPatch(hidden: false)))
    run(.set(ref("status"), ElementPatch(label: "Updated")))
    run(.set(ref("reply151"), ElementPatch(label: "Answer")))
    #expect(runtime.treesBuilt == built, "an edit built the order again")
    // Each edit laid out a row or two, never the list.
    #expect(runtime.elementsLaidOut - laidOut < 200)
  }

  /// A long list with a modal child, hidden and shown: while it is hidden an edit beside it
  /// is made in place; while it is shown its siblings are out of the order, and an edit
  /// beside it is ordered by a walk. Either way the same as a new runtime. (The layout lists
  /// the elements with a modal child, so the order does not read a long list's children on
  /// every edit to find one.)
  @Test func aModalChildOfALongListIsFollowed() {
    var rows: [String] = []
    for i in 0..<120 {
      if i == 60 { rows.append(#"{ vstack: [{ button: "Keep" }, { button: "Discard" }], id: "dialog", modal: true, hidden: true }"#) }
      rows.append(#"{ cell: [{ text: "Sender \#(i)" }, { button: "Reply", id: "reply\#(i)" }], id: "row\#(i)" }"#)
    }
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "list", root: { vstack: [
        { text: "Updated just now", id: "status" }, { list: [\#(rows.joined(separator: ", "))], id: "list" }
      ] } }] }
      """#)
    let layout = SceneLayout(screen: 0, of: scene, contentSize: .large)
    #expect(layout.hasModalChild(scene.ids["list"]!))
    #expect(!layout.hasModalChild(scene.ids["row3"]!))
    #expect(!layout.hasModalChild(scene.ids["dialog"]!))
    var runtime = SceneRuntime(scene: scene)
    let built = runtime.treesBuilt
    func run(_ effect: Effect) {
      _ = runtime.run(effect, focus: nil)
      Self.expectSameAsNew(runtime, after: "\(effect)")
    }
    func ref(_ id: String) -> ElementRef { ElementRef(id: id, index: scene.ids[id]!) }
    run(.set(ref("row10"), ElementPatch(hidden: true)))
    run(.set(ref("reply90"), ElementPatch(label: "Answer all")))
    #expect(runtime.treesBuilt == built, "an edit beside a hidden modal view built the order again")
    run(.set(ref("dialog"), ElementPatch(hidden: false)))
    #expect(runtime.tree.stops.map(\.element) == [scene.ids["status"]!] + runtime.scene.elements[scene.ids["dialog"]!].children)
    run(.set(ref("row10"), ElementPatch(hidden: false)))
    run(.set(ref("reply90"), ElementPatch(label: "Reply")))
    run(.set(ref("dialog"), ElementPatch(hidden: true)))
    run(.set(ref("row11"), ElementPatch(hidden: true)))
  }

  /// Edits that change nothing do nothing: no stamp, no new tree version, no layout.
  @Test func anEditEqualToTheStateDoesNothing() {
    let scene = screenScene(#"{ vstack: [{ text: "Status", id: "status" }, { button: "Hidden", id: "gone", hidden: true }, { element: "Volume", id: "wifi", value: "1" }, { segmented: [{ segment: "A", id: "a", traits: ["selected"] }, { segment: "B" }] }] }"#)
    var runtime = SceneRuntime(scene: scene)
    let version = runtime.treeVersion
    let laidOut = runtime.elementsLaidOut
    let address = runtime.scene.elements.withUnsafeBufferPointer { $0.baseAddress }
    func ref(_ id: String) -> ElementRef { ElementRef(id: id, index: scene.ids[id]!) }
    for effect: Effect in [
      .set(ref("status"), ElementPatch(label: "Status")), .set(ref("gone"), ElementPatch(hidden: true)),
      .set(ref("wifi"), ElementPatch(value: "1")), .set(ref("status"), ElementPatch(enabled: true)), .select(ref("a")),
    ] {
      let edits = runtime.editStamp(ofScreen: 0)
      _ = runtime.run(effect, focus: nil)
      #expect(runtime.editStamp(ofScreen: 0) == edits, "\(effect) was recorded as an edit")
    }
    #expect(runtime.treeVersion == version)
    #expect(runtime.elementsLaidOut == laidOut)
    #expect(runtime.scene.elements.withUnsafeBufferPointer { $0.baseAddress } == address)
  }
  /// An edit refreshes the display problems of what it touched only; they stay what a new
  /// runtime finds: a colour's meaning said in the new label, a hidden dot, a shown one.
  @Test func displayProblemsFollowAnEdit() throws {
    let path = RandomCommandTests.scenePaths.first { $0.hasSuffix("color-only-status.json5") }!
    let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
    var runtime = SceneRuntime(scene: scene)
    let dot = scene.element(id: "ana-dot")!
    let ref = ElementRef(id: "ana-dot", index: dot)
    func problems() -> [String] { (runtime.displayProblems[dot] ?? []).map(String.init(describing:)) }
    #expect(problems().contains("colorOnly(meaning: \"Online\", spoken: false)"))
    _ = runtime.run(.set(ref, ElementPatch(label: "Status: online")), focus: nil)
    #expect(problems().contains("colorOnly(meaning: \"Online\", spoken: true)"))
    Self.expectSameAsNew(runtime, after: "a label that says the colour's meaning")
    _ = runtime.run(.set(ref, ElementPatch(hidden: true)), focus: nil)
    #expect(problems() == [])
    Self.expectSameAsNew(runtime, after: "hiding the dot")
    _ = runtime.run(.set(ref, ElementPatch(hidden: false)), focus: nil)
    #expect(problems().count == 2)
    Self.expectSameAsNew(runtime, after: "showing the dot")
  }
}
