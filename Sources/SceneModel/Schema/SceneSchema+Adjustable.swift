/// The rules about adjustable values that `applyProperties` checks across keys: values
/// need the adjustable trait, and `format` needs a range. They look inside a kind's object
/// value as well as beside the kind.
extension SceneSchema {
  static var ruleDefinitions: [(String, SchemaNode)] {
    let adjustable = name(of: .adjustable)
    let containsAdjustable: SchemaNode = ["anyOf": [["const": .string(adjustable)], ["type": "array", "contains": ["const": .string(adjustable)]]]]
    let givesAdjustable: SchemaNode = ["anyOf": [has("traits", containsAdjustable), has("addTraits", containsAdjustable)]]
    let removesAdjustable = has("removeTraits", containsAdjustable)
    let alwaysAdjustable = ElementKind.allCases.filter(\.isAlwaysAdjustable).map(\.rawValue)
    return [
      (
        "propertyKeys",
        [
          "description":
            "The element keys that are never kind names: beside them, a kind key is what is left (used to look into a kind's object value).",
          "properties": .ordered(elementKeys.filter { ElementKind.named($0) == nil }.map { ($0, SchemaNode.bool(true)) }),
        ]
      ),
      (
        "hasAdjustableValues",
        [
          "description":
            "The element has adjustable values: values, min, max or a numeric value (beside the kind or inside its object).",
          "anyOf": [has("values"), has("min", ["type": "number"]), has("max", ["type": "number"]), has("value", ["type": "number"])],
        ]
      ),
      (
        "hasFormatWithoutRange",
        [
          "description": "The element has a format but no values, min, max or numeric value.",
          "allOf": [has("format"), ["not": .ref("hasAdjustableValues")]],
        ]
      ),
      (
        "formatNeedsRange",
        [
          "description": .string(
            "'format' needs 'min' and 'max' or a numeric 'value' (except on \(sentenceList(alwaysAdjustable, "and")))."),
          "not": true,
        ]
      ),
      (
        "adjustableTraitRequired",
        [
          "description": .string(
            "An element with adjustable values (values, min, max, a numeric value) needs the \(adjustable) trait: in traits or addTraits, and not in removeTraits."),
          "not": ["anyOf": [["not": givesAdjustable], removesAdjustable]],
        ]
      ),
      (
        "adjustableTraitKept",
        [
          "description": .string(
            "\(sentenceList(alwaysAdjustable, "and")) always have adjustable values, so they must keep the \(adjustable) trait: a `traits` list must include it (or addTraits add it back), and removeTraits must not remove it."),
          "not": [
            "anyOf": [
              ["not": ["anyOf": [["not": has("traits")], has("traits", containsAdjustable), has("addTraits", containsAdjustable)]]],
              removesAdjustable,
            ]
          ],
        ]
      ),
    ]
  }

  /// An element has `key` (with a value matching `value`, when given), beside its kind or
  /// inside its kind's object value.
  static func has(_ key: String, _ value: SchemaNode? = nil) -> SchemaNode {
    var inner: SchemaNode = ["type": "object", "required": [.string(key)]]
    var outer: SchemaNode = ["required": [.string(key)]]
    if let value {
      let described = value.described("(condition on \(key))")
      inner = inner.adding("properties", .one(key, described))
      outer = outer.adding("properties", .one(key, described))
    }
    return [
      "anyOf": [
        outer,
        ["not": ["$ref": "#/$defs/propertyKeys", "unevaluatedProperties": ["not": inner]]],
      ]
    ]
  }
}
