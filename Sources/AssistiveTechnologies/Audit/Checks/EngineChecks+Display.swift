import SceneModel

/// Layout at Dynamic Type sizes and the display settings: clipped and truncated text, fixed
/// font sizes, elements pushed off screen, contrast, colour-only state, motion.
extension EngineChecks {
  mutating func display(_ runtime: SceneRuntime, screen s: Int) {
    for e in runtime.displayProblems.keys.sorted() where scene.elements[e].screen == s {
      for p in runtime.displayProblems[e] ?? [] {
        switch p {
        case .lowContrast:
          add(.lowContrast, e, "has \(p.describe())", contrastFix(e, runtime))
        case .colorOnly(let meaning, let spoken):
          var edits: [SceneFix.Edit] = [.set("withoutColor", SceneFix.string(meaning))]
          if !spoken { edits.append(.set("value", SceneFix.string(meaning))) }
          add(.colorOnlyState, e, "shows \(p.describe())",
              SceneFix([SceneFix.Option(edits, purpose: spoken ? "(what Differentiate Without Color shows: a symbol name or text)" : "(shown without colour, and said by VoiceOver)")]))
        case .motionWithoutAlternative(let kind):
          add(.motionWithoutAlternative, e, "is \(Self.article(kind.rawValue)) \(kind.rawValue) that moves with no reduced-motion alternative", motionFix(e))
        }
      }
    }
  }

  /// A foreground that reaches the ratio: the same hue, darkened (or lightened on a dark
  /// background) just enough, written for the variant the settings use.
  func contrastFix(_ e: ElementIndex, _ runtime: SceneRuntime) -> SceneFix {
    guard let resolved = runtime.colors(of: e), let set = scene.colors[e]?.foreground else {
      return SceneFix([], note: "darken the foreground or lighten the background to reach the ratio")
    }
    let b = resolved.background
    let towards = Contrast.ratio(RGB(red: 0, green: 0, blue: 0), b) >= Contrast.ratio(RGB(red: 255, green: 255, blue: 255), b)
      ? RGB(red: 0, green: 0, blue: 0) : RGB(red: 255, green: 255, blue: 255)
    var fixed = towards
    for step in 1...100 {
      let t = Double(step) / 100
      func mix(_ a: UInt8, _ z: UInt8) -> UInt8 { UInt8((Double(a) + (Double(z) - Double(a)) * t).rounded()) }
      let c = RGB(red: mix(resolved.foreground.red, towards.red), green: mix(resolved.foreground.green, towards.green), blue: mix(resolved.foreground.blue, towards.blue))
      if Contrast.ratio(c, b) >= resolved.required + 0.05 {
        fixed = c
        break
      }
    }
    let dark = runtime.display.appearance == .dark
    let high = runtime.display.increaseContrast
    var variants = set
    switch (dark, high) {
    case (true, true): variants.darkIncreasedContrast = fixed
    case (true, false): variants.dark = fixed
    case (false, true): variants.increasedContrast = fixed
    case (false, false): variants.light = fixed
    }
    let value: String
    if variants.dark == nil, variants.increasedContrast == nil, variants.darkIncreasedContrast == nil {
      value = SceneFix.string(variants.light.description)
    } else {
      var fields = ["light: \(SceneFix.string(variants.light.description))"]
      if let c = variants.dark { fields.append("dark: \(SceneFix.string(c.description))") }
      if let c = variants.increasedContrast { fields.append("increasedContrast: \(SceneFix.string(c.description))") }
      if let c = variants.darkIncreasedContrast { fields.append("darkIncreasedContrast: \(SceneFix.string(c.description))") }
      value = "{ " + fields.joined(separator: ", ") + " }"
    }
    return SceneFix(.set("foreground", value), purpose: "(\(DisplayProblem.ratioText(Contrast.ratio(fixed, b))) on its background; or lighten the background)")
  }

