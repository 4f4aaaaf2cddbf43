import AssistiveTechnologies
import Foundation
import SceneModel

/// Every command class of issue 11 on the generated mail scene at 1k, 10k and 100k elements,
/// driven through the engine's own entry points as the app drives them (`Simulator.perform`,
/// `Simulator.setContentSize`, `SceneRuntime.run` for the effects scenes write, the runtime's
/// search). Each class is timed one command at a time, undone between runs where needed
/// (a push is popped, a presented sheet dismissed), and reported as a median with min–max.
///
/// Targets for every class: at most 1 ms at 100k, and at most 2× its 1k cost. Read all speaks
/// every stop, so its target is per stop: linear, at most 2× the 1k cost per stop.
enum CommandBenchmark {
  /// One command class: its name and a measurement at one scene size (seconds per command).
  /// `measure` gets the scene, for looking elements up, and a loader of fresh copies: each
  /// runtime gets a scene loaded for it alone, as the app's does, so no edit pays for copying
  /// an element table the benchmark still holds.
  struct Command {
    var name: String
    var measure: (SceneModel.Scene, () -> SceneModel.Scene) -> Sample
  }

  static func runs(_ n: Int) -> Int { n >= 100_000 ? 9 : 21 }

  @MainActor
  static func run(sizes: [Int]) throws {
    // `AXSIM_BENCH_SIZES=1000,10000` for a quick run (a debug build, say).
    let sizes = ProcessInfo.processInfo.environment["AXSIM_BENCH_SIZES"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? sizes
    print("")
    print("8. Commands on the generated mail scene (one command per timing; medians with min–max)")
    var scenes: [(Int, SceneModel.Scene, [UInt8])] = []
    for n in sizes {
      let bytes = Array(SceneGenerator.scene(elements: n).utf8)
      scenes.append((n, try SceneLoader.load(bytes: bytes, name: "gen").scene, bytes))
    }
    // `AXSIM_BENCH_COMMANDS=search,rotor` measures only the classes whose names contain one
    // of the words.
    let only = ProcessInfo.processInfo.environment["AXSIM_BENCH_COMMANDS"].map { $0.split(separator: ",").map(String.init) }
    print("   " + pad("command", 40) + scenes.map { pad("\($0.0 / 1000)k", 30) }.joined() + "growth")
    for command in commands where only.map({ $0.contains { command.name.contains($0) } }) ?? true {
      var samples: [Sample] = []
      for (_, scene, bytes) in scenes {
        samples.append(command.measure(scene) { load(bytes) })
      }
      report(command.name, samples, unit: "µs", scale: 1e6)
      guard let first = samples.first, let last = samples.last, let n = scenes.last?.0 else { continue }
      let growth = last.median / first.median
      Targets.check("\(command.name) at \(n / 1000)k", measured: last.formatted(scale: 1000, unit: "ms", digits: 3), target: "≤ 1 ms", pass: last.median <= 0.001)
      Targets.check("\(command.name) growth \(scenes[0].0 / 1000)k → \(n / 1000)k", measured: String(format: "%.2f×", growth), target: "≤ 2×", pass: growth <= 2)
    }
    // Voice Control's index, built once per tree (the first phrase after a new screen pays it).
    if only.map({ $0.contains { "Voice Control index".contains($0) } }) ?? true {
      var builds: [Sample] = []
      for (_, scene, _) in scenes {
        let runtime = SceneRuntime(scene: scene)
        builds.append(timed(scene.elements.count >= 100_000 ? 5 : 11) { _ = VoiceControlIndex(runtime: runtime) })
      }
      report("Voice Control index build (per tree)", builds, unit: "ms", scale: 1e3)
    }
    // Read all speaks every stop: linear, with the same cost per stop at every size.
    guard only.map({ $0.contains { "read all".contains($0) } }) ?? true else { return }
    var perStop: [Sample] = []
    for (_, _, bytes) in scenes { perStop.append(readAllPerStop(load(bytes))) }
    report("read all, per stop", perStop, unit: "µs", scale: 1e6)
    if let first = perStop.first, let last = perStop.last, let n = scenes.last?.0 {
      let growth = last.median / first.median
      Targets.check("read all per stop growth \(scenes[0].0 / 1000)k → \(n / 1000)k (linear)", measured: String(format: "%.2f× (%@ per stop at %dk)", growth, last.formatted(scale: 1e6, unit: "µs", digits: 2) as NSString, n / 1000), target: "≤ 2×", pass: growth <= 2)
    }
  }

  static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
  }

