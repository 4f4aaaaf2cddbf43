import AssistiveTechnologies
import SceneModel

/// The engine's one incremental mechanism checked against doing it the long way: after each
/// of a run of edits chosen from the input (hide, show, values, labels that change sizes or
/// not, hints, toggles, selection, steps, dimming, edits equal to the state, text size and
/// Bold Text), the runtime changed in place must equal one built from scratch on the same
/// scene state (stops, groups, rotor tables, frames, layout problems, the content bottom), and the kept search
/// index must find what comparing every stop's spoken text finds. A difference is a finding.
func checkInPlaceEdits(_ scene: Scene, screen: Int, seed bytes: [UInt8]) {
  let candidates = scene.elements.indices.filter { scene.elements[$0].screen == screen && scene.elements[$0].parent != nil }
  guard !candidates.isEmpty else { return }
  var runtime = SceneRuntime(scene: scene, screen: screen)
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  for b in bytes.prefix(64) { state = (state ^ UInt64(b)) &* 0x100_0000_01B3 }
  func next() -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(truncatingIfNeeded: state >> 33)
  }
  for step in 0..<24 {
    let e = candidates[next() % candidates.count]
    let ref = ElementRef(id: scene.elements[e].id ?? "e\(e)", index: e)
    let effect: Effect?
    switch next() % 14 {
    case 0, 1: effect = .set(ref, ElementPatch(hidden: !runtime.scene.elements[e].hidden))
    case 2: effect = .set(ref, ElementPatch(value: "v\(step)"))
    case 3: effect = .set(ref, ElementPatch(label: "L\(step) x"))
    case 4: effect = .toggle(ref)
    case 5: effect = .select(ref)
    case 6: effect = .adjust(ref, by: next() % 2 == 0 ? 1 : -1)
    case 7: effect = .set(ref, ElementPatch(enabled: next() % 2 == 0))
    // Edits equal to the state: nothing may change.
    case 8: effect = .set(ref, ElementPatch(hidden: runtime.scene.elements[e].hidden))
    case 9: effect = .set(ref, ElementPatch(label: runtime.scene.elements[e].label ?? ""))
    // A label that changes the element's size, and a hint.
    case 10: effect = .set(ref, ElementPatch(label: String(repeating: "Longer words ", count: next() % 9 + 1)))
    case 11: effect = .set(ref, ElementPatch(hint: "h\(step)"))
    // Settings: every element's size changes.
    case 12:
      let sizes: [ContentSizeCategory] = [.large, .extraLarge, .accessibilityExtraExtraExtraLarge, .extraSmall]
      runtime.setContentSize(sizes[next() % sizes.count])
      effect = nil
    default:
      var display = runtime.display
      display.boldText.toggle()
      runtime.setDisplay(display)
      effect = nil
    }
    if let effect { _ = runtime.run(effect, focus: nil) }
    var fresh = SceneRuntime(scene: runtime.scene, contentSize: runtime.contentSize, screen: runtime.navigation[0].screen)
    fresh.setDisplay(runtime.display)
    guard runtime.tree.stops == fresh.tree.stops, runtime.tree.groups == fresh.tree.groups, runtime.tree.groupStarts == fresh.tree.groupStarts,
      runtime.rotorStops == fresh.rotorStops, runtime.interactiveStops == fresh.interactiveStops
    else { fatalError("after \(String(describing: effect)) the tree differs from a build: \(runtime.tree.elements) against \(fresh.tree.elements)") }
    if runtime.layoutProblems.mapValues({ $0.map(String.init(describing:)) }) != fresh.layoutProblems.mapValues({ $0.map(String.init(describing:)) }) {
      fatalError("after \(String(describing: effect)) the layout problems differ from a layout's")
    }
    for (i, stop) in runtime.tree.stops.enumerated() where runtime.tree.position[stop.element] != i {
      fatalError("after \(String(describing: effect)) stop \(i) is at \(String(describing: runtime.tree.position[stop.element]))")
    }
    var stack = [runtime.scene.screens[screen].root]
    while let x = stack.popLast() {
      if runtime.frames[x] != fresh.frames[x] { fatalError("after \(String(describing: effect)) the frame of element \(x) differs from a layout") }
      stack += runtime.scene.elements[x].children
    }
    // The content bottom, walked through the long stacks' kept margins, against every stop.
    var every = runtime.scene.device.height
    let all = runtime.frames.all
    for x in runtime.tree.elements { every = max(every, all[x].y + all[x].height) }
    if runtime.contentBottom() != every {
      fatalError("after \(String(describing: effect)) the content bottom is \(runtime.contentBottom()), from every stop \(every)")
    }
    // The keyboard's focus groups, brought up to date through what the order changed,
    // against ones built from every stop.
    let kept = runtime.keptFocusGroups()
    let built = FocusGroups(runtime: fresh)
    func describe(_ g: FocusGroups.Group) -> String { "\(g.id) \(String(describing: g.container)) \(Array(g.members)) \(g.declared) \(String(describing: g.prioritized))" }
    if Array(kept.items) != Array(built.items) || kept.groups.map(describe) != built.groups.map(describe) {
      fatalError("after \(String(describing: effect)) the keyboard's groups are \(kept.groups.map(describe)), a build's \(built.groups.map(describe))")
    }
    for x in built.items where kept.group(of: x) != built.group(of: x) || kept.itemIndex(of: x) != built.itemIndex(of: x) || kept.memberIndex(of: x) != built.memberIndex(of: x) {
      fatalError("after \(String(describing: effect)) item \(x)'s places differ from a build's")
    }
    // Switch Control's scan tree, the same way.
    func show(_ n: ScanTree.Node) -> String {
      switch n {
      case .item(let e): return "\(e)"
      case .group(let g): return "[\(g.container) \(g.itemCount) \(g.preview): " + g.children.map(show).joined(separator: " ") + "]"
      }
    }
    let keptTree = runtime.keptScanTree(SwitchControlSettings())
    let builtTree = ScanTree(runtime: fresh, settings: SwitchControlSettings())
    if keptTree.root.map(show) != builtTree.root.map(show) || Array(keptTree.items) != Array(builtTree.items) {
      fatalError("after \(String(describing: effect)) the scan tree is \(keptTree.root.map(show)), a build's \(builtTree.root.map(show))")
    }
    for x in builtTree.items where keptTree.location(of: x)?.path != builtTree.location(of: x)?.path || keptTree.location(of: x)?.index != builtTree.location(of: x)?.index {
      fatalError("after \(String(describing: effect)) item \(x) is at \(String(describing: keptTree.location(of: x))) in the scan tree, in a build's at \(String(describing: builtTree.location(of: x)))")
    }
    var queries = ["v", "l1", "x", "e", " 1"]
    if !runtime.tree.stops.isEmpty, let label = runtime.properties(of: runtime.tree.stops[next() % runtime.tree.stops.count].element).label {
      queries.append(String(label.prefix(4)))
    }
    for q in queries where runtime.searchMatches(q) != naiveMatches(runtime, q) {
      fatalError("after \(String(describing: effect)) the search for '\(q)' found \(runtime.searchMatches(q)), comparing every stop \(naiveMatches(runtime, q))")
    }
  }
}

/// The stops whose spoken label and value contain `query`, ignoring case, Character by
/// Character (what the engine's `contains` does).
func naiveMatches(_ runtime: SceneRuntime, _ query: String) -> [Int] {
  guard !query.isEmpty else { return [] }
  let q = Array(query.lowercased())
  return runtime.tree.stops.indices.filter {
    let p = runtime.properties(of: runtime.tree.stops[$0].element)
    let text = Array(((p.label ?? "") + " " + (p.value ?? "")).lowercased())
    guard text.count >= q.count else { return false }
    return (0...(text.count - q.count)).contains { text[$0..<($0 + q.count)].elementsEqual(q) }
  }
}
