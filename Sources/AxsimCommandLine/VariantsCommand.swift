import AssistiveTechnologies
import SceneModel

extension HeadlessCommands {
  // MARK: variants

  /// `axsim variants`: the same screen laid out at several text sizes, each with its
  /// VoiceOver reading order and the layout problems found at that size, then a table of
  /// the problems side by side.
  public func variants(_ o: Options) -> CommandOutput {
    let loaded: SceneLoader.Loaded
    switch loadScene(o.scene) {
    case .success(let l): loaded = l
    case .failure(let f): return f
    }
    var scene = loaded.scene
    let screen: Int
    switch Self.screen(o.screen, in: scene, command: "variants") {
    case .success(let s): screen = s
    case .failure(let f): return f
    }
    let settings = EffectiveSettings(scene: scene, options: o)
    var sizes = o.sizes ?? VariantsReport.defaultSizes(largerAccessibilitySizes: settings.largerAccessibilitySizes)
    // `--sizes all` is every size offered.
    if o.sizesAll, !settings.largerAccessibilitySizes { sizes.removeAll(where: \.isAccessibilitySize) }
    if !settings.largerAccessibilitySizes, let ax = sizes.first(where: \.isAccessibilitySize) {
      let why = o.largerAccessibilitySizes != nil ? "--larger-accessibility-sizes is off" : "the scene's settings.largerAccessibilitySizes is false"
      return CommandOutput(stderr: UsageError(message: "--sizes lists \(ax.rawValue), an accessibility size, but \(why)", suggestion: "use --larger-accessibility-sizes on, or sizes up to XXXL", command: "variants").description + "\n", status: CommandOutput.badInput)
    }
    scene = settings.apply(to: scene)
    let width = o.width ?? VariantsReport.defaultWidth
    var report = VariantsReport(scene: scene, screen: screen, sizes: sizes, settings: settings, width: width)
    if o.format == .text, let draw = variantsWireframe {
      report.wireframe = draw(scene, sizes, screen, width).map { VariantsReport.trimTrailing(Sanitize.forMessage($0)) }
    }
    return CommandOutput(stdout: report.render(o.format), stderr: warningsText(loaded))
  }
}

/// The data of `axsim variants`: one laid-out runtime per text size. The text and JSON
/// renderings live here; a wireframe rendering (InspectorUI's `VariantsView`) can take the
/// same `runtimes`.
public struct VariantsReport: Sendable {
  public var sizes: [ContentSizeCategory]
  /// The screen laid out at each size, in the order of `sizes`.
  public var runtimes: [SceneRuntime]
  var settings: EffectiveSettings
  var width: Int
  /// The wireframes side by side, printed under the header when a front end draws them.
  public var wireframe: [String] = []

  public static let defaultWidth = 100

  /// L, XXXL, AX3, AX5; without Larger Accessibility Sizes, L, XL, XXL, XXXL.
  public static func defaultSizes(largerAccessibilitySizes: Bool) -> [ContentSizeCategory] {
    largerAccessibilitySizes
      ? [.large, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge]
      : [.large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge]
  }

  public init(scene: Scene, screen: Int, sizes: [ContentSizeCategory], settings: EffectiveSettings, width: Int = VariantsReport.defaultWidth) {
    self.sizes = sizes
    self.settings = settings
    self.width = width
    runtimes = sizes.map { SceneRuntime(scene: scene, contentSize: $0, screen: screen) }
  }

  var scene: Scene { runtimes[0].scene }

  /// Stops at each size, as element indexes.
  func order(_ i: Int) -> [ElementIndex] { runtimes[i].tree.stops.map(\.element) }

  /// "2nd at L" notes for stops whose position differs from the first size's.
  func moved(_ i: Int) -> [ElementIndex: Int] {
    guard i > 0 else { return [:] }
    var first: [ElementIndex: Int] = [:]
    for (n, e) in order(0).enumerated() { first[e] = n }
    var out: [ElementIndex: Int] = [:]
    for (n, e) in order(i).enumerated() {
      if let was = first[e], was != n { out[e] = was }
    }
    return out
  }

  /// How the reading order at size `i` compares with the first size.
  func orderSummary(_ i: Int) -> String? {
    guard i > 0 else { return nil }
    let a = order(0)
    let b = order(i)
    if a == b { return nil }
    if Set(a) == Set(b) { return "reading order differs from \(sizes[0].rawValue)" }
    return "stops differ from \(sizes[0].rawValue) (\(a.count) → \(b.count))"
  }

  public func render(_ format: OutputFormat) -> String {
    switch format {
    case .text: return text
    case .json: return json
    }
  }