  static func report(_ name: String, _ samples: [Sample], unit: String, scale: Double) {
    let cells = samples.map { pad($0.formatted(scale: scale, unit: unit, digits: 1), 30) }.joined()
    let growth = (samples.last?.median ?? 0) / max(1e-12, samples.first?.median ?? 1)
    print("   " + pad(name, 40) + cells + String(format: "%.2f×", growth))
  }

  // MARK: Setting up

  static func load(_ bytes: [UInt8]) -> SceneModel.Scene {
    guard let loaded = try? SceneLoader.load(bytes: bytes, name: "gen") else { fatalError("the generated scene failed to load") }
    return loaded.scene
  }

  /// A simulator on the scene's first screen, VoiceOver started.
  static func simulator(_ scene: SceneModel.Scene) -> Simulator {
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)))
    _ = sim.start()
    return sim
  }

  static func element(_ id: String, _ scene: SceneModel.Scene) -> ElementIndex {
    guard let e = scene.ids[id] else { fatalError("the generated scene has no '\(id)'") }
    return e
  }

  static func ref(_ id: String, _ scene: SceneModel.Scene) -> ElementRef { ElementRef(id: id, index: element(id, scene)) }

  /// A combined (even) row in the middle of the list.
  static func middleRow(_ scene: SceneModel.Scene) -> String {
    let rows = scene.elements.filter { $0.kind == .cell }.count
    return "row\((rows / 2) & ~1)"
  }

  static func rowCount(_ scene: SceneModel.Scene) -> Int { scene.elements.filter { $0.kind == .cell }.count }

  static func require(_ ok: Bool, _ what: String) {
    if !ok { fatalError("command benchmark: \(what)") }
  }

  /// Times `body` `count` times, running `undo` (untimed) after each.
  static func timed(_ count: Int, _ body: () -> Void, undo: () -> Void = {}) -> Sample {
    var values: [Double] = []
    for _ in 0..<count {
      values.append(seconds(body))
      undo()
    }
    return Sample(values)
  }

  // MARK: The command classes

  static var commands: [Command] { [
    Command(name: "VoiceOver next/previous") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.voiceOver(.focus(element(middleRow(scene), scene))))
      var forward = true
      return timed(runs(scene.elements.count) * 10) {
        _ = sim.perform(.voiceOver(forward ? .next : .previous))
        forward.toggle()
      }
    },
    Command(name: "focus jump (touch, search result)") { scene, fresh in
      var sim = simulator(fresh())
      let far = [element("row2", scene), element("row\((rowCount(scene) - 2) & ~1)", scene)]
      var k = 0
      return timed(runs(scene.elements.count) * 10) {
        _ = sim.perform(.voiceOver(.focus(far[k % 2])))
        k += 1
      }
    },
    Command(name: "VoiceOver activate row: push") { scene, fresh in
      pushPop(scene, fresh(), push: true)
    },
    Command(name: "VoiceOver escape: pop") { scene, fresh in
      pushPop(scene, fresh(), push: false)
    },
    Command(name: "activate Compose: present") { scene, fresh in
      presentDismiss(scene, fresh(), present: true)
    },
    Command(name: "activate Cancel: dismiss") { scene, fresh in
      presentDismiss(scene, fresh(), present: false)
    },
    Command(name: "custom action Archive: hide row") { scene, fresh in
      var sim = simulator(fresh())
      let rows = rowCount(scene)
      var next = (rows / 2) & ~1
      var values: [Double] = []
      for _ in 0..<runs(scene.elements.count) {
        let row = element("row\(next)", scene)
        next += 2
        _ = sim.perform(.voiceOver(.focus(row)))
        _ = sim.perform(.voiceOver(.rotorItemNext))  // the Actions rotor: "Archive"
        values.append(seconds { _ = sim.perform(.voiceOver(.activate)) })
        require(sim.scene.elements[row].hidden, "Archive did not hide the row")
      }
      return Sample(values)
    },
    Command(name: "set label, row read as one (effect)") { scene, fresh in
      effect(scene, fresh) { k in .set(ref("reply\((rowCount(scene) / 2) & ~1)", scene), ElementPatch(label: k % 2 == 0 ? "Answer" : "Reply")) }
    },
    Command(name: "set label, row of three stops (effect)") { scene, fresh in
      effect(scene, fresh) { k in .set(ref("reply\((rowCount(scene) / 2) | 1)", scene), ElementPatch(label: k % 2 == 0 ? "Answer" : "Reply")) }
    },
    Command(name: "set value (effect)") { scene, fresh in
      effect(scene, fresh) { k in .set(ref("reply\(rowCount(scene) / 2)", scene), ElementPatch(value: k % 2 == 0 ? "3 new" : "none")) }
    },
    Command(name: "hide/show a row (effect)") { scene, fresh in
      effect(scene, fresh) { k in .set(ref(middleRow(scene), scene), ElementPatch(hidden: k % 2 == 0)) }
    },
    Command(name: "Dynamic Type step") { scene, fresh in
      var sim = simulator(fresh())
      var k = 0
      return timed(runs(scene.elements.count)) {
        _ = sim.setContentSize(k % 2 == 0 ? .extraLarge : .large)
        k += 1
      }
    },
    Command(name: "search: next match, same query (n)") { scene, fresh in
      var sim = simulator(fresh())
      // Rows 1, 10–19, 100–199, …: the matches met from the top are the same rows at every
      // size, so the growth compares the same focus moves and the same speech.
      let query = "Sender 1"
      _ = sim.runtime.searchMatches(query)
      return timed(runs(scene.elements.count) * 4) {
        let runtime = sim.runtime
        let count = runtime.searchMatches(query).count
        let p = runtime.searchMatch(query, from: sim.voiceOver.focusPosition, forward: true)
        require(count > 1 && p != nil, "the search found nothing")
        _ = sim.perform(.voiceOver(.focus(runtime.tree.stops[p!].element)))
      }
    },
    Command(name: "search: a new query") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.runtime.searchMatches("warm")
      let rows = rowCount(scene)
      var k = 0
      return timed(runs(scene.elements.count)) {
        let query = "Sender \(rows - 3 - k)"
        k += 1
        let runtime = sim.runtime
        let count = runtime.searchMatches(query).count
        let p = runtime.searchMatch(query, from: sim.voiceOver.focusPosition, forward: true)
        require(count > 0 && p != nil, "the search found nothing")
        _ = sim.perform(.voiceOver(.focus(runtime.tree.stops[p!].element)))
      }
    },
    Command(name: "search: first after an edit (index)") { scene, fresh in
      // An edit (a value, untimed) makes the next search build the index again.
      var runtime = SceneRuntime(scene: fresh())
      let row = ref(middleRow(scene), scene)
      var k = 0
      let query = "Sender \(rowCount(scene) - 3)"
      return timed(runs(scene.elements.count)) {
        require(!runtime.searchMatches(query).isEmpty && runtime.searchMatch(query, from: nil, forward: true) != nil, "the search found nothing")
      } undo: {
        k += 1
        _ = runtime.run(.set(row, ElementPatch(value: "\(k)")), focus: nil)
      }
    },
    Command(name: "Full Keyboard Access find") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.use(.fullKeyboardAccess))
      let query = "Sender \(rowCount(scene) - 3)"
      return timed(runs(scene.elements.count)) {
        _ = sim.perform(.keyboard(.find(query)))
      } undo: {
        _ = sim.perform(.keyboard(.moveToBeginning))
      }
    },
    Command(name: "rotor Flagged (custom) next/previous") { scene, fresh in
      rotorMoves(scene, fresh(), to: .custom("Flagged"))
    },
    Command(name: "rotor Headings next/previous") { scene, fresh in
      rotorMoves(scene, fresh(), to: .headings)
    },
    Command(name: "rotor Form Controls next/previous") { scene, fresh in
      rotorMoves(scene, fresh(), to: .formControls)
    },
    Command(name: "Switch Control tap row: push") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.switchControl(.setTapBehavior(.alwaysTap)))
      let row = element(middleRow(scene), scene)
      var values: [Double] = []
      for _ in 0..<runs(scene.elements.count) {
        _ = sim.perform(.voiceOver(.focus(row)))
        _ = sim.perform(.use(.switchControl))
        values.append(seconds { _ = sim.perform(.switchControl(.select)) })
        require(sim.runtime.navigation.count == 2, "the Switch Control tap did not push")
        _ = sim.perform(.voiceOver(.escape))
      }
      return Sample(values)
    },
    Command(name: "Full Keyboard Access activate row: push") { scene, fresh in
      keyboardPushPop(scene, fresh(), push: true)
    },
    Command(name: "Full Keyboard Access back: pop") { scene, fresh in
      keyboardPushPop(scene, fresh(), push: false)
    },
    Command(name: "Voice Control phrase (a row's name)") { scene, fresh in
      // A row said by its whole name, with a gesture that changes nothing ("long press": no
      // recogniser) and one that opens its custom actions: the phrase is parsed, resolved
      // through the index and answered. The index is built before timing (it is kept per
      // tree; the next section times its building).
      var sim = simulator(fresh())
      _ = sim.perform(.use(.voiceControl))
      let row = element(middleRow(scene), scene)
      guard let name = VoiceControlNames.names(of: row, in: sim.runtime).first else { fatalError("the middle row has no name") }
      let phrases = [VoiceControlCommand("long press " + name), VoiceControlCommand("show actions for " + name)]
      let check = sim.perform(.voiceControl(phrases[1]))
      require(check.first?.notes.first == "say an action's number or name", "the row's name did not resolve: \(check.first?.notes ?? [])")
      var k = 0
      return timed(runs(scene.elements.count) * 10) {
        _ = sim.perform(.voiceControl(phrases[k % 2]))
        k += 1
      }
    },
    Command(name: "Voice Control tap row by name: push") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.use(.voiceControl))
      let row = element(middleRow(scene), scene)
      guard let name = VoiceControlNames.names(of: row, in: sim.runtime).first else { fatalError("the middle row has no name") }
      let tap = VoiceControlCommand("tap " + name)
      let back = VoiceControlCommand("go back")
      var values: [Double] = []
      for _ in 0..<runs(scene.elements.count) {
        values.append(seconds { _ = sim.perform(.voiceControl(tap)) })
        require(sim.runtime.navigation.count == 2, "tapping the row by name did not push")
        _ = sim.perform(.voiceControl(back))
        require(sim.runtime.navigation.count == 1, "go back did not pop")
      }
      return Sample(values)
    },
  ] }

  /// VoiceOver activates a row (push "message") and escapes back (pop), alternately; one of
  /// the two is timed.
  static func pushPop(_ scene: SceneModel.Scene, _ own: SceneModel.Scene, push: Bool) -> Sample {
    var sim = simulator(own)
    _ = sim.perform(.voiceOver(.focus(element(middleRow(scene), scene))))
    var values: [Double] = []
    for _ in 0..<runs(scene.elements.count) {
      let a = seconds { _ = sim.perform(.voiceOver(.activate)) }
      require(sim.runtime.navigation.count == 2, "activating the row did not push")
      let b = seconds { _ = sim.perform(.voiceOver(.escape)) }
      require(sim.runtime.navigation.count == 1, "escape did not pop")
      values.append(push ? a : b)
    }
    return Sample(values)
  }

  /// VoiceOver activates Compose (present) and then Cancel, focused on arrival (dismiss).
  static func presentDismiss(_ scene: SceneModel.Scene, _ own: SceneModel.Scene, present: Bool) -> Sample {
    var sim = simulator(own)
    let compose = element("compose", scene)
    let cancel = element("cancel", scene)
    var values: [Double] = []
    for _ in 0..<runs(scene.elements.count) {
      _ = sim.perform(.voiceOver(.focus(compose)))
      let a = seconds { _ = sim.perform(.voiceOver(.activate)) }
      require(sim.runtime.presented.count == 1, "Compose did not present")
      _ = sim.perform(.voiceOver(.focus(cancel)))
      let b = seconds { _ = sim.perform(.voiceOver(.activate)) }
      require(sim.runtime.presented.isEmpty, "Cancel did not dismiss")
      values.append(present ? a : b)
    }
    return Sample(values)
  }

  /// Full Keyboard Access activates a row (push) and goes back (pop).
  static func keyboardPushPop(_ scene: SceneModel.Scene, _ own: SceneModel.Scene, push: Bool) -> Sample {
    var sim = simulator(own)
    _ = sim.perform(.voiceOver(.focus(element(middleRow(scene), scene))))
    _ = sim.perform(.use(.fullKeyboardAccess))
    var values: [Double] = []
    for _ in 0..<runs(scene.elements.count) {
      let a = seconds { _ = sim.perform(.keyboard(.activate)) }
      require(sim.runtime.navigation.count == 2, "the keyboard's activate did not push")
      let b = seconds { _ = sim.perform(.keyboard(.back)) }
      require(sim.runtime.navigation.count == 1, "the keyboard's back did not pop")
      values.append(push ? a : b)
    }
    return Sample(values)
  }

  /// An effect as a scene's handler runs it, through the one mechanism every technology
  /// uses (`SceneRuntime.run`), on a runtime of its own; `make(k)` alternates the change.
  static func effect(_ scene: SceneModel.Scene, _ fresh: () -> SceneModel.Scene, _ make: (Int) -> Effect) -> Sample {
    var runtime = SceneRuntime(scene: fresh())
    var k = 0
    let effects = (0..<2).map(make)
    return timed(runs(scene.elements.count) * 2) {
      _ = runtime.run(effects[k % 2], focus: nil)
      k += 1
    }
  }

  /// Turns VoiceOver's rotor to `item` on a middle row, then times rotor moves down and up.
  static func rotorMoves(_ scene: SceneModel.Scene, _ own: SceneModel.Scene, to item: RotorItem) -> Sample {
    var sim = simulator(own)
    _ = sim.perform(.voiceOver(.focus(element(middleRow(scene), scene))))
    for _ in 0..<12 where sim.voiceOver.rotor.current != item { _ = sim.perform(.voiceOver(.rotorNext)) }
    require(sim.voiceOver.rotor.current == item, "the rotor never reached \(item.name) (items: \(sim.voiceOver.availableRotorItems.map(\.name)))")
    var down = true
    return timed(runs(scene.elements.count) * 4) {
      _ = sim.perform(.voiceOver(down ? .rotorItemNext : .rotorItemPrevious))
      down.toggle()
    }
  }

  /// Read all from the top, per stop spoken.
  static func readAllPerStop(_ scene: SceneModel.Scene) -> Sample {
    let count = scene.elements.count
    var sim = simulator(scene)
    let stops = Double(sim.runtime.tree.stops.count)
    return timed(count >= 100_000 ? 3 : 7) {
      _ = sim.perform(.voiceOver(.readAll))
    }.scaled(by: 1 / stops)
  }
}

extension Sample {
  /// Every value multiplied by `k` (a whole run divided into its steps).
  func scaled(by k: Double) -> Sample { Sample(values.map { $0 * k }) }
}
