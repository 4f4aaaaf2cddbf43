import AssistiveTechnologies
import SceneModel

/// What the screen shows going wrong at the runtime's settings, as `speak`, `run` and
/// `variants` print it: layout problems at the text size
/// (`! 'Continue' clipped at AX3: needs 2 lines, has 1 (its fixed height)`), then display
/// problems (`! 'Offline': contrast 2.85:1, needs 4.5:1`), each in document order.
struct ScreenProblems {
  enum Problem: Equatable {
    case layout(LayoutProblem)
    case display(DisplayProblem)
  }

  struct Item {
    var element: ElementIndex
    var problem: Problem
  }

  var runtime: SceneRuntime
  var items: [Item] = []

  init(runtime: SceneRuntime) {
    self.runtime = runtime
    for e in runtime.layoutProblems.keys.sorted() {
      for p in runtime.layoutProblems[e] ?? [] { items.append(Item(element: e, problem: .layout(p))) }
    }
    for e in runtime.displayProblems.keys.sorted() {
      for p in runtime.displayProblems[e] ?? [] { items.append(Item(element: e, problem: .display(p))) }
    }
  }

  var size: ContentSizeCategory { runtime.contentSize }

  /// The element as a reader finds it: its name, quoted and made safe.
  func name(_ e: ElementIndex) -> String {
    Sanitize.quote(runtime.name(of: e))
  }

  func describe(_ p: Problem) -> String {
    switch p {
    case .layout(let l): return l.describe(at: size)
    case .display(let d): return d.describe()
    }
  }

  /// `'Continue' clipped at AX3: needs 2 lines, has 1 (its fixed height)`,
  /// `'Status': contrast 2.22:1, needs 3:1`.
  func describe(_ item: Item) -> String {
    switch item.problem {
    case .layout: return name(item.element) + " " + describe(item.problem)
    case .display: return name(item.element) + ": " + describe(item.problem)
    }
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
        "\"element\":\(Transcript.json(Transcript.elementName(e, in: runtime.scene)))",
        "\"name\":\(Transcript.json(runtime.name(of: item.element)))",
        "\"problem\":\(Transcript.json(Self.kind(item.problem)))",
      ]
      switch item.problem {
      case .layout(.truncated(let needs, let has, let limit)):
        fields.append("\"needs\":\(needs),\"has\":\(has),\"limit\":\(Transcript.json(limit.rawValue))")
      case .layout(.offScreen(let overflow)):
        fields.append("\"overflow\":\(StableOutput.points(overflow))")
      case .layout(.overflows(let needs, let height)):
        fields.append("\"needsHeight\":\(StableOutput.points(needs)),\"frameHeight\":\(StableOutput.points(height))")
      case .layout(.fixedFontSize):
        break
      case .display(.lowContrast(let ratio, let required)):
        fields.append("\"ratio\":\(Self.number(ratio)),\"required\":\(Self.number(required))")
      case .display(.colorOnly(let meaning, let spoken)):
        fields.append("\"meaning\":\(Transcript.json(meaning)),\"spoken\":\(spoken)")
      case .display(.motionWithoutAlternative(let kind)):
        fields.append("\"motion\":\(Transcript.json(kind.rawValue))")
      }
      fields.append("\"text\":\(Transcript.json(describe(item.problem)))")
      return "{" + fields.joined(separator: ",") + "}"
    }
  }

  /// A ratio to two decimals, as JSON.
  static func number(_ x: Double) -> String {
    Adjustment.format((x * 100).rounded() / 100)
  }

  /// A stable machine name: "clipped", "truncated", "overflows", "fixedFontSize", "offScreen",
  /// "lowContrast", "colorOnly", "motionWithoutAlternative".
  static func kind(_ p: Problem) -> String {
    switch p {
    case .layout(.truncated(_, _, let limit)): return limit == .lineLimit ? "truncated" : "clipped"
    case .layout(.overflows): return "overflows"
    case .layout(.fixedFontSize): return "fixedFontSize"
    case .layout(.offScreen): return "offScreen"
    case .display(.lowContrast): return "lowContrast"
    case .display(.colorOnly): return "colorOnly"
    case .display(.motionWithoutAlternative): return "motionWithoutAlternative"
    }
  }

  /// The compact form for the side-by-side table: "clipped 2/1", "truncated 3/1",
  /// "fixed size", "off +24", "contrast 2.85", "colour only", "motion".
  static func short(_ p: Problem) -> String {
    switch p {
    case .layout(let l):
      switch l {
      case .truncated(let needs, let has, _): return "\(l.shortName) \(needs)/\(has)"
      case .fixedFontSize: return l.shortName
      case .overflows(let needs, let height): return "overflows \(Frame.format(height))→\(Frame.format(needs)) pt"
      case .offScreen(let overflow): return "off +\(Frame.format(overflow))"
      }
    case .display(.lowContrast(let ratio, _)): return "contrast " + DisplayProblem.ratioText(ratio)
    case .display(let d): return d.shortName
    }
  }

  /// The problems of one element, short, for a table cell ("·" when none).
  func cell(_ e: ElementIndex) -> String {
    let ps = items.filter { $0.element == e }
    return ps.isEmpty ? "·" : ps.map { Self.short($0.problem) }.joined(separator: ", ")
  }

  /// Elements with any problem, in document order.
  var elements: [ElementIndex] {
    var seen = Set<ElementIndex>()
    return items.map(\.element).filter { seen.insert($0).inserted }.sorted()
  }
}
