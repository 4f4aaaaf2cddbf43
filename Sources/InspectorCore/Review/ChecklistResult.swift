/// A reviewer's result for one item of the guided checklist (`ChecklistItem`), saved in the
/// review file beside the notes (`"checklist": [...]`), crash-safe and merged as they are.
public struct ChecklistResult: Sendable, Equatable {
  /// The item's id ("vo-reach").
  public var item: String
  public var verdict: ChecklistVerdict
  /// The reviewer's words ("Reply is reached only as an action").
  public var note: String
  public var author: String?
  /// UTC, `2026-12-01T06:00:00Z`.
  public var updated: String

  public init(item: String, verdict: ChecklistVerdict, note: String = "", author: String? = nil, updated: String = "") {
    self.item = item
    self.verdict = verdict
    self.note = note
    self.author = author
    self.updated = updated
  }
}

public enum ChecklistVerdict: String, Sendable, CaseIterable {
  case pass, fail
  case notApplicable = "n/a"

  public var title: String {
    switch self {
    case .pass: return "Pass"
    case .fail: return "Fail"
    case .notApplicable: return "Not applicable"
    }
  }
}

extension ReviewNotes {
  /// The result of an item, if the reviewer gave one.
  public func result(_ item: String) -> ChecklistResult? {
    checklist.first { $0.item == item }
  }

  /// Sets (or replaces) an item's result, keeping the checklist in the items' order.
  public mutating func setResult(_ result: ChecklistResult, order: [String]) {
    checklist.removeAll { $0.item == result.item }
    checklist.append(result)
    let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    checklist.sort { (rank[$0.item] ?? Int.max, $0.item) < (rank[$1.item] ?? Int.max, $1.item) }
  }
}
