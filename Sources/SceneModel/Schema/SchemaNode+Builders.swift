/// The schema fragments the scene schema is made of, named as JSON Schema names them.
extension SchemaNode {
  /// A reference to a definition under `$defs`.
  static func ref(_ name: String) -> SchemaNode {
    ["$ref": .string("#/$defs/" + name)]
  }

  /// A string, with its description first, then any further keywords.
  static func stringValue(_ description: String, _ more: (String, SchemaNode)...) -> SchemaNode {
    .ordered([("description", SchemaNode.string(description)), ("type", SchemaNode.string("string"))] + more)
  }

  static func boolValue(_ description: String) -> SchemaNode {
    ["description": .string(description), "type": "boolean"]
  }

  /// A string that must be one of `names`.
  static func oneOf(_ description: String, _ names: [String]) -> SchemaNode {
    ["description": .string(description), "type": "string", "enum": .strings(names)]
  }

  /// A number within the decoder's range for it.
  static func numberValue(in range: ClosedRange<Double>, _ description: String? = nil) -> SchemaNode {
    let bounds: SchemaNode = ["type": "number", "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]
    return description.map { bounds.described($0) } ?? bounds
  }

  /// A whole number within the decoder's range for it.
  static func integerValue(in range: ClosedRange<Int>, _ description: String? = nil) -> SchemaNode {
    let bounds: SchemaNode = ["type": "integer", "minimum": .integer(range.lowerBound), "maximum": .integer(range.upperBound)]
    return description.map { bounds.described($0) } ?? bounds
  }

  /// A regular expression that matches `text` literally.
  static func literalPattern(_ text: String) -> String {
    var out = ""
    for c in text {
      if "\\^$.|?*+()[]{}/".contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }
}

/// How descriptions write the decoder's ranges: "0...100000", "-1e12...1e12", "1e-9...1e12".
func rangeText(_ range: ClosedRange<Double>) -> String {
  numberWords(range.lowerBound) + "..." + numberWords(range.upperBound)
}

func rangeText(_ range: ClosedRange<Int>) -> String {
  "\(range.lowerBound)...\(range.upperBound)"
}

/// A number as a description writes it: whole numbers below a billion in full, powers of ten
/// (beyond that or below one) as `1e12`, `1e-9`, others as Swift prints them.
func numberWords(_ x: Double) -> String {
  if x == x.rounded(), abs(x) < 1e9 { return String(Int(x)) }
  if let e = (-30...30).first(where: { Double("1e\($0)") == abs(x) }) { return (x < 0 ? "-" : "") + "1e\(e)" }
  return String(x)
}

/// Names joined for a sentence: "a", "a or b", "a, b or c".
func sentenceList(_ words: [String], _ conjunction: String = "or") -> String {
  guard let last = words.last else { return "" }
  if words.count == 1 { return last }
  return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
