import AssistiveTechnologies
import SceneModel

/// A rule's WCAG criteria and Apple category as each format writes them: the text's line,
/// JSON's `wcag` array, SARIF's rule object (`helpUri` to the first criterion's W3C
/// "Understanding" page, `properties.tags`).
enum AuditRuleText {
  /// "  WCAG 2.2: 1.1.1 Non-text Content (A), 4.1.2 Name, Role, Value (A)\n"; empty for a rule
  /// with no criterion.
  static func wcagLine(_ r: AuditRuleInfo) -> String {
    r.wcag.isEmpty ? "" : "  WCAG 2.2: " + r.wcag.map(\.title).joined(separator: ", ") + "\n"
  }

  /// `[{"criterion":"1.1.1","name":"Non-text Content","level":"A","url":"https://…"}]`.
  static func wcagJSON(_ r: AuditRuleInfo) -> String {
    "[" + r.wcag.map { c in
      "{\"criterion\":\(Transcript.json(c.number)),\"name\":\(Transcript.json(c.name)),\"level\":\(Transcript.json(c.level)),\"url\":\(Transcript.json(c.understandingURL))}"
    }.joined(separator: ",") + "]"
  }

  /// SARIF tags: "accessibility", the tier, one per criterion ("WCAG2.2-1.1.1", with its
  /// level "WCAG2.2-A") and the Apple category ("apple-sufficientElementDescription").
  static func tags(_ r: AuditRuleInfo) -> [String] {
    var tags = ["accessibility", "tier-" + r.tier.rawValue]
    for c in r.wcag { tags.append("WCAG2.2-" + c.number) }
    for level in ["A", "AA", "AAA"] where r.wcag.contains(where: { $0.level == level }) { tags.append("WCAG2.2-" + level) }
    if let category = r.category { tags.append("apple-" + category.rawValue) }
    return tags
  }

  /// One `reportingDescriptor` of SARIF 2.1.0's driver: id, descriptions, help (UIKit and
  /// SwiftUI fixes, the criteria), `helpUri` when the rule has a criterion, the default
  /// level, and properties (tier, Apple category, technologies, WCAG, tags).
  static func sarifRule(_ r: AuditRuleInfo, level: String) -> String {
    let help = "UIKit: \(r.uikit)\nSwiftUI: \(r.swiftUI)"
      + (r.wcag.isEmpty ? "" : "\nWCAG 2.2: " + r.wcag.map(\.title).joined(separator: ", "))
    var out = "{\"id\":\(Transcript.json(r.id)),\"name\":\(Transcript.json(r.id)),\"shortDescription\":{\"text\":\(Transcript.json(r.title))},"
      + "\"fullDescription\":{\"text\":\(Transcript.json(r.why))},"
      + "\"help\":{\"text\":\(Transcript.json(help))},"
    if let first = r.wcag.first { out += "\"helpUri\":\(Transcript.json(first.understandingURL))," }
    out += "\"defaultConfiguration\":{\"level\":\"\(level)\"},"
      + "\"properties\":{\"tier\":\(Transcript.json(r.tier.rawValue)),\"appleCategory\":\(r.category.map { Transcript.json($0.rawValue) } ?? "null"),"
      + "\"technologies\":[\(r.technologies.map { Transcript.json($0.rawValue) }.joined(separator: ","))],"
      + "\"wcag\":[\(r.wcag.map { Transcript.json($0.number) }.joined(separator: ","))],"
      + "\"tags\":[\(tags(r).map(Transcript.json).joined(separator: ","))]}}"
    return out
  }
}
