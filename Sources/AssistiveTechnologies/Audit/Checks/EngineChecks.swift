import SceneModel

/// The engine's rules, collected per screen. Each rule's check is a pass: a function of
/// the scene (`scenePasses`) or of one screen's runtime (`screenPasses`); layout rules are
/// added after the larger text sizes are laid out (`Audit.run`). A technology adds its rules
/// by adding its passes to these lists (and its entries to `AuditRegistry.engineRules`).
struct EngineChecks {
  let scene: Scene
  /// The runtime on the scene's first screen (other screens get their own).
  let runtime: SceneRuntime
  var findings: [AuditFinding] = []
  /// (rule, element) pairs already reported: a problem on several screens or sizes is one finding.
  var seen = Set<String>()
  /// Each screen's layout problems at the scene's text size, added after the screen's other
  /// rules together with the larger sizes' (`Audit.run`).
  var ownSizeProblems: [Int: [ElementIndex: [LayoutProblem]]] = [:]
  /// The elements that present a screen or show a modal view (`focusRestoration`).
  let openerCandidates: [ElementIndex]

  init(scene: Scene, runtime: SceneRuntime) {
    self.scene = scene
    self.runtime = runtime
    self.openerCandidates = Self.openerCandidates(scene)
  }

  /// Passes over the whole scene, once.
  static let scenePasses: [@Sendable (inout EngineChecks) -> Void] = [
    { $0.dialogs() },
    { $0.silentChanges() },
  ]

  /// Passes over one screen's runtime, in order.
  static let screenPasses: [@Sendable (inout EngineChecks, SceneRuntime, Int) -> Void] = [
    { $0.hints($1, screen: $2) },
    { $0.rowsAndLists($1, screen: $2) },
    { $0.reach($1, screen: $2) },
    { $0.focusRestoration($1, screen: $2) },
    { $0.voiceControl($1, screen: $2) },
    { $0.display($1, screen: $2) },
  ]

  /// A finding of `rule` on `e`: the message follows the element's name.
  mutating func add(_ rule: AuditRuleInfo, _ e: ElementIndex, _ message: String, _ fix: SceneFix) {
    guard seen.insert("\(rule.id)\u{0}\(e)").inserted else { return }
    let name = scene.findingName(of: e)
    findings.append(AuditFinding(
      rule: rule, element: e, offset: scene.elements[e].sourceOffset, name: name,
      message: name.quoted + " " + message, fix: fix))
  }

  /// The rules that need the screen laid out and its tree built.
  mutating func screen(_ s: Int) {
    // The first screen's runtime is already built.
    let screenRuntime = s == runtime.currentScreen ? runtime : SceneRuntime(scene: scene, screen: s)
    for pass in Self.screenPasses { pass(&self, screenRuntime, s) }
    // Layout at the scene's size; the larger sizes are laid out apart (`Audit.run`).
    ownSizeProblems[s] = screenRuntime.layoutProblems
  }

  /// "a" or "an" before a word.
  static func article(_ word: String) -> String { SceneLint.article(word) }
}
