import SceneModel

/// What the engine can already tell about a checklist item: a figure from the orders (the
/// stops, items or Tab stops of the screen, its headings or adjustable elements) and the
/// audit's findings of the item's rules, named by element; or that only a device, or the
/// reviewer, can judge it.
public struct ChecklistEvidence: Sendable, Equatable {
  /// "VoiceOver: 6 stops on 'Home'; no audit finding (tap-handler-not-element, …)".
  public var text: String
  /// How many of the audit's findings tell against the item.
  public var problems: Int

  public init(text: String, problems: Int) {
    self.text = text
    self.problems = problems
  }

  /// The evidence of every item (by id) for a scene: its findings (`Audit.run`, the
  /// suppressed ones left out) and the figures of `runtime`'s screen.
  public static func all(findings: [AuditFinding], runtime: SceneRuntime, switchSettings: SwitchControlSettings = SwitchControlSettings()) -> [String: ChecklistEvidence] {
    let scene = runtime.scene
    let screen = scene.screens.indices.contains(runtime.currentScreen) ? scene.screens[runtime.currentScreen] : nil
    let on = screen.map { " on " + Sanitize.quote($0.title ?? $0.id) } ?? ""
    var byRule: [String: [AuditFinding]] = [:]
    for f in findings where f.suppressed == nil { byRule[f.rule.id, default: []].append(f) }
    var figures: [ChecklistFigure: String] = [:]
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    let stops = StopMatching.order(.voiceOver, runtime)
    func count(_ trait: Traits) -> Int {
      stops.filter { scene.elements[$0].traits.contains(trait) || scene.elements[$0].kind.defaultTraits.contains(trait) }.count
    }
    var out: [String: ChecklistEvidence] = [:]
    for item in ChecklistItem.all {
      var parts: [String] = []
      if let figure = item.figure {
        if figures[figure] == nil {
          switch figure {
          case .voiceOverStops: figures[figure] = "VoiceOver: " + plural(stops.count, "stop") + on
          case .switchItems: figures[figure] = "Switch Control: " + plural(StopMatching.order(.switchControl, runtime, switchSettings: switchSettings).count, "item") + on
          case .tabStops: figures[figure] = "Full Keyboard Access: " + plural(StopMatching.order(.fullKeyboardAccess, runtime).count, "focusable item") + on
          case .headings: figures[figure] = plural(count(.header), "heading") + " in the rotor" + on
          case .adjustables: figures[figure] = plural(count(.adjustable), "adjustable element") + on
          case .voiceControlItems: figures[figure] = "Voice Control: " + plural(runtime.voiceControlIndex().items.count, "item") + " numbered" + on
          case .voiceControlNames:
            let index = runtime.voiceControlIndex()
            let named = index.items.count - index.unnamedCount
            figures[figure] = "Voice Control: \(named) of " + plural(index.items.count, "item") + " with a name to say" + on
          case .textFields: figures[figure] = plural(stops.filter { scene.elements[$0].kind.isTextInput }.count, "text field") + on
          }
        }
        parts.append(figures[figure] ?? "")
      }
      let against = item.rules.flatMap { byRule[$0] ?? [] }
      if !item.rules.isEmpty {
        if against.isEmpty {
          let shown = item.rules.prefix(3).joined(separator: ", ") + (item.rules.count > 3 ? ", …" : "")
          parts.append("no audit finding (\(shown))")
        } else {
          var groups: [String] = []
          for rule in item.rules {
            guard let list = byRule[rule], !list.isEmpty else { continue }
            let names = list.prefix(3).map(\.name.quoted).joined(separator: ", ") + (list.count > 3 ? " and \(list.count - 3) more" : "")
            groups.append("\(rule) on \(names)")
          }
          parts.append(plural(against.count, "finding") + ": " + groups.joined(separator: "; "))
        }
      }
      if item.needsDevice {
        parts.append(parts.isEmpty ? "needs a device: the simulator cannot judge it" : "confirm on a device")
      } else if parts.isEmpty {
        parts.append("nothing the engine can tell: try it here")
      }
      out[item.id] = ChecklistEvidence(text: parts.joined(separator: "; "), problems: against.count)
    }
    return out
  }
}
