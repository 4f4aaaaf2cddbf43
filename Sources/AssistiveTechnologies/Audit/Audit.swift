import Dispatch
import SceneModel

/// One problem the audit found: a rule, the element (its definition's offset in the scene
/// file), the element's name as every finding names it, what is wrong and the fix for this
/// element, in scene edits (`fix`) and in UIKit and SwiftUI terms (the rule's).
public struct AuditFinding: Sendable, Equatable {
  public var rule: AuditRuleInfo
  /// nil for a finding about the whole scene.
  public var element: ElementIndex?
  /// The byte offset of the element's definition (for file:line:col).
  public var offset: Int
  /// `Scene.findingName(of:)`: its label, else its children's labels, else kind and id.
  public var name: FindingName
  /// What is wrong, starting with the element's name.
  public var message: String
  /// The fix for this element in scene syntax (the rule's UIKit and SwiftUI fixes are in `rule`).
  public var fix: SceneFix
  /// The reason given in the scene when the finding is suppressed there.
  public var suppressed: String?

  public init(rule: AuditRuleInfo, element: ElementIndex?, offset: Int, name: FindingName, message: String, fix: SceneFix, suppressed: String? = nil) {
    self.rule = rule
    self.element = element
    self.offset = offset
    self.name = name
    self.message = message
    self.fix = fix
    self.suppressed = suppressed
  }
}

/// The audit: `SceneLint`'s findings (what `check` warns about) plus the engine's rules, run
/// once per screen over a runtime. Every pass is linear in the elements of the screen (or
/// the stops), so the cost grows with the scene, not with its square.
public enum Audit {
  /// The text sizes layout rules are checked at (the scene's own size comes first).
  public static let sizes: [ContentSizeCategory] = [.extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge]
  /// A row (a horizontal stack not read as one) with this many stops is flagged.
  public static let rowStops = 4
  /// A list with this many stops and no custom rotor is flagged.
  public static let longList = 20

  /// Every finding for a scene, in the order of the elements' definitions (then by rule).
  /// `lint` is `SceneLint.findings(for:)` when the caller already has it.
  ///
  /// The layouts at the larger text sizes need nothing but the scene, so they are made on a
  /// second thread while the first runs SceneLint and every other rule; their problems are
  /// then added in the order a single thread would add them.
  /// `firstScreen` is a runtime on the scene's first screen when the caller already has one
  /// (`axsim diff` builds it anyway).
  public static func run(scene: Scene, lint: [SceneLintFinding]? = nil, firstScreen: SceneRuntime? = nil) -> [AuditFinding] {
    let work = Work()
    DispatchQueue.concurrentPerform(iterations: 2) { k in
      if k == 0 {
        var engine = EngineChecks(scene: scene, runtime: firstScreen ?? SceneRuntime(scene: scene))
        for f in lint ?? SceneLint.findings(for: scene) {
          engine.findings.append(AuditFinding(
            rule: .scene(f.rule), element: f.element, offset: f.diagnostic.offset,
            name: scene.findingName(of: f.element), message: f.diagnostic.message, fix: f.sceneFix))
        }
        for pass in EngineChecks.scenePasses { pass(&engine) }
        for s in scene.screens.indices { engine.screen(s) }
        work.engine = engine
      } else {
        work.larger = scene.screens.indices.map { largerSizeProblems(scene, screen: $0) }
      }
    }
    guard var engine = work.engine, let larger = work.larger else { return [] }
    for s in scene.screens.indices {
      engine.layout(engine.ownSizeProblems[s] ?? [:], at: scene.settings.contentSize, screen: s)
      for (size, problems) in larger[s] { engine.layout(problems, at: size, screen: s) }
    }
    var findings = engine.findings
    // Suppressed findings are kept, marked with the scene's reason.
    if !scene.auditSuppressions.isEmpty {
      for k in findings.indices {
        guard let e = findings[k].element, let list = scene.auditSuppressions[e] else { continue }
        findings[k].suppressed = list.first { $0.rule == findings[k].rule.id }?.reason
      }
    }
    return findings.enumerated().sorted { a, b in
      (a.element.offset, a.element.rule.tier, a.offset) < (b.element.offset, b.element.rule.tier, b.offset)
    }.map(\.element)
  }

  /// The layout problems of a screen at each larger text size the scene offers (not the
  /// accessibility sizes when it turns Larger Accessibility Sizes off): layouts alone, no tree.
  static func largerSizeProblems(_ scene: Scene, screen s: Int) -> [(ContentSizeCategory, [ElementIndex: [LayoutProblem]])] {
    sizes.compactMap { size in
      guard size != scene.settings.contentSize, scene.settings.largerAccessibilitySizes || !size.isAccessibilitySize else { return nil }
      return (size, SceneLayout.problems(screen: s, of: scene, contentSize: size, boldText: scene.settings.display.boldText))
    }
  }

  /// Where the two threads leave their results (each writes its own property once).
  final class Work: @unchecked Sendable {
    var engine: EngineChecks?
    var larger: [[(ContentSizeCategory, [ElementIndex: [LayoutProblem]])]]?
  }
}
