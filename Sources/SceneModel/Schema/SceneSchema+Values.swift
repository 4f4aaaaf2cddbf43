/// The value types element keys share: traits, strings, ids, colours, frames, padding,
/// value formats and content sizes.
extension SceneSchema {
  static var valueDefinitions: [(String, SchemaNode)] {
    let traits = Traits.named.map(\.name)
    let words = traits.map { "\($0): \(traitWords[$0] ?? "")" }
    return [
      (
        "traitName",
        [
          "description": .string("A trait name. What VoiceOver says for each: " + words.joined(separator: "; ") + "."),
          "type": "string",
          "enum": .strings(traits),
        ]
      ),
      (
        "traitList",
        [
          "description": "One trait name, or an array of trait names.",
          "anyOf": [.ref("traitName"), ["type": "array", "items": .ref("traitName")]],
        ]
      ),
      (
        "stringOrStrings",
        [
          "description": "A string, or an array of strings (a single string counts as a one-item list).",
          "anyOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]],
        ]
      ),
      ("elementId", .stringValue("The `id` of an element in this file (any screen).")),
      ("screenId", .stringValue("The `id` of a screen in this file.")),
    ]
  }

  static var formDefinitions: [(String, SchemaNode)] {
    [
      ("rgb", rgb), ("color", color), ("frame", frame), ("padding", padding),
      ("valueFormat", valueFormat), ("contentSize", contentSize),
    ]
  }

  static var rgb: SchemaNode {
    let names = RGB.named.keys.sorted()
    // `RGB.init?(_:)`: "#" and three or six hexadecimal digits, or a system colour name.
    return [
      "description": .string("A colour: \"#RRGGBB\", \"#RGB\" or a system colour name (" + names.joined(separator: ", ") + ")."),
      "anyOf": [
        ["type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"],
        ["type": "string", "enum": .strings(names)],
      ],
    ]
  }

  static var color: SchemaNode {
    let variants = SceneDecoder.colorVariantKeys
    return [
      "description": "A colour, or its appearance and contrast variants.",
      "anyOf": [
        .ref("rgb"),
        [
          "type": "object",
          "properties": .ordered(variants.map { ($0, SchemaNode.ref("rgb")) }),
          "required": .strings(Array(variants.prefix(1))),
          "additionalProperties": false,
        ],
      ],
    ]
  }

  static var frame: SchemaNode {
    let position = SceneRange.position
    let length = SceneRange.length
    return [
      "description": .string(
        "An explicit frame [x, y, width, height] in screen points (origin top-left); wins over stack layout and is used for reading order. "
          + "x, y: \(rangeText(position)); width, height: \(rangeText(length))."),
      "type": "array",
      "prefixItems": [
        .numberValue(in: position, "x"), .numberValue(in: position, "y"),
        .numberValue(in: length, "width"), .numberValue(in: length, "height"),
      ],
      "items": false,
      "minItems": 4,
    ]
  }

  /// `decodeInsets`: one number, or 2 or 4 of them.
  static var padding: SchemaNode {
    let edge = SchemaNode.numberValue(in: SceneRange.spacing)
    return [
      "description": .string(
        "Inner padding in points (\(rangeText(SceneRange.spacing))): one number for all edges, [vertical, horizontal], or [top, leading, bottom, trailing]."),
      "anyOf": [
        edge,
        ["type": "array", "items": edge, "minItems": 2, "maxItems": 2],
        ["type": "array", "items": edge, "minItems": 4, "maxItems": 4],
      ],
    ]
  }

  static var valueFormat: SchemaNode {
    let names = Adjustment.ValueFormat.named.map(\.name)
    let templates = Adjustment.ValueFormat.placeholders.map { p -> SchemaNode in
      ["type": "string", "pattern": .string(SchemaNode.literalPattern(p))]
    }
    return [
      "description": .string(
        "How a numeric value is spoken: \"percent\" (position in min...max, the slider default), \"number\" (the number, the default otherwise), "
          + "or a template containing {value} (the number), such as \"{value} stars\", and/or {percent} (the position in min...max in words, \"42 percent\"). "
          + "Needs min/max or a numeric value (or a slider/stepper)."),
      "anyOf": .array([["type": "string", "enum": .strings(names)]] + templates),
    ]
  }
}
