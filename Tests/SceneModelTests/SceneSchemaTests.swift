import Foundation
import Testing

@testable import SceneModel

/// The scene schema is generated from the decoder's tables (`SceneSchema`), and
/// `Scenes/scene.schema.json` is that output: a kind, key, trait or value name added to the
/// decoder changes the output, and the file must be regenerated.
@Suite struct SceneSchemaTests {
  static let schemaFile = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/scene.schema.json")

  static let regenerate = "run `swift run axsim schema > Scenes/scene.schema.json` and commit the result"

  @Test func theSchemaFileIsTheGeneratorsOutput() throws {
    let file = try Data(contentsOf: Self.schemaFile)
    let generated = Data(SceneSchema.text.utf8)
    guard file != generated else { return }
    // Say where they first differ, so the failure shows what changed.
    let fileLines = String(decoding: file, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let generatedLines = SceneSchema.text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(fileLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(fileLines.count, generatedLines.count)
    let was = line < fileLines.count ? String(fileLines[line]) : "(end of file)"
    let now = line < generatedLines.count ? String(generatedLines[line]) : "(end of output)"
    Issue.record(
      """
      Scenes/scene.schema.json is out of date with the decoder: \(Self.regenerate).
      First difference, line \(line + 1):
        file:      \(was.prefix(200))
        generated: \(now.prefix(200))
      """)
  }

  @Test func everyNameTheDecoderAcceptsIsDescribed() {
    #expect(SceneSchema.undescribed == [], "\(SceneSchema.undescribed.joined(separator: "\n"))")
  }

  @Test func theOutputIsTheSameEveryTimeAndValidJSON() throws {
    let text = SceneSchema.text
    #expect(text == SceneSchema.text)
    #expect(text.hasSuffix("}\n"))
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(parsed?["$id"] as? String == SceneFormat.schemaID)
  }

  // MARK: The schema's lists are the decoder's

  static let document = SceneSchema.document
  static var defs: SchemaNode { document["$defs"] ?? .null }

  static func strings(_ node: SchemaNode?) -> [String] {
    guard case .array(let items)? = node else { return [] }
    return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
  }

  static func keys(_ node: SchemaNode?) -> [String] { node?["properties"]?.members.map(\.key) ?? [] }

  @Test func everyKindAliasAndKeyIsInTheSchema() {
    let kinds = ElementKind.allCases.map(\.rawValue) + ElementKind.aliases.keys.sorted()
    #expect(Self.strings(Self.defs["kindName"]?["enum"]) == kinds)
    #expect(Self.keys(Self.defs["commonProperties"]) == SceneDecoder.commonKeys)
    for kind in ElementKind.allCases {
      let props = Self.defs["props_" + kind.rawValue]
      #expect(Self.keys(props) == SceneDecoder.kindKeys[kind] ?? [], "keys of \(kind)")
      #expect(Self.defs["kindValue_" + kind.rawValue] != nil, "\(kind)")
    }
    let element = Self.keys(Self.defs["elementObject"])
    for name in kinds + SceneDecoder.commonKeys + SceneDecoder.kindKeys.values.flatMap({ $0 }) {
      #expect(element.contains(name), "the element object lacks '\(name)'")
    }
    #expect(Self.keys(Self.document) == SceneDecoder.topLevelKeys)
    #expect(Self.keys(Self.defs["screen"]) == SceneDecoder.screenKeys)
    #expect(Self.keys(Self.document["properties"]?["settings"]) == SceneDecoder.settingsKeys)
    #expect(Self.keys(Self.document["properties"]?["device"]) == SceneDecoder.deviceKeys)
    #expect(Self.keys(Self.defs["effectObject"]) == SceneDecoder.effectNames)
    #expect(Self.strings(Self.defs["traitName"]?["enum"]) == Traits.named.map(\.name))
  }

  /// Decodes a one-button scene with `extra` beside the kind, and returns its errors.
  static func errors(element extra: String = "", settings: String = "", device: String = "", screen: String = "") -> [String] {
    let text = """
      { format: "axsim-scene/1", settings: { \(settings) }, device: { \(device) },
        screens: [{ id: "main", \(screen) root: { vstack: [{ button: "OK", id: "ok" }, { text: "Hi", \(extra) }] } }, { id: "other", root: ["x"] }] }
      """
    do {
      _ = try SceneLoader.load(bytes: Array(text.utf8), name: "t.json5")
      return []
    } catch {
      return error.diagnostics.map(\.message)
    }
  }

  /// Every name a schema list allows, the decoder accepts: the lists cannot say more than it.
  @Test func everyNameTheSchemaAllowsDecodes() {
    let p = Self.defs
    func values(_ key: String) -> [String] {
      let node = p["p_" + key]
      return Self.strings(node?["enum"]) + (Self.strings(node?["anyOf"].flatMap { a in
        if case .array(let items) = a { return items.first { $0["enum"] != nil }?["enum"] }
        return nil
      }))
    }
    for trait in Self.strings(p["traitName"]?["enum"]) {
      #expect(Self.errors(element: "addTraits: [\"\(trait)\"], removeTraits: \"\(trait)\"") == [], "trait \(trait)")
    }
    for key in ["grouping", "container", "alignment", "style", "scaledMetrics", "navigationStyle", "focusGroupPriority", "framework"] {
      for name in values(key) { #expect(Self.errors(element: "\(key): \"\(name)\"") == [], "\(key): \(name)") }
    }
    for name in values("motion") { #expect(Self.errors(element: "motion: \"\(name)\"") == [], "motion: \(name)") }
    for name in values("adaptive") { #expect(Self.errors(element: "adaptive: \"\(name)\"").allSatisfy { $0.hasPrefix("'adaptive' applies to rows") }, "adaptive: \(name)") }
    for name in Self.strings(p["effectString"]?["enum"]) {
      #expect(Self.errors(element: "onActivate: \"\(name)\"") == [], "effect \(name)")
    }
    let device = Self.document["properties"]?["device"]?["properties"]
    for name in Self.strings(device?["idiom"]?["enum"]) { #expect(Self.errors(device: "idiom: \"\(name)\"") == [], "idiom \(name)") }
    for name in Self.strings(device?["layoutDirection"]?["enum"]) {
      #expect(Self.errors(device: "layoutDirection: \"\(name)\"") == [], "direction \(name)")
    }
    for name in Self.strings(p["screen"]?["properties"]?["transition"]?["enum"]) {
      #expect(Self.errors(screen: "transition: \"\(name)\",") == [], "transition \(name)")
    }
    if case .array(let ways)? = p["contentSize"]?["anyOf"] {
      for name in Self.strings(ways.first?["enum"]) { #expect(Self.errors(settings: "contentSize: \"\(name)\"") == [], "size \(name)") }
    }
    for rule in Self.strings(p["p_audit"]?["properties"]?["suppress"]?["items"]?["properties"]?["rule"]?["enum"]) {
      #expect(Self.errors(element: "audit: { suppress: [{ rule: \"\(rule)\", reason: \"test\" }] }") == [], "rule \(rule)")
    }
  }

  /// The content-size pattern matches exactly the spellings `ContentSizeCategory.named`
  /// upper-cases to a size code.
  @Test func theContentSizePatternMatchesWhatTheDecoderUpperCases() throws {
    let regex = try Regex(SceneSchema.codePattern)
    // Every word of up to three letters from these, and of four from the letters of "XXXL".
    func words(_ letters: [String], upTo length: Int) -> [String] {
      var all: [String] = []
      var last = [""]
      for _ in 1...length {
        last = last.flatMap { w in letters.map { w + $0 } }
        all += last
      }
      return all
    }
    let alphabet = ["x", "X", "s", "S", "\u{17F}", "m", "l", "L", "a", "A", "1", "5", "6", "\u{DF}", "\u{131}"]
    var checked = 0
    for word in words(alphabet, upTo: 3) + words(["x", "X", "l", "L", "\u{17F}"], upTo: 4).filter({ $0.count == 4 }) {
      let decoder = ContentSizeCategory(rawValue: word.uppercased()) != nil
      let schema = (try? regex.wholeMatch(in: word)) != nil
      #expect(decoder == schema, "'\(word)': the decoder \(decoder ? "accepts" : "rejects") it, the pattern \(schema ? "matches" : "does not")")
      checked += 1
    }
    #expect(checked > 3_000)
    #expect((try? regex.wholeMatch(in: "x\u{17F}")) != nil)
  }
}
