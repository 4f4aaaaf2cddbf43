/// The element object: one kind key, the properties that kind takes, and the rules
/// `decodeElement` and `applyProperties` check across keys.
extension SceneSchema {
  static var elementDefinitions: [(String, SchemaNode)] {
    var defs: [(String, SchemaNode)] = [("elementObject", elementObject)]
    // The kinds bare strings become: static text (children, and a screen's root), the
    // string children of the other kinds with children, and bar items.
    let childKinds = Set(ElementKind.allCases.filter(\.acceptsChildren).map(\.stringChildKind)).subtracting([.text])
    for kind in [.text] + childKinds.sorted(by: { $0.rawValue < $1.rawValue }) {
      let what = kind == .text ? "static text" : "a \(kind.rawValue) with this label"
      let shorthand = kind == .text ? "Static text with this label." : "A \(kind.rawValue) with this label."
      defs.append((childDefinition(kind), stringOrElement(what: what, shorthand: shorthand)))
    }
    let item = SceneDecoder.navigationItemKind.rawValue
    defs.append(("barItem", stringOrElement(what: "a \(item) with this label", shorthand: "A \(item) with this label.")))
    return defs
  }

  static func stringOrElement(what: String, shorthand: String) -> SchemaNode {
    [
      "description": .string("An element object, or a bare string (\(what))."),
      "anyOf": [["type": "string", "description": .string(shorthand)], .ref("elementObject")],
    ]
  }

  static var elementObject: SchemaNode {
    let duals = Set(dualCommonKeys + dualKindKeys)
    var outer: [(String, SchemaNode)] = elementKeys.filter { !duals.contains($0) }.map { ($0, SchemaNode.ref("p_" + $0)) }
    let schemas = elementPropertySchemas
    func description(_ key: String) -> String {
      if case .string(let s)? = schemas[key]?["description"] { return s }
      return ""
    }
    for name in kindNames {
      if dualCommonKeys.contains(name) {
        outer.append((name, ["description": .string("As a property (beside another kind): " + description(name) + " As the kind: " + kindDescription(name))]))
      } else if dualKindKeys.contains(name) {
        let owners = ElementKind.allCases.filter { SceneDecoder.kindKeys[$0]?.contains(name) ?? false }.map(\.rawValue)
        outer.append((
          name,
          [
            "description": .string(
              "As the kind: " + kindDescription(name) + " As a property of a text input (beside \(sentenceList(owners))): " + description(name))
          ]
        ))
      } else {
        let kind = ElementKind.named(name)?.rawValue ?? name
        outer.append((name, SchemaNode.ref("kindValue_" + kind).described(kindDescription(name))))
      }
    }
    let rules: [SchemaNode] = [.ref("hasKind"), .ref("notTwoDualKinds")] + kindNames.map(kindRules)
    let twice = elementKeys.map { key -> (String, SchemaNode) in
      (
        key,
        [
          "$comment": .string("'\(key)' must not be given both beside the kind and inside its object"),
          "$ref": "#/$defs/propertyKeys",
          "properties": .one(key, true),
          "unevaluatedProperties": ["not": ["type": "object", "required": [.string(key)]]],
        ]
      )
    }
    return [
      "description":
        "An element: exactly one kind key (button, text, vstack, ...) whose value is a string shorthand, an array of children, an object of properties, true or null; then the properties. The kind decides which properties apply.",
      "type": "object",
      "properties": .ordered(outer),
      "additionalProperties": false,
      "allOf": .array(rules),
      "dependentSchemas": .ordered(twice),
    ]
  }

  /// If the element's kind is `name`: the keys it may have, and its adjustable-value rules.
  static func kindRules(_ name: String) -> SchemaNode {
    let kind = ElementKind.named(name) ?? .element
    let kindKeys = SceneDecoder.kindKeys[kind] ?? []
    let own = [name] + kindKeys
    var branch: [(String, SchemaNode)] = [("$comment", .string("kind " + name))]
    let condition: SchemaNode
    let otherKinds: [SchemaNode] = [.ref("hasPrimaryKind")] + dualKindKeys.map { ["required": [.string($0)]] }
    if dualCommonKeys.contains(name) {
      // With only dual kind names as kind-like keys, the ones set to true are properties;
      // the kind is the one that is not true (`element` when all are true).
      let others = dualCommonKeys.filter { $0 != name }
      let isTrue = { (key: String) -> SchemaNode in ["properties": .one(key, ["const": true])] }
      let absentOrTrue = { (key: String) -> SchemaNode in ["anyOf": [["not": ["required": [.string(key)]]], isTrue(key)]] }
      var ways: [SchemaNode] = [
        ["not": ["anyOf": .array(others.map { ["required": [.string($0)]] })]],
        ["allOf": .array([["not": isTrue(name)]] + others.map(absentOrTrue))],
      ]
      if kind == .element {
        ways.append(["allOf": .array([isTrue(name)] + others.map(absentOrTrue))])
      }
      condition = ["required": [.string(name)], "not": ["anyOf": .array(otherKinds)], "anyOf": .array(ways)]
      branch.append(("properties", .one(name, .ref("kindValue_" + kind.rawValue))))
      branch.append(("propertyNames", ["anyOf": [["not": .ref("restrictedKeyForDualKind")], ["enum": .strings(own + others)]]]))
    } else if dualKindKeys.contains(name) {
      condition = ["required": [.string(name)], "not": .ref("hasPrimaryKind")]
      branch.append(("$ref", "#/$defs/dualProperties"))
      branch.append(("properties", .one(name, .ref("kindValue_" + kind.rawValue))))
      branch.append(("propertyNames", ["anyOf": [["not": .ref("restrictedKey")], ["enum": .strings(own)]]]))
    } else {
      condition = ["required": [.string(name)]]
      branch.append(("$ref", "#/$defs/dualProperties"))
      // Its kind-specific keys that are also kind names (a text field's `text`).
      let typed = kindKeys.filter(dualKindKeys.contains)
      if !typed.isEmpty { branch.append(("properties", .ordered(typed.map { ($0, SchemaNode.ref("p_" + $0)) }))) }
      branch.append(("propertyNames", ["anyOf": [["not": .ref("restrictedKey")], ["enum": .strings(own)]]]))
    }
    if kind.isAlwaysAdjustable {
      branch.append(("allOf", [.ref("adjustableTraitKept")]))
    } else {
      branch.append((
        "allOf",
        [
          ["if": .ref("hasAdjustableValues"), "then": .ref("adjustableTraitRequired")],
          ["if": .ref("hasFormatWithoutRange"), "then": .ref("formatNeedsRange")],
        ]
      ))
    }
    return ["if": condition, "then": .ordered(branch)]
  }
}
