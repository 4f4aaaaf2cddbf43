import AssistiveTechnologies
import SceneModel

extension ReviewReport {
  /// The before/after comparison of a pair as the report shows it: sections per screen
  /// (named by title), a table of each technology's counts, a table of the stops that
  /// changed, and the findings fixed, introduced and moved. Made from `SceneDiff`, the
  /// same comparison `axsim diff` prints; plain text, escaped by each renderer.
  public struct Comparison: Sendable, Equatable {
    public var before: String
    public var after: String
    public var screens: [Screen]
    public var screensAdded: [String]
    public var screensRemoved: [String]
    public var findingsBefore: Int
    public var findingsAfter: Int
    public var fixed: [FindingRow]
    public var introduced: [FindingRow]
    /// A finding of one rule that moved from one element to another: "'A' → 'B'".
    public var moved: [FindingRow]

    public struct Screen: Sendable, Equatable {
      /// "Home", or "Home → Start" when the paired screens' titles differ.
      public var title: String
      public var technologies: [Technology]
    }

    public struct Technology: Sendable, Equatable {
      public var name: String
      public var before: String
      public var after: String
      public var changes: [Change]
    }

    /// One stop that changed: what happened, where it was and what it said before, and after.
    public struct Change: Sendable, Equatable {
      public var what: String
      public var before: String
      public var after: String
      public var element: String
    }

    public struct FindingRow: Sendable, Equatable {
      public var rule: String
      public var element: String
      public var message: String
    }

    /// The comparison of `diff`, the screens named by their titles in the two scenes.
    public init(_ d: SceneDiff, before: Scene, after: Scene) {
      func title(_ scene: Scene, _ id: String) -> String {
        scene.screenIndex[id].flatMap { scene.screens[$0].title } ?? id
      }
      self.before = d.beforeName
      self.after = d.afterName
      screens = d.screens.map { s in
        let a = title(before, s.before)
        let b = title(after, s.after)
        return Screen(
          title: a == b ? a : a + " → " + b,
          technologies: s.technologies.map { t in
            var countBefore = SceneDiff.unit(t.technology, t.before)
            var countAfter = SceneDiff.unit(t.technology, t.after)
            if let tab = t.tabStops {
              countBefore += " in \(tab.before) Tab stop\(tab.before == 1 ? "" : "s")"
              countAfter += " in \(tab.after) Tab stop\(tab.after == 1 ? "" : "s")"
            }
            return Technology(name: t.technology.displayName, before: countBefore, after: countAfter, changes: t.changes.map { Self.change($0, before: before, after: after) })
          })
      }
      screensAdded = d.screensAdded.map { title(after, $0) }
      screensRemoved = d.screensRemoved.map { title(before, $0) }
      findingsBefore = d.findingsBefore.count
      findingsAfter = d.findingsAfter.count
      fixed = d.fixed.map { FindingRow(rule: $0.rule, element: $0.named, message: $0.message) }
      introduced = d.introduced.map { FindingRow(rule: $0.rule, element: $0.named, message: $0.message) }
      moved = d.moved.map { FindingRow(rule: $0.before.rule, element: "'\($0.before.named)' → '\($0.after.named)'", message: $0.after.message) }
    }

    /// A change as a table row, its element named as findings name it (label, else its
    /// children's labels, else kind and id), as the rest of the report does.
    static func change(_ c: SceneDiff.Change, before: Scene, after: Scene) -> Change {
      var c = c
      if let i = c.beforeIndex { c.beforeElement = before.findingName(of: i).plain }
      if let i = c.afterIndex { c.afterElement = after.findingName(of: i).plain }
      func stop(_ n: Int?, _ text: String?) -> String {
        guard let n else { return "" }
        let said = (text ?? "").isEmpty ? StableOutput.silence : text ?? ""
        return "\(n). \(said)"
      }
      let element = c.beforeElement == c.afterElement || c.beforeElement == nil ? (c.afterElement ?? c.beforeElement ?? "") : (c.beforeElement ?? "") + " → " + (c.afterElement ?? "")
      switch c.kind {
      case .added:
        return Change(what: "added", before: "", after: stop(c.afterStop, c.afterText), element: element)
      case .removed:
        return Change(what: "removed", before: stop(c.beforeStop, c.beforeText), after: "", element: c.beforeElement ?? "")
      case .becameAction:
        return Change(
          what: "became a custom action", before: "\(c.beforeStop ?? 0). \(c.controlKind ?? "control") '\(c.action ?? "")'",
          after: "\(c.afterStop ?? 0). custom action of '\(c.holder ?? "")'", element: element)
      case .becameControl:
        return Change(
          what: "became a control", before: "\(c.beforeStop ?? 0). custom action of '\(c.holder ?? "")'",
          after: "\(c.afterStop ?? 0). \(c.controlKind ?? "control") '\(c.action ?? "")'", element: element)
      case .kept:
        var what: [String] = []
        if c.moved { what.append("moved") }
        if c.textChanged { what.append("spoken differently") }
        var before = stop(c.beforeStop, c.beforeText)
        var after = stop(c.afterStop, c.afterText)
        if c.behaviourChanged {
          what.append("behaves differently")
          before += " Activating it: " + (c.beforeOutcome ?? "nothing") + "."
          after += " Activating it: " + (c.afterOutcome ?? "nothing") + "."
        }
        return Change(what: what.isEmpty ? "kept" : what.joined(separator: ", "), before: before, after: after, element: element)
      }
    }
  }
}
