import AssistiveTechnologies
import SceneModel

/// Random scenes for the in-place oracle: nested stacks, rows, lists long enough to keep
/// their offsets in a tree, every layout property (fractional paddings and spacings, fixed
/// and minimum sizes, scaled metrics, line limits, explicit frames, adaptive rows),
/// containers VoiceOver groups, hidden elements, right-to-left devices.
enum RandomScenes {
  struct Generator {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % max(1, n)
    }
    mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
  }

  /// The JSON5 text of scene `seed`.
  static func text(seed: Int) -> String {
    var g = Generator(state: UInt64(seed) &* 7919 &+ 13)
    let device = g.chance(20) ? "device: { idiom: \"pad\", layoutDirection: \"rtl\" }," : (g.chance(15) ? "device: { layoutDirection: \"rtl\" }," : "")
    var counter = 0
    let root = element(&g, depth: 0, counter: &counter)
    return "{ format: \"axsim-scene/1\", \(device) screens: [{ id: \"s\", root: \(root) }] }"
  }

  static func element(_ g: inout Generator, depth: Int, counter: inout Int) -> String {
    counter += 1
    let id = "e\(counter)"
    var props = ["id: \"\(id)\""]
    func number(_ low: Int, _ high: Int) -> String { g.chance(30) ? "\(g.next(high - low) + low).\(g.next(10))" : "\(g.next(high - low) + low)" }
    if g.chance(10) { props.append("padding: \(number(0, 20))") } else if g.chance(8) { props.append("padding: [\(number(0, 12)), \(number(0, 20))]") }
    if g.chance(10) { props.append("spacing: \(number(0, 16))") }
    if g.chance(12) { props.append("alignment: \"\(["leading", "center", "trailing", "fill"][g.next(4)])\"") }
    if g.chance(5) { props.append("height: \(number(10, 200))") }
    if g.chance(5) { props.append("minHeight: \(number(10, 120))") }
    if g.chance(4) { props.append("width: \(number(20, 300))") }
    if g.chance(5) { props.append("scaledMetrics: \"\(["body", "title1", "caption2"][g.next(3)])\"") }
    if g.chance(4) { props.append("lines: \(g.next(3) + 1)") }
    if g.chance(2) { props.append("frame: [\(number(0, 300)), \(number(0, 700)), \(number(20, 200)), \(number(20, 200))]") }
    if g.chance(5) { props.append("style: \"\(["largeTitle", "footnote", "body"][g.next(3)])\"") }
    if g.chance(5), depth > 0 { props.append("hidden: true") }
    if depth > 0, depth < 4, g.chance(depth == 1 ? 70 : 40) {
      let kinds = ["vstack", "vstack", "hstack", "zstack", "list", "cell", "group", "scroll", "tabBar", "segmented"]
      let kind = kinds[g.next(kinds.count)]
      if kind == "hstack" || kind == "cell", g.chance(30) { props.append("adaptive: \(g.chance(50) ? "true" : "\"fits\"")") }
      if kind == "vstack" || kind == "group", g.chance(15) { props.append("container: \"\(["list", "landmark", "semanticGroup"][g.next(3)])\"") }
      if kind == "vstack", g.chance(8) { props.append("grouping: \"\(["combine", "contain"][g.next(2)])\"") }
      if g.chance(4) { props.append("sortPriority: \(g.next(3))") }
      let count = (depth == 1 && g.chance(30)) ? 32 + g.next(20) : g.next(5)
      let children = (0..<count).map { _ in element(&g, depth: depth + 1, counter: &counter) }
      return "{ \(kind): [\(children.joined(separator: ", "))], \(props.joined(separator: ", ")) }"
    }
    if depth == 0 {
      let count = g.chance(30) ? 35 + g.next(30) : 2 + g.next(6)
      let children = (0..<count).map { _ in element(&g, depth: 1, counter: &counter) }
      return "{ \(["vstack", "list", "scroll"][g.next(3)]): [\(children.joined(separator: ", "))], \(props.joined(separator: ", ")) }"
    }
    let leaves = ["button", "text", "header", "toggle", "slider", "image", "textField", "link", "sectionHeader", "spacer", "segment", "tab", "textArea", "stepper"]
    let kind = leaves[g.next(leaves.count)]
    if kind == "spacer" { return "{ spacer: true, \(props.joined(separator: ", ")) }" }
    if g.chance(3) { return "{ navigationBar: \"Title\", trailing: [{ button: \"Edit\" }], \(props.filter { $0.hasPrefix("id:") }.joined()) }" }
    if g.chance(6), kind == "button" { props.append("actions: [\"Archive\"]") }
    if g.chance(6), kind == "text" { props.append("traits: [\"header\"]") }
    let label = String(repeating: "word ", count: g.next(10) + 1)
    return "{ \(kind): \"\(label)\", \(props.joined(separator: ", ")) }"
  }

  /// Scene `seed`, loaded.
  static func scene(seed: Int) -> Scene? {
    try? SceneLoader.load(bytes: Array(text(seed: seed).utf8), name: "random-\(seed).json5").scene
  }
}