  var text: String {
    let screen = scene.screens[runtimes[0].currentScreen]
    var out = "\(Sanitize.forMessage(scene.headerName)) · screen '\(Sanitize.forMessage(screen.id))'\(settingsSuffix) · \(sizes.count) text size\(sizes.count == 1 ? "" : "s"): \(sizes.map(\.rawValue).joined(separator: ", "))\n"
    if !wireframe.isEmpty { out += "\n" + wireframe.map { $0 + "\n" }.joined() }
    for (i, runtime) in runtimes.enumerated() {
      let problems = ScreenProblems(runtime: runtime)
      let stops = order(i)
      var head = "\n── \(sizes[i].rawValue) · \(stops.count) stop\(stops.count == 1 ? "" : "s") · "
      head += problems.items.isEmpty ? "no problems" : "\(problems.items.count) problem\(problems.items.count == 1 ? "" : "s")"
      if let summary = orderSummary(i) { head += " · " + summary }
      out += head + "\n"
      let moved = moved(i)
      for (n, e) in stops.enumerated() {
        var line = "  " + StableOutput.stopNumber(n + 1) + ". " + Sanitize.shorten(runtime.name(of: e), limit: 60)
        if let was = moved[e] { line += "  (\(Self.ordinal(was + 1)) at \(sizes[0].rawValue))" }
        out += line + "\n"
      }
      for item in problems.items {
        out += "  ! " + Sanitize.forMessage(problems.describe(item)) + "\n"
      }
    }
    out += "\n" + table
    return out
  }

  /// " · Larger Accessibility Sizes off · Bold Text ..." (the text size varies, so it is not
  /// listed).
  var settingsSuffix: String {
    var s = settings
    s.contentSize = .large
    return s.headerSuffix
  }

  /// Elements with a problem (layout or display) at any size, one row each, sizes as columns; split into several
  /// tables when the columns do not fit the width.
  var table: String {
    let all = runtimes.map { ScreenProblems(runtime: $0) }
    let rows = Array(Set(all.flatMap(\.elements))).sorted()
    guard !rows.isEmpty else {
      return "No problems at \(sizes.map(\.rawValue).joined(separator: ", ")).\n"
    }
    let names = rows.map { Sanitize.quote(runtimes[0].name(of: $0), limit: 30) }
    let cells: [[String]] = rows.map { e in all.map { $0.cell(e) } }
    let nameWidth = max("element".count, names.map(\.count).max() ?? 0)
    let columnWidths = sizes.indices.map { c in max(sizes[c].rawValue.count, cells.map { $0[c].count }.max() ?? 0) }
    // Columns that fit beside the element column, at least one per block.
    var blocks: [[Int]] = []
    var current: [Int] = []
    var used = nameWidth
    for c in sizes.indices {
      let w = 2 + columnWidths[c]
      if !current.isEmpty, used + w > width {
        blocks.append(current)
        current = []
        used = nameWidth
      }
      current.append(c)
      used += w
    }
    if !current.isEmpty { blocks.append(current) }
    var out = "Problems by size (· = none; clipped/truncated N/M = needs N lines, has M)\n"
    for (b, block) in blocks.enumerated() {
      if b > 0 { out += "\n" }
      var header = Self.pad("element", nameWidth)
      for c in block { header += "  " + Self.pad(sizes[c].rawValue, columnWidths[c]) }
      out += Self.trimTrailing(header) + "\n"
      for (r, name) in names.enumerated() {
        var line = Self.pad(name, nameWidth)
        for c in block { line += "  " + Self.pad(cells[r][c], columnWidths[c]) }
        out += Self.trimTrailing(line) + "\n"
      }
    }
    return out
  }

  var json: String {
    let screen = scene.screens[runtimes[0].currentScreen]
    var variants: [String] = []
    for (i, runtime) in runtimes.enumerated() {
      let problems = ScreenProblems(runtime: runtime)
      let stops = runtime.tree.stops.map { stop -> String in
        let e = scene.elements[stop.element]
        return "{\"element\":\(Transcript.json(Transcript.elementName(e, in: scene))),\"name\":\(Transcript.json(runtime.name(of: stop.element))),\"frame\":\(StableOutput.frameJSON(runtime.frames[stop.element]))}"
      }
      var v = "{\"size\":\(Transcript.json(sizes[i].rawValue)),\"orderChanged\":\(orderSummary(i) != nil)"
      v += ",\"stops\":[" + stops.joined(separator: ",") + "]"
      v += ",\"problems\":[" + problems.json.joined(separator: ",") + "]}"
      variants.append(v)
    }
    var s = settings
    s.contentSize = .large
    return "{\"format\":\"axsim-variants/1\",\"scene\":\(Transcript.json(scene.sourceName)),\"screen\":\(Transcript.json(screen.id)),\"settings\":\(s.json),\"sizes\":[" + sizes.map { Transcript.json($0.rawValue) }.joined(separator: ",") + "],\"variants\":[\n" + variants.joined(separator: ",\n") + "\n]}\n"
  }

  static func ordinal(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
  }

  static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
  }

  static func trimTrailing(_ s: String) -> String {
    var s = s
    while s.last == " " { s.removeLast() }
    return s
  }
}
