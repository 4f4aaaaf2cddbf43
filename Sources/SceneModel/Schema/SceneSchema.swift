/// The JSON Schema of scene files, built from the decoder's own tables.
///
/// Every list the schema states comes from the table the decoder accepts it by: the keys of
/// each object (`SceneDecoder.topLevelKeys`, `commonKeys`, `kindKeys`, ...), the kinds and
/// their aliases (`ElementKind`), traits (`Traits.named`), effects, the names of every
/// choice (the enums' cases and aliases) and every numeric range (`SceneRange`). What is
/// written here is only what people read: the descriptions, which are keyed by those names
/// (`SceneSchema.undescribed` lists decoder names that have none).
///
/// `axsim schema` prints `text`, `Scenes/scene.schema.json` holds it, and a test checks that
/// the file is this output, so the schema follows the decoder.
public enum SceneSchema {
  /// The schema as `axsim schema` prints it: the bytes of `Scenes/scene.schema.json`.
  public static var text: String { document.text() + "\n" }

  /// The schema document.
  public static var document: SchemaNode {
    [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": .string(SceneFormat.schemaID),
      "title": .string("axsim scene (\(SceneFormat.current))"),
      "description": .string(overview),
      "type": "object",
      "properties": properties(of: SceneDecoder.topLevelKeys, from: topLevelSchemas),
      "required": ["format", "screens"],
      "additionalProperties": false,
      "$defs": .ordered(definitions),
    ]
  }

  /// The shared definitions, in the order the file lists them.
  static var definitions: [(String, SchemaNode)] {
    valueDefinitions + effectDefinitions + customDefinitions + formDefinitions
      + kindValueDefinitions + propertyDefinitions + kindPropertyDefinitions + kindNameDefinitions
      + ruleDefinitions + elementDefinitions + [("screen", screen)]
  }

  static var overview: String {
    "An axsim scene file (format \(SceneFormat.current), written in JSON5): screens of UIKit-like elements "
      + "with their accessibility properties, for simulating VoiceOver. See Docs/SceneFormat.md. "
      + "This schema is generated from the decoder's tables (Sources/SceneModel/Decoding) by "
      + "`axsim schema`, and follows it key for key, including the "
      + "one-kind-per-element rule, keys given both inside a kind's object and beside it, the "
      + "adjustable trait that adjustable values need, and 'format' needing a range. It cannot check "
      + "what needs the whole file or arithmetic: that element ids are unique in the file and screen "
      + "ids among screens; that the ids and screen ids used by effects, rotors, order and "
      + "initialScreen exist; that order lists only elements nested in its element, each once; that "
      + "min is not greater than max (min defaults to 0, max to min + 100, or 10 on a stepper) and a "
      + "numeric value lies between them; that a string value is one of 'values'; that "
      + "selectedIndex is less than the number of segments; that no key is given twice in an object; "
      + "that no number is NaN; and that arrays and objects nest at most "
      + "\(JSON5Parser.defaultMaxDepth) levels deep. "
      + "`axsim check` reports all of these (and .ci/validate-scenes.py the last three)."
  }

  /// The `properties` of an object whose keys a decoder table lists, in the table's order.
  /// A key without a schema here gets an empty one (anything goes); `undescribed` names it.
  static func properties(of keys: [String], from schemas: [String: SchemaNode]) -> SchemaNode {
    .ordered(keys.map { ($0, schemas[$0] ?? [:]) })
  }

  /// Names the decoder accepts that the schema has no description for, and descriptions of
  /// names the decoder does not accept, as sentences; empty when the two agree. A test
  /// requires it to be empty, so a key, kind, trait or setting added to the decoder needs
  /// its description here too.
  public static var undescribed: [String] {
    var problems: [String] = []
    func compare(_ what: String, decoder: [String], schema: some Sequence<String>, file: String) {
      let described = Set(schema)
      for name in decoder where !described.contains(name) {
        problems.append("the decoder accepts \(what) '\(name)' but the schema does not describe it: add it to \(file)")
      }
      for name in described.subtracting(decoder).sorted() {
        problems.append("the schema describes \(what) '\(name)' but the decoder does not accept it: remove it from \(file)")
      }
    }
    compare("the top-level key", decoder: SceneDecoder.topLevelKeys, schema: topLevelSchemas.keys, file: "SceneSchema+Screen.swift")
    compare("the screen key", decoder: SceneDecoder.screenKeys, schema: screenSchemas.keys, file: "SceneSchema+Screen.swift")
    compare("the device key", decoder: SceneDecoder.deviceKeys, schema: deviceSchemas.keys, file: "SceneSchema+Screen.swift")
    compare("the settings key", decoder: SceneDecoder.settingsKeys, schema: settingsSchemas.keys, file: "SceneSchema+Screen.swift")
    compare("the element key", decoder: elementKeys, schema: elementPropertySchemas.keys, file: "SceneSchema+Properties.swift")
    compare("the effect", decoder: SceneDecoder.effectNames, schema: effectSchemas.keys, file: "SceneSchema+Effects.swift")
    compare("the 'set' key", decoder: SceneDecoder.setKeys, schema: setSchemas.keys, file: "SceneSchema+Effects.swift")
    compare("the trait", decoder: Traits.named.map(\.name), schema: traitWords.keys, file: "SceneSchema+Traits.swift")
    compare("the rotor key", decoder: SceneDecoder.rotorKeys, schema: rotorSchemas.keys, file: "SceneSchema+Custom.swift")
    compare("the custom content key", decoder: SceneDecoder.customContentKeys, schema: customContentSchemas.keys, file: "SceneSchema+Custom.swift")
    compare("the announcement key", decoder: SceneDecoder.announcementKeys, schema: announcementSchemas.keys, file: "SceneSchema+Effects.swift")
    compare("the custom action key", decoder: SceneDecoder.customActionKeys, schema: customActionSchemas.keys, file: "SceneSchema+Custom.swift")
    compare("the motion key", decoder: SceneDecoder.motionKeys, schema: motionSchemas.keys, file: "SceneSchema+Properties.swift")
    compare("the suppression key", decoder: SceneDecoder.suppressionKeys, schema: suppressionSchemas.keys, file: "SceneSchema+Properties.swift")
    return problems
  }
}
