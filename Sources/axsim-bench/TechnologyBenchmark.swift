import AssistiveTechnologies
import Foundation
import SceneModel

/// Switch Control and Full Keyboard Access: one scan step and one Tab step at 1k, 10k and
/// 100k elements (medians of 9 runs; target: at most 2× from 1k to 100k), and `reach`
/// against loading the same scene (ratio paired run by run, median; target ≤ 2).
enum TechnologyBenchmark {
  @MainActor
  static func run(sizes: [Int]) throws {
    print("")
    print("5. Switch Control scan step, Full Keyboard Access Tab step, and reach (medians of 9 runs)")
    print("   elements   scan step (min–max)         Tab step (min–max)          reach / load (paired, min–max)")
    var scan: [Double] = []
    var tab: [Double] = []
    var reachRatios: [Double] = []
    for n in sizes {
      let bytes = Array(SceneGenerator.scene(elements: n).utf8)
      let loaded = try SceneLoader.load(bytes: bytes, name: "gen")
      var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: loaded.scene)))
      _ = sim.start()
      let middle = sim.runtime.tree.stops[sim.runtime.tree.stops.count / 2].element
      _ = sim.perform(.voiceOver(.focus(middle)))
      _ = sim.perform(.switchControl(.setStyle(.manual)))
      // Swing 100 items forward and back inside the list's group.
      var scanRuns: [Double] = []
      for _ in 0..<9 {
        scanRuns.append(seconds {
          for _ in 0..<100 { _ = sim.perform(.switchControl(.move)) }
          for _ in 0..<100 { _ = sim.perform(.switchControl(.movePrevious)) }
        } / 200 * 1e6)
      }
      _ = sim.perform(.use(.fullKeyboardAccess))
      var tabRuns: [Double] = []
      for _ in 0..<9 {
        tabRuns.append(seconds {
          for _ in 0..<100 {
            _ = sim.perform(.keyboard(.moveForward))
            _ = sim.perform(.keyboard(.moveBackward))
          }
        } / 200 * 1e6)
      }
      var ratios: [Double] = []
      var reachTimes: [Double] = []
      for _ in 0..<(n >= 100_000 ? 5 : 9) {
        var runtime: SceneRuntime?
        let load = seconds {
          guard let l = try? SceneLoader.load(bytes: bytes, name: "gen") else { fatalError("generated scene failed to load") }
          runtime = SceneRuntime(scene: l.scene)
        }
        let reach = seconds { _ = Reach(runtime: runtime!) }
        reachTimes.append(reach)
        ratios.append(reach / load)
      }
      let s = Sample(scanRuns).median
      let t = Sample(tabRuns).median
      let r = Sample(ratios).median
      scan.append(s)
      tab.append(t)
      reachRatios.append(r)
      print(String(
        format: "   %8d   %7.2f µs (%.2f–%.2f)      %7.2f µs (%.2f–%.2f)      %.2f (%.2f–%.2f), reach %.1f ms",
        n, s, scanRuns.min()!, scanRuns.max()!, t, tabRuns.min()!, tabRuns.max()!, r, ratios.min()!, ratios.max()!,
        Sample(reachTimes).median * 1000))
    }
    if let s0 = scan.first, let s1 = scan.last, let t0 = tab.first, let t1 = tab.last, let r = reachRatios.last {
      Targets.check("Switch Control scan step growth 1k → 100k", measured: String(format: "%.2f×", s1 / s0), target: "≤ 2×", pass: s1 / s0 <= 2)
      Targets.check("Full Keyboard Access Tab step growth 1k → 100k", measured: String(format: "%.2f×", t1 / t0), target: "≤ 2×", pass: t1 / t0 <= 2)
      Targets.check("reach at 100k / loading", measured: String(format: "%.2f×", r), target: "≤ 2×", pass: r <= 2)
    }
  }
}
