import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import SceneModel

/// `axsim diff` on the 100k-element generated scene against a version with one row
/// relabelled, one removed and one moved: the diff (every technology's order and speech on
/// both sides, matching, findings) against loading the scene once, paired run by run
/// (median of 5; target ≤ 2×).
enum DiffBenchmark {
  @MainActor
  static func run(elements n: Int) throws {
    print("")
    print("7. axsim diff at \(n) elements, as a ratio to loading the scene (paired, medians of 5; target ≤ 2×)")
    let text = SceneGenerator.scene(elements: n)
    let bytes = Array(text.utf8)
    // One reply relabelled, one row removed, one row moved to the top of the list.
    var changed = text.replacingOccurrences(of: SceneGenerator.row(7), with: SceneGenerator.row(7, label: "Answer"))
    changed = changed.replacingOccurrences(of: SceneGenerator.row(11) + ",", with: "")
    let moved = SceneGenerator.row(20)
    changed = changed.replacingOccurrences(of: moved + ",", with: "").replacingOccurrences(of: #"{"list":["#, with: #"{"list":["# + moved + ",")
    let before = try SceneLoader.load(bytes: bytes, name: "before").scene
    let after = try SceneLoader.load(bytes: Array(changed.utf8), name: "after").scene
    var ratios: [Double] = []
    var diffTimes: [Double] = []
    var loadTimes: [Double] = []
    var changes = 0
    var cpuRatios: [Double] = []
    for _ in 0..<5 {
      let loadCPU = AuditBenchmark.processCPUSeconds()
      let load = seconds {
        guard let l = try? SceneLoader.load(bytes: bytes, name: "gen") else { fatalError("generated scene failed to load") }
        _ = SceneRuntime(scene: l.scene)
      }
      let diffCPU = AuditBenchmark.processCPUSeconds()
      var d: SceneDiff?
      let diff = seconds { d = SceneDiff(before: before, after: after) }
      // Both sides and the audits' second threads: the work, which other builds disturb less.
      cpuRatios.append((AuditBenchmark.processCPUSeconds() - diffCPU) / (diffCPU - loadCPU))
      changes = d?.screens.first?.technologies.first?.changes.count ?? 0
      loadTimes.append(load)
      diffTimes.append(diff)
      ratios.append(diff / load)
    }
    // The same diff without the audit's findings: the orders, speech and matching alone.
    var withoutAudit: [Double] = []
    for _ in 0..<3 {
      withoutAudit.append(seconds { _ = SceneDiff(before: before, after: after, findings: { _, _ in [] }) })
    }
    print(String(format: "   the diff without the audit's findings: %.1f ms (median of 3)", Sample(withoutAudit).median * 1000))
    do {
      // Where the time goes, for one side.
      var runtime: SceneRuntime?
      let rt = seconds { runtime = SceneRuntime(scene: before) }
      let vo = VoiceOver(runtime: runtime!)
      let speech = seconds { for s in runtime!.tree.stops { _ = vo.speech(for: s.element) } }
      let scan = seconds { _ = ScanTree(runtime: runtime!, settings: SwitchControlSettings()) }
      let focus = seconds { _ = FocusGroups(runtime: runtime!) }
      let findings = seconds { _ = SceneDiff.auditFindings(before, runtime) }
      var closing = ActivationOutcome.Closing()
      let outcomes = seconds { for s in runtime!.tree.stops { _ = ActivationOutcome.of(s.element, in: runtime!, closing: &closing) } }
      print(String(format: "   one side: runtime %.1f ms, speech %.1f ms, scan tree %.1f ms, focus groups %.1f ms, audit findings %.1f ms, activation outcomes %.1f ms", rt * 1000, speech * 1000, scan * 1000, focus * 1000, findings * 1000, outcomes * 1000))
    }
    let r = Sample(ratios).median
    print(String(
      format: "   load %.1f ms, diff %.1f ms (%d VoiceOver changes): %.2f× (%.2f–%.2f)",
      Sample(loadTimes).median * 1000, Sample(diffTimes).median * 1000, changes, r, ratios.min()!, ratios.max()!))
    print("   CPU time (every thread) diff / load: \(Sample(cpuRatios).ratioText)")
    Targets.check("diff at \(n / 1000)k / loading", measured: Sample(ratios).ratioText, target: "≤ 2×", pass: r <= 2)
  }
}