  /// The motion with a reduced alternative: auto-play stops for a carousel or video, a
  /// static frame for a spinner, parallax or animated image.
  func motionFix(_ e: ElementIndex) -> SceneFix {
    guard let spec = scene.motion[e] else { return SceneFix([], note: "give it a reduced-motion alternative") }
    func written(_ reduced: MotionSpec.Reduced) -> String {
      var fields = ["kind: \(SceneFix.string(spec.kind.rawValue))"]
      if !spec.autoplay { fields.append("autoplay: false") }
      if spec.interval != 3 { fields.append("interval: \(Adjustment.format(spec.interval))") }
      fields.append("reduced: \(SceneFix.string(reduced.rawValue))")
      if spec.announces { fields.append("announces: true") }
      if !spec.pages.isEmpty { fields.append("pages: \(SceneFix.strings(spec.pages))") }
      return "{ " + fields.joined(separator: ", ") + " }"
    }
    switch spec.kind {
    case .carousel, .video:
      return SceneFix([
        SceneFix.Option([.set("motion", written(.pauseControl))], purpose: "(Reduce Motion stops auto-play and offers a pause control)"),
        SceneFix.Option([.set("motion", written(.crossFade))], purpose: "(pages cross-fade instead of sliding)"),
      ])
    case .spinner, .parallax, .animatedImage:
      return SceneFix(.set("motion", written(.staticFrame)), purpose: "(Reduce Motion shows a still frame)")
    }
  }

  mutating func layout(_ problems: [ElementIndex: [LayoutProblem]], at size: ContentSizeCategory, screen s: Int) {
    for e in problems.keys.sorted() where scene.elements[e].screen == s {
      for p in problems[e] ?? [] {
        let text = p.describe(at: size)
        switch p {
        case .truncated(_, _, let limit) where limit == .lineLimit:
          var options = [SceneFix.Option([.set("lines", "0")], purpose: "(no line limit)")]
          if let row = row(around: e) {
            options.append(SceneFix.Option([.set("adaptive", "true", on: row, named: scene.findingName(of: row).quoted)], purpose: "(the row becomes a column at accessibility sizes)"))
          }
          add(.textTruncated, e, "is \(text)", SceneFix(options))
        case .truncated(_, _, let limit):
          let fixed = limit == .fixedFrame ? e : fixedAncestor(of: e) ?? e
          add(.textClipped, e, "is \(text)", growFix(fixed, own: fixed == e))
        case .overflows:
          // A control's title runs past its fixed frame (UIKit does not clip it).
          add(.textClipped, e, text, growFix(e, own: true))
        case .fixedFontSize:
          add(.fixedFontSize, e, "has a \(text)", SceneFix(.remove("fixedSize"), purpose: "so the text follows Dynamic Type"))
        case .offScreen:
          add(.offScreen, e, "is \(text)", offScreenFix(e))
        }
      }
    }
  }

  /// The nearest row (`hstack` or `cell`) the element is in, itself included.
  func row(around e: ElementIndex) -> ElementIndex? {
    if scene.elements[e].kind == .hstack || scene.elements[e].kind == .cell { return e }
    return scene.ancestors(of: e).first { scene.elements[$0].kind == .hstack || scene.elements[$0].kind == .cell }
  }

  /// The nearest ancestor with a fixed height or frame.
  func fixedAncestor(of e: ElementIndex) -> ElementIndex? {
    scene.ancestors(of: e).first { scene.elements[$0].layout.height != nil || scene.elements[$0].layout.frame != nil }
  }

  /// Let the element with the fixed size grow: its `height` becomes a `minHeight`, its
  /// `frame` goes (the stack places it).
  func growFix(_ fixed: ElementIndex, own: Bool) -> SceneFix {
    let spec = scene.elements[fixed].layout
    let on: ElementIndex? = own ? nil : fixed
    let name = own ? nil : scene.findingName(of: fixed).quoted
    if let f = spec.frame {
      return SceneFix([SceneFix.Option(
        [.remove("frame", on: on, named: name), .set("minHeight", Adjustment.format(f.height), on: on, named: name)],
        purpose: "so it grows with its text (a frame fixes its height)")])
    }
    if let h = spec.height {
      return SceneFix([SceneFix.Option(
        [.remove("height", on: on, named: name), .set("minHeight", Adjustment.format(h), on: on, named: name)],
        purpose: "so it grows with its text")])
    }
    return SceneFix([], note: "remove the fixed height or frame so the text can grow")
  }

  /// The row it is in becomes a column when its children do not fit (`ViewThatFits`); else
  /// its fixed width goes.
  func offScreenFix(_ e: ElementIndex) -> SceneFix {
    if let row = row(around: e) {
      return SceneFix(.set("adaptive", "\"fits\"", on: row == e ? nil : row, named: row == e ? nil : scene.findingName(of: row).quoted), purpose: "(the row becomes a column when it does not fit)")
    }
    if scene.elements[e].layout.frame != nil { return SceneFix(.remove("frame"), purpose: "so the layout places it") }
    if scene.elements[e].layout.width != nil { return SceneFix(.remove("width"), purpose: "so it fits the screen") }
    return SceneFix([], note: "let it wrap or become a column at accessibility sizes")
  }
}
