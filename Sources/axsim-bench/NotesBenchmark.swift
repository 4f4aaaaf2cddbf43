import AssistiveTechnologies
import Foundation
import InspectorCore
import InspectorUI
import SceneModel
import TerminalCanvas

/// Review notes on elements without an id (issue 18): such a note names its element by JSON
/// path, and finding it once meant computing every path of the scene, for every note, on
/// every frame. A key on the 100k scene with 1,000 of them must cost at most twice a key
/// with none; and the report's pass over 1,000 of them (each note's element once) is timed.
@MainActor
enum NotesBenchmark {
  static func run() throws {
    print("")
    print("9. Review notes on elements without an id, 100k elements (in process, 100×30)")
    let elements = 100_000
    let scene = try SceneLoader.load(bytes: Array(SceneGenerator.scene(elements: elements).utf8), name: "gen").scene
    // 1,000 elements without an id: the texts of rows 100–109 (on screen while the keys
    // are pressed, so their marks are drawn), the rest spread over the scene.
    let idless = scene.elements.indices.filter { scene.elements[$0].id == nil }
    let inView = (100..<110).flatMap { scene.elements[scene.ids["row\($0)"]!].children.filter { scene.elements[$0].id == nil } }
    let step = max(1, idless.count / (1_000 - inView.count))
    let spread = stride(from: 0, to: idless.count, by: step).map { idless[$0] }.filter { !inView.contains($0) }
    let noted = inView + spread.prefix(1_000 - inView.count)
    precondition(noted.count == 1_000)
    let notes = ReviewNotes(noted.enumerated().map { k, e in
      ReviewNote(id: "n\(k + 1)", target: ReviewNotes.target(for: e, in: scene), text: "Note \(k + 1) on an element without an id")
    })
    precondition(notes.notes.allSatisfy { if case .elementPath = $0.target { return true } else { return false } })

    // The same walk of keys with no notes and with 1,000, key by key in turn.
    var plain = TUIBenchmark.Driver(scene: scene)
    var noted1000 = TUIBenchmark.Driver(scene: scene)
    noted1000.state.review.notes = notes
    plain.focus("row100")
    noted1000.focus("row100")
    // The frames drawn are the app's, with the notes' marks.
    precondition(Screen.render(noted1000.state).lines().contains { $0.contains("¶") }, "the notes are drawn")
    // One untimed round builds what a first frame builds (the path table among it).
    _ = plain.time("right")
    _ = noted1000.time("right")
    var none: [Double] = []
    var with: [Double] = []
    for k in 0..<200 {
      let key = k % 40 < 20 ? "right" : "left"
      none.append(plain.time(key).total)
      with.append(noted1000.time(key).total)
    }
    let ratios = Sample(zip(with, none).map { $0 / $1 })
    print("   a key, no notes:            \(Sample(none).formatted(digits: 3))")
    print("   a key, 1,000 id-less notes: \(Sample(with).formatted(digits: 3))")
    Targets.check(
      "key with 1,000 id-less notes at 100k", measured: String(format: "%.2f× a key with none (%@ against %@)", Sample(with).median / Sample(none).median, Sample(with).formatted(digits: 3) as NSString, Sample(none).formatted(digits: 3) as NSString),
      target: "≤ 2×", pass: Sample(with).median <= 2 * Sample(none).median)
    _ = ratios

    // What `axsim report` does with them: each note's element, once (a fresh scene, so the
    // path table is built inside the timing).
    let fresh = try SceneLoader.load(bytes: Array(SceneGenerator.scene(elements: elements).utf8), name: "gen").scene
    var found = 0
    let resolve = seconds {
      for note in notes.notes where ReviewNotes.element(of: note, in: fresh) != nil { found += 1 }
    }
    precondition(found == notes.notes.count, "every note finds its element")
    Targets.check(
      "report: 1,000 id-less notes resolved at 100k", measured: String(format: "%.0f ms (the scene's path table and 1,000 look-ups)", resolve * 1000),
      target: "≤ 1 s", pass: resolve <= 1)
  }
}
