import AssistiveTechnologies
import Foundation
import SceneModel

/// The audit of the generated 100k-element scene against loading it (paired run by run,
/// medians; target: the audit costs at most 2× the load).
///
/// The audit lays the larger text sizes out on a second thread, so beside the wall-clock
/// ratio (the target) it prints the ratio of CPU time (both threads' work against the
/// load's), which other work on the machine disturbs much less.
enum AuditBenchmark {
  @MainActor
  static func run(elements n: Int = 100_000) throws {
    print("")
    print("7. Audit (every rule, every screen, four text sizes) against loading the scene (medians)")
    let bytes = Array(SceneGenerator.scene(elements: n).utf8)
    var loads: [Double] = []
    var audits: [Double] = []
    var ratios: [Double] = []
    var cpuRatios: [Double] = []
    var findings = 0
    for _ in 0..<5 {
      var loaded: SceneLoader.Loaded?
      let loadCPU = processCPUSeconds()
      let load = seconds { loaded = try? SceneLoader.load(bytes: bytes, name: "gen") }
      let auditCPU = processCPUSeconds()
      guard let scene = loaded?.scene else { fatalError("generated scene failed to load") }
      let audit = seconds { findings = Audit.run(scene: scene).count }
      let end = processCPUSeconds()
      loads.append(load)
      audits.append(audit)
      ratios.append(audit / load)
      cpuRatios.append((end - auditCPU) / (auditCPU - loadCPU))
    }
    let r = Sample(ratios).median
    print(String(
      format: "   %8d elements   load %8.1f ms   audit %8.1f ms   ratio %.2f (%.2f–%.2f)   %d findings",
      n, Sample(loads).median * 1000, Sample(audits).median * 1000, r, ratios.min()!, ratios.max()!, findings))
    print("   CPU time (both threads) audit / load: \(Sample(cpuRatios).ratioText)")
    Targets.check("audit at \(n / 1000)k / loading", measured: Sample(ratios).ratioText, target: "≤ 2×", pass: r <= 2)
  }

  /// User and system CPU seconds of the whole process so far (every thread).
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return s(usage.ru_utime) + s(usage.ru_stime)
  }
}
