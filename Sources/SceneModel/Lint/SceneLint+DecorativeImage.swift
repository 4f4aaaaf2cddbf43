extension SceneLint {
  /// Words that say only that an image decorates, or what kind of picture it is.
  static let decorativeWords: Set<String> = [
    "decoration", "decorative", "separator", "background", "spacer", "divider", "image", "icon",
    "picture", "graphic", "line", "border", "ornament", "pattern", "gradient", "shadow", "bg", "img",
  ]
  /// Prefixes of asset and camera file names ("img_1234", "ic_star", "IMG1234", "DSC0042").
  static let assetPrefixes: Set<String> = ["img", "ic", "bg", "image", "icon", "pic", "dsc"]
  /// Extensions of image files.
  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "pdf", "heic", "webp", "tif", "tiff"]

  /// What makes an image's label read as a decorative image's (nil when it reads as words
  /// that may mean something). The detection is by the label alone, because that is what
  /// VoiceOver reads: a file or asset name ("divider_line.png", "bg-gradient", "img_1234",
  /// "chevron.right") or only words such as "divider" or "background image".
  static func decorativeLabel(_ label: String) -> String? {
    let trimmed = trimmedLabel(label)
    let lower = trimmed.lowercased()
    guard !lower.isEmpty else { return nil }
    if !lower.contains(" ") {
      let parts = lower.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" }).map(String.init)
      if let ext = parts.last, parts.count > 1, lower.contains("."), imageExtensions.contains(ext) { return "a file name" }
      if lower.contains("_") { return "an asset name" }
      let plain = lower.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
      if plain, trimmed == lower, parts.count > 1 {
        if parts.contains(where: { decorativeWords.contains($0) || assetPrefixes.contains($0) }) { return "an asset name" }
        // An SF Symbol's name: dotted words ("chevron.right", "star.fill").
        if lower.contains("."), !lower.contains("-"), parts.allSatisfy({ $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) } }) { return "a symbol's name" }
      }
      // A camera or asset file name without its extension: "IMG1234", "dsc0042".
      let letters = String(lower.prefix { $0.isLetter })
      let digits = lower.dropFirst(letters.count)
      if assetPrefixes.contains(letters), !digits.isEmpty, digits.allSatisfy(\.isNumber) { return "an asset name" }
    }
    let words = lower.split(whereSeparator: { $0 == " " || $0 == "-" })
    if !words.isEmpty, words.allSatisfy({ decorativeWords.contains(String($0)) }) { return "a word that says only that it decorates" }
    return nil
  }

  /// An image stop that is not a control, with a label that names a file or says only that
  /// it decorates: VoiceOver stops on it and reads the name. (An image with no label is
  /// `image-without-label`'s.) Returns whether it warned.
  static func decorativeImage(_ i: ElementIndex, _ e: Element, reach: Reachability, warn: Warn) -> Bool {
    guard e.kind == .image || e.traits.contains(.image), !reach.respondsToTouch(i), e.actions.isEmpty,
      (e.value ?? "").isEmpty, let label = e.label, let what = decorativeLabel(label)
    else { return false }
    let name = e.id.map { "image \(Sanitize.quote($0))" } ?? "an image"
    warn(
      .decorativeImageExposed, i,
      "\(name) is labelled \(Sanitize.quote(label)), \(what): VoiceOver stops on it and reads that, which tells the user nothing",
      SceneFix(
        (e.kind == .element ? [] : [SceneFix.Option([.set("element", "false")], purpose: "if it only decorates")])
          + [SceneFix.Option([.set("label", "\"...\"")], purpose: "saying what it shows, if it means something")],
        note: e.kind == .element ? "or, if it only decorates, make it a plain view (a group) rather than an element" : nil))
    return true
  }
}
