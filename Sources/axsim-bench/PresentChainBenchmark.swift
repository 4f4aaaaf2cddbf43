import AssistiveTechnologies
import Foundation
import SceneModel

/// Two sheets that present each other, then dismissed one by one (issue 18): a presentation
/// or a dismissal changes one layer, so each must cost the same at any depth, and the whole
/// chain grows linearly (before, 8,000 presents and dismisses took 11.5 s: each rebuilt
/// lists of every layer). The sheets declare colours, so the display problems of the layers
/// in view are worked out on each step too (from the side tables, never per layer).
enum PresentChainBenchmark {
  static let scene = #"""
    { format: "axsim-scene/1", screens: [
      { id: "home", root: { vstack: [{ button: "Open", id: "open", onActivate: { present: "a" } }, { text: "Home" }] } },
      { id: "a", root: { sheet: [{ button: "To B", id: "toB", onActivate: { present: "b" } }, { text: "Sheet A", foreground: "#767676" }] } },
      { id: "b", root: { sheet: [{ button: "To A", id: "toA", onActivate: { present: "a" } }, { text: "Sheet B", foreground: "#767676" }] } }
    ] }
    """#

  /// Seconds for `depth` presents then `depth` dismisses, through VoiceOver as a script runs them.
  static func chain(_ depth: Int) throws -> Double {
    let scene = try SceneLoader.load(bytes: Array(scene.utf8), name: "chain").scene
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)))
    _ = sim.start()
    return seconds {
      for _ in 0..<depth { _ = sim.perform(.voiceOver(.activate)) }
      for _ in 0..<depth { _ = sim.perform(.voiceOver(.escape)) }
      precondition(sim.runtime.presented.isEmpty)
    }
  }

  @MainActor
  static func run() throws {
    print("")
    print("10. A chain of presentations and dismissals (two sheets presenting each other)")
    var perOp: [(Int, Double)] = []
    for depth in [1_000, 4_000] {
      let t = Sample((0..<3).map { _ in (try? chain(depth)) ?? 0 }).median
      perOp.append((depth, t / Double(2 * depth)))
      print(String(format: "   %5d presents + %5d dismisses: %.3f s (%.1f µs each)", depth, depth, t, t / Double(2 * depth) * 1e6))
    }
    let growth = perOp[1].1 / perOp[0].1
    Targets.check(
      "present/dismiss cost at depth 4,000 against 1,000", measured: String(format: "%.2f× (%.1f µs against %.1f µs each)", growth, perOp[1].1 * 1e6, perOp[0].1 * 1e6),
      target: "≤ 2× (each costs what it changes)", pass: growth <= 2)
  }
}
