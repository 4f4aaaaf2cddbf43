import SceneModel

extension SceneRuntime {
  /// An element's declared foreground over its (or its nearest ancestor's) background, for
  /// the current appearance, Increase Contrast and Smart Invert; nil when it declares no
  /// foreground. The screen's background is white (black in dark appearance) when nothing
  /// declares one.
  public func colors(of element: ElementIndex) -> ResolvedColors? {
    guard let fg = scene.colors[element]?.foreground else { return nil }
    let dark = display.appearance == .dark
    let high = display.increaseContrast
    var background: RGB?
    var current: ElementIndex? = element
    while let c = current {
      if let bg = scene.colors[c]?.background {
        background = bg.resolved(dark: dark, increasedContrast: high)
        break
      }
      current = scene.elements[c].parent
    }
    var f = fg.resolved(dark: dark, increasedContrast: high)
    var b = background ?? (dark ? RGB(red: 0, green: 0, blue: 0) : RGB(red: 255, green: 255, blue: 255))
    if display.smartInvert, scene.elements[element].kind != .image {
      f = f.inverted
      b = b.inverted
    }
    let e = scene.elements[element]
    let isText = e.kind.showsText && e.kind != .image && (e.visibleText ?? e.label).map { !$0.isEmpty } ?? false
    let style = e.layout.textStyle ?? (e.kind == .header ? .title2 : .body)
    let size = DynamicType.pointSize(style, e.layout.fixedTextSize ? .large : contentSize)
    let bold = display.boldText || style == .headline
    let required = Contrast.required(pointSize: isText && e.symbol == nil ? size : nil, bold: bold)
    return ResolvedColors(foreground: f, background: b, ratio: Contrast.ratio(f, b), required: required)
  }

  /// Recomputes the display problems of the visible screens' elements that declare colours
  /// or motion (a side table: costs what the scene declares, not its size).
  mutating func refreshDisplayProblems() {
    var problems: [ElementIndex: [DisplayProblem]] = [:]
    for (e, c) in scene.colors where isVisible(scene.elements[e].screen) && !scene.elements[e].hidden {
      if let resolved = colors(of: e), !resolved.passes {
        problems[e, default: []].append(.lowContrast(ratio: resolved.ratio, required: resolved.required))
      }
      if let meaning = c.colorMeaning, c.withoutColor == nil {
        let spoken = properties(of: e).label.map { $0.lowercased().contains(meaning.lowercased()) } ?? false
          || (properties(of: e).value.map { $0.lowercased().contains(meaning.lowercased()) } ?? false)
        problems[e, default: []].append(.colorOnly(meaning: meaning, spoken: spoken))
      }
    }
    for (e, spec) in scene.motion where isVisible(scene.elements[e].screen) && !scene.elements[e].hidden && spec.reduced == .none {
      problems[e, default: []].append(.motionWithoutAlternative(spec.kind))
    }
    displayProblems = problems
  }
}
