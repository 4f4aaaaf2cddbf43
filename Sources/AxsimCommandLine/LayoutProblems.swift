import AssistiveTechnologies
import SceneModel

/// What the layout shows going wrong at the runtime's text size, in document order, as
/// `speak`, `run` and `variants` print it:
/// `! 'Continue' clipped at AX3: needs 2 lines, has 1 (its fixed height)`.
struct LayoutProblems {
  struct Item {
    var element: ElementIndex
    var problem: LayoutProblem
  }

  var runtime: SceneRuntime
  var items: [Item] = []

  init(runtime: SceneRuntime) {
    self.runtime = runtime
    for e in runtime.layoutProblems.keys.sorted() {
      for p in runtime.layoutProblems[e] ?? [] { items.append(Item(element: e, problem: p)) }
    }
  }

  var size: ContentSizeCategory { runtime.contentSize }

  /// The element as a reader finds it: its name, quoted and made safe.
  func name(_ e: ElementIndex) -> String {
    Sanitize.quote(runtime.name(of: e))
  }

  /// `'Continue' clipped at AX3: needs 2 lines, has 1 (its fixed height)`.
  func describe(_ item: Item) -> String {
    name(item.element) + " " + item.problem.describe(at: size)
  }

  /// A blank line then one `! ` line per problem; empty when there are none.
  var text: String {
    guard !items.isEmpty else { return "" }
    return "\n" + items.map { "! " + Sanitize.forMessage(describe($0)) + "\n" }.joined()
  }

  /// One JSON object per problem, keys in a fixed order.
  var json: [String] {
    items.map { item in
      let e = runtime.scene.elements[item.element]
      var fields = [
        "\"element\":\(Transcript.json(e.id ?? e.path))",
        "\"name\":\(Transcript.json(runtime.name(of: item.element)))",
        "\"problem\":\(Transcript.json(Self.kind(item.problem)))",
      ]
      switch item.problem {
      case .truncated(let needs, let has, let limit):
        fields.append("\"needs\":\(needs),\"has\":\(has),\"limit\":\(Transcript.json(limit.rawValue))")
      case .offScreen(let overflow):
        fields.append("\"overflow\":\(Frame.format(overflow))")
      case .fixedFontSize:
        break
      }
      fields.append("\"text\":\(Transcript.json(item.problem.describe(at: size)))")
      return "{" + fields.joined(separator: ",") + "}"
    }
  }

  /// A stable machine name: "clipped", "truncated", "fixedFontSize", "offScreen".
  static func kind(_ p: LayoutProblem) -> String {
    switch p {
    case .truncated(_, _, let limit): return limit == .lineLimit ? "truncated" : "clipped"
    case .fixedFontSize: return "fixedFontSize"
    case .offScreen: return "offScreen"
    }
  }

  /// The compact form for the side-by-side table: "clipped 2/1", "truncated 3/1",
  /// "fixed size", "off +24".
  static func short(_ p: LayoutProblem) -> String {
    switch p {
    case .truncated(let needs, let has, _): return "\(p.shortName) \(needs)/\(has)"
    case .fixedFontSize: return p.shortName
    case .offScreen(let overflow): return "off +\(Frame.format(overflow))"
    }
  }
}
