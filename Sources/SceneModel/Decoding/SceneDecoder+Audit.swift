/// A rule the scene says does not apply to an element, and why. The audit still reports
/// the finding, marked suppressed with the reason.
public struct AuditSuppression: Sendable, Equatable {
  public var rule: String
  public var reason: String

  public init(rule: String, reason: String) {
    self.rule = rule
    self.reason = reason
  }
}

extension SceneDecoder {
  static let auditKeys = ["suppress"]
  static let suppressionKeys = ["rule", "reason"]
  static let suppressExample = "[{ rule: \"small-touch-target\", reason: \"the row around it takes the tap\" }]"

  /// `audit: { suppress: [{ rule, reason }] }`: both required, the rule one of the audit's.
  mutating func decodeAudit(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> [AuditSuppression] {
    var path: String { pathText() }
    guard let members = context.object(node, path, example: "{ suppress: \(Self.suppressExample) }") else { return [] }
    var out: [AuditSuppression] = []
    for m in context.uniqueMembers(members, path) {
      var p: String { join(path, m.key) }
      guard Self.auditKeys.contains(m.key) else {
        context.unknownKey(m, path, allowed: Self.auditKeys, context: "'audit'")
        continue
      }
      guard let items = context.array(m.value, p, example: Self.suppressExample) else { continue }
      for (k, item) in items.enumerated() {
        var ip: String { "\(p)[\(k)]" }
        guard let fields = context.object(item, ip, example: "{ rule: \"small-touch-target\", reason: \"the row around it takes the tap\" }") else { continue }
        var rule: String?
        var reason: String?
        var ruleGiven = false
        for f in context.uniqueMembers(fields, ip) {
          guard Self.suppressionKeys.contains(f.key) else {
            context.unknownKey(f, ip, allowed: Self.suppressionKeys, context: "a suppression")
            continue
          }
          switch f.key {
          case "rule":
            ruleGiven = true
            let ids = AuditRuleIDs.all
            rule = context.choice(f.value, join(ip, "rule"), what: "audit rule", names: ids, lookup: { ids.contains($0) ? $0 : nil })
          case "reason":
            reason = context.string(f.value, join(ip, "reason"), example: "\"the row around it takes the tap\"")
          default:
            context.unknownKey(f, ip, allowed: Self.suppressionKeys, context: "a suppression")
          }
        }
        if !ruleGiven {
          context.error(item.offset, ip, "a suppression needs a 'rule'", "add rule: \"small-touch-target\" (axsim audit --list-rules lists them)")
        }
        let trimmed = String((reason ?? "").drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if trimmed.isEmpty {
          context.error(item.offset, ip, "a suppression needs a 'reason'", "add reason: \"...\" saying why the finding does not apply")
        }
        if let rule, !trimmed.isEmpty { out.append(AuditSuppression(rule: rule, reason: trimmed)) }
      }
    }
    return out
  }
}
