extension SceneDecoder {
  /// The variants of a colour written as an object; `light` is required.
  static let colorVariantKeys = ["light", "dark", "increasedContrast", "darkIncreasedContrast"]

  /// A colour: "#RRGGBB", "#RGB", a system colour name, or
  /// `{ light: "#…", dark: "#…", increasedContrast: "#…", darkIncreasedContrast: "#…" }`.
  mutating func decodeColorSet(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> ColorSet? {
    var path: String { pathText() }
    if case .string = node.value {
      return decodeRGB(node, path).map { ColorSet(light: $0) }
    }
    guard let raw = context.object(node, path, example: "\"#1C1C1E\" or { light: \"#000000\", dark: \"#FFFFFF\" }") else { return nil }
    var light: RGB?
    var set = ColorSet(light: RGB(red: 0, green: 0, blue: 0))
    for m in context.uniqueMembers(raw, path) {
      var p: String { join(path, m.key) }
      guard SceneDecoder.colorVariantKeys.contains(m.key) else {
        context.unknownKey(m, path, allowed: SceneDecoder.colorVariantKeys, context: "a colour")
        continue
      }
      switch m.key {
      case "light": light = decodeRGB(m.value, p)
      case "dark": set.dark = decodeRGB(m.value, p)
      case "increasedContrast": set.increasedContrast = decodeRGB(m.value, p)
      case "darkIncreasedContrast": set.darkIncreasedContrast = decodeRGB(m.value, p)
      default: context.unknownKey(m, path, allowed: SceneDecoder.colorVariantKeys, context: "a colour")
      }
    }
    guard let light else {
      context.error(node.offset, path, "the colour has no 'light' value", "add light: \"#RRGGBB\" (the colour in the light appearance)")
      return nil
    }
    set.light = light
    return set
  }

  mutating func decodeRGB(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> RGB? {
    var path: String { pathText() }
    guard let s = context.string(node, path, example: "\"#1C1C1E\"") else { return nil }
    if let c = RGB(s) { return c }
    let names = RGB.named.keys.sorted()
    context.error(
      node.offset, path, "\(Sanitize.quote(s)) is not a colour",
      Suggest.didYouMean(s, among: names, otherwise: "write \"#RRGGBB\" (hex) or a system colour such as \"systemRed\""))
    return nil
  }

  static let motionKeys = ["kind", "autoplay", "interval", "reduced", "announces", "pages"]

  /// `motion: { kind: "carousel", autoplay: true, interval: 3, reduced: "pauseControl", announces: true, pages: [...] }`
  /// or just the kind as a string.
  mutating func decodeMotion(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> MotionSpec? {
    var path: String { pathText() }
    let kinds = MotionSpec.Kind.allCases.map(\.rawValue)
    if case .string = node.value {
      return context.choice(node, path, what: "motion kind", names: kinds, lookup: MotionSpec.Kind.init(rawValue:)).map { MotionSpec(kind: $0) }
    }
    guard let raw = context.object(node, path, example: "{ kind: \"carousel\", reduced: \"pauseControl\" }") else { return nil }
    var kind: MotionSpec.Kind?
    var spec = MotionSpec(kind: .carousel)
    for m in context.uniqueMembers(raw, path) {
      var p: String { join(path, m.key) }
      guard SceneDecoder.motionKeys.contains(m.key) else {
        context.unknownKey(m, path, allowed: SceneDecoder.motionKeys, context: "'motion'")
        continue
      }
      switch m.key {
      case "kind": kind = context.choice(m.value, p, what: "motion kind", names: kinds, lookup: MotionSpec.Kind.init(rawValue:))
      case "autoplay": spec.autoplay = context.bool(m.value, p) ?? true
      case "interval": spec.interval = context.number(m.value, p, in: SceneRange.motionInterval) ?? 3
      case "reduced":
        spec.reduced = context.choice(m.value, p, what: "reduced-motion alternative", names: MotionSpec.Reduced.allCases.map(\.rawValue), lookup: MotionSpec.Reduced.init(rawValue:)) ?? .none
      case "announces": spec.announces = context.bool(m.value, p) ?? false
      case "pages": spec.pages = context.strings(m.value, p) ?? []
      default: context.unknownKey(m, path, allowed: SceneDecoder.motionKeys, context: "'motion'")
      }
    }
    guard let kind else {
      context.error(node.offset, path, "'motion' needs a 'kind'", "add kind: one of " + kinds.map { "\"\($0)\"" }.joined(separator: ", "))
      return nil
    }
    spec.kind = kind
    return spec
  }
}
