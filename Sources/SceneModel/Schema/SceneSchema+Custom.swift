/// Custom actions, custom rotors and custom content (`UIAccessibilityCustomAction`,
/// `UIAccessibilityCustomRotor`, `AXCustomContent`).
extension SceneSchema {
  static var customDefinitions: [(String, SchemaNode)] {
    [("actions", actions), ("rotors", rotors), ("customContent", customContent)]
  }

  static var actions: SchemaNode {
    let named: SchemaNode = [
      "type": "object",
      "properties": properties(of: SceneDecoder.customActionKeys, from: customActionSchemas),
      "required": ["name"],
      "additionalProperties": false,
    ]
    return [
      "description":
        "Custom actions (UIAccessibilityCustomAction), chosen with the Actions rotor: a name string, or { name, onActivate }. VoiceOver says \"Actions Available\" after the element.",
      "type": "array",
      "items": ["anyOf": [["type": "string", "description": "An action with this name and no effects."], named]],
    ]
  }

  static var customActionSchemas: [String: SchemaNode] {
    [
      "name": .stringValue("The action's name, as VoiceOver speaks it (required, not empty).", ("minLength", 1)),
      "onActivate": SchemaNode.ref("effects").described("Effects run when the action is chosen."),
    ]
  }

  /// `decodeRotors` and `finishRotorRule`: a name, and one way of listing results.
  static var rotors: SchemaNode {
    let both: [SchemaNode] = [["required": ["targets", "words"]], ["required": ["targets", "matching"]], ["required": ["words", "matching"]]]
    return [
      "description":
        "Custom rotors (UIAccessibilityCustomRotor): each has a name and its results: the ids of its targets in rotor order, or computed ones (`words` with `in`, or `matching`).",
      "type": "array",
      "items": [
        "type": "object",
        "properties": properties(of: SceneDecoder.rotorKeys, from: rotorSchemas),
        "required": ["name"],
        "dependentRequired": ["words": ["in"], "in": ["words"]],
        "not": ["anyOf": .array(both)],
        "additionalProperties": false,
      ],
    ]
  }

  static var rotorSchemas: [String: SchemaNode] {
    var r: [String: SchemaNode] = [:]
    r["name"] = .stringValue("The rotor's name (required, not empty).", ("minLength", 1))
    r["targets"] = ["description": "Element ids, in the order the rotor visits them.", "type": "array", "items": .ref("elementId")]
    r["words"] = [
      "description":
        "Computed text-range results: every occurrence of these words (whole words, any case) in the text of the elements listed in `in`, such as misspelled words. Needs `in`.",
      "type": "array",
      "items": ["type": "string", "minLength": 1],
      "minItems": 1,
    ]
    r["in"] = [
      "description": "With `words`: the ids of the elements whose label and value are searched.", "type": "array", "items": .ref("elementId"),
    ]
    r["matching"] = .stringValue(
      "Computed results: every stop on screen whose label or value contains this text (any case), recomputed as the screen changes (at most \(RotorRule.resultCap)).",
      ("minLength", 1))
    return r
  }

  static var customContent: SchemaNode {
    [
      "description":
        "AXCustomContent entries. High-importance ones are spoken after the element; default ones make VoiceOver say \"More Content Available\".",
      "type": "array",
      "items": [
        "type": "object",
        "properties": properties(of: SceneDecoder.customContentKeys, from: customContentSchemas),
        "required": .strings(SceneDecoder.customContentRequiredKeys),
        "additionalProperties": false,
      ],
    ]
  }

  static var customContentSchemas: [String: SchemaNode] {
    let levels = SceneDecoder.customContentImportance
    let normal = levels.first { !$0.isHigh }?.name ?? ""
    let high = levels.first { $0.isHigh }?.name ?? ""
    return [
      "label": .stringValue("What the content is, such as \"Size\" (required)."),
      "value": .stringValue("The content, such as \"2.4 MB\" (required)."),
      "importance": .oneOf(
        "\"\(high)\" is spoken with the element; \"\(normal)\" (the default) is under More Content.", levels.map(\.name)),
    ]
  }
}
