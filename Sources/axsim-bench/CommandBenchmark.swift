import AssistiveTechnologies
import Foundation
import SceneModel

/// Every command class on the generated mail scene at 1k, 10k and 100k elements, driven
/// through the engine's own entry points as the app drives them (`Simulator.perform`,
/// `Simulator.setContentSize`, `SceneRuntime.run` for the effects scenes write, the runtime's
/// search). Each class is timed one command at a time, undone between runs where needed
/// (a push is popped, a presented sheet dismissed), and reported as a median with min–max.
///
/// The sizes take turns: each round times a few commands at every size, so a disturbance of
/// the shared machine hits all sizes of one round alike, and the growth is the median of
/// the rounds' ratios (paired), not a ratio of medians taken minutes apart.
///
/// Targets for every class: at most 1 ms at 100k, and at most 2× its 1k cost. Read all speaks
/// every stop, so its target is per stop: linear, at most 2× the 1k cost per stop. A Dynamic
/// Type step lays every element out by nature: its target is per element (at most 2× the 1k
/// cost per element, and at most `dynamicTypeNanoseconds` an element at 100k).
enum CommandBenchmark {
  /// One command class: its name, how many commands a round times at each size, and how
  /// to set up a runner at one size. `prepare` gets the scene, for looking elements up, and
  /// a loader of fresh copies: each runtime gets a scene loaded for it alone, as the app's
  /// does, so no edit pays for copying an element table the benchmark still holds. The
  /// runner times one command (its own untimed set-up and undo around it) in seconds.
  struct Command {
    var name: String
    var perRound = 4
    /// Divides each timing (a per-element or per-stop figure); 1 for a whole command.
    var per: Per = .command
    /// Whether the 1 ms and growth targets apply (not to a build that is linear by nature
    /// and paid once per tree).
    var targets = true
    var prepare: (SceneModel.Scene, () -> SceneModel.Scene) -> () -> Double
  }

  enum Per { case command, element, stop }

  static let rounds = 9
  /// A Dynamic Type step's cost per element at 100k, at most [target].
  static let dynamicTypeNanoseconds = 400.0

  @MainActor
  static func run(sizes: [Int]) throws {
    // `AXSIM_BENCH_SIZES=1000,10000` for a quick run (a debug build, say).
    let sizes = ProcessInfo.processInfo.environment["AXSIM_BENCH_SIZES"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? sizes
    print("")
    print("8. Commands on the generated mail scene (one command per timing; medians with min–max; growth: median of paired rounds)")
    var scenes: [(Int, SceneModel.Scene, [UInt8])] = []
    for n in sizes {
      let bytes = Array(SceneGenerator.scene(elements: n).utf8)
      scenes.append((n, try SceneLoader.load(bytes: bytes, name: "gen").scene, bytes))
    }
    // `AXSIM_BENCH_COMMANDS=search,rotor` measures only the classes whose names contain one
    // of the words.
    let only = ProcessInfo.processInfo.environment["AXSIM_BENCH_COMMANDS"].map { $0.split(separator: ",").map(String.init) }
    print("   " + pad("command", 44) + scenes.map { pad("\($0.0 / 1000)k", 30) }.joined() + "growth (paired)")
    for command in commands where only.map({ $0.contains { command.name.contains($0) } }) ?? true {
      let runners = scenes.map { (_, scene, bytes) in command.prepare(scene) { load(bytes) } }
      var values = Array(repeating: [Double](), count: scenes.count)
      var ratios: [Double] = []
      let divisors = scenes.map { (_, scene, _) -> Double in
        switch command.per {
        case .command: return 1
        case .element: return Double(scene.elements.count)
        case .stop: return Double(max(1, SceneRuntime(scene: scene).tree.stops.count))
        }
      }
      for _ in 0..<rounds {
        var medians: [Double] = []
        for (i, runner) in runners.enumerated() {
          let round = (0..<command.perRound).map { _ in runner() / divisors[i] }
          values[i] += round
          medians.append(Sample(round).median)
        }
        if let first = medians.first, let last = medians.last { ratios.append(last / max(first, 1e-12)) }
      }
      let samples = values.map(Sample.init)
      let growth = Sample(ratios)
      let unit = command.per == .command ? "µs" : "ns"
      let scale = command.per == .command ? 1e6 : 1e9
      let cells = samples.map { pad($0.formatted(scale: scale, unit: unit, digits: 1), 30) }.joined()
      print("   " + pad(command.name + (command.per == .command ? "" : command.per == .element ? " (per element)" : " (per stop)"), 44) + cells + growth.ratioText)
      guard command.targets, let last = samples.last, let n = scenes.last?.0, scenes.count > 1 else { continue }
      let from = scenes[0].0 / 1000
      switch command.per {
      case .command:
        Targets.check("\(command.name) at \(n / 1000)k", measured: last.formatted(scale: 1000, unit: "ms", digits: 3), target: "≤ 1 ms", pass: last.median <= 0.001)
        Targets.check("\(command.name) growth \(from)k → \(n / 1000)k (paired)", measured: growth.ratioText, target: "≤ 2×", pass: growth.median <= 2)
      case .element:
        Targets.check(
          "\(command.name) per element at \(n / 1000)k", measured: last.formatted(scale: 1e9, unit: "ns", digits: 0),
          target: "≤ \(Int(dynamicTypeNanoseconds)) ns", pass: last.median * 1e9 <= dynamicTypeNanoseconds)
        Targets.check("\(command.name) per element growth \(from)k → \(n / 1000)k (paired; linear)", measured: growth.ratioText, target: "≤ 2×", pass: growth.median <= 2)
      case .stop:
        Targets.check("\(command.name) per stop growth \(from)k → \(n / 1000)k (paired; linear)", measured: growth.ratioText, target: "≤ 2×", pass: growth.median <= 2)
      }
    }
  }

  /// One command class (by the start of its name) at one size, `repetitions` times, for a
  /// profiler: prints the mean time per command.
  @MainActor
  static func profile(elements: Int, command name: String, repetitions: Int) throws {
    guard let command = commands.first(where: { $0.name.hasPrefix(name) }) else {
      fatalError("no command class \(name); classes: \(commands.map(\.name))")
    }
    let bytes = Array(SceneGenerator.scene(elements: elements).utf8)
    let runner = command.prepare(load(bytes)) { load(bytes) }
    var times: [Double] = []
    for _ in 0..<repetitions { times.append(runner()) }
    let sample = Sample(times)
    print("\(command.name), \(elements / 1000)k, \(repetitions) commands: \(sample.formatted(scale: 1e6, unit: "µs", digits: 1))")
  }

  static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
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

  // MARK: The command classes

  static var commands: [Command] { [
    Command(name: "VoiceOver next/previous", perRound: 20) { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.voiceOver(.focus(element(middleRow(scene), scene))))
      var forward = true
      return {
        defer { forward.toggle() }
        return seconds { _ = sim.perform(.voiceOver(forward ? .next : .previous)) }
      }
    },
    Command(name: "focus jump (touch, search result)", perRound: 20) { scene, fresh in
      var sim = simulator(fresh())
      let far = [element("row2", scene), element("row\((rowCount(scene) - 2) & ~1)", scene)]
      var k = 0
      return {
        defer { k += 1 }
        return seconds { _ = sim.perform(.voiceOver(.focus(far[k % 2]))) }
      }
    },
    Command(name: "VoiceOver activate row: push") { scene, fresh in
      pushPop(scene, fresh(), push: true)
    },
    Command(name: "VoiceOver escape: pop") { scene, fresh in
      pushPop(scene, fresh(), push: false)
    },
    Command(name: "push with a colour on every row") { scene, fresh in
      // The same push, on the scene with a foreground colour declared on every row (a side
      // table as long as the list): a push looks at the entries of the screens in view, not
      // every one the scene declares (the list's are not in view once the message is).
      pushPop(scene, colouredRows(fresh()), push: true)
    },
    Command(name: "pop with a colour on every row") { scene, fresh in
      // Back to the list of coloured rows: its display tables, kept while it was covered,
      // are taken back rather than worked out from every row again.
      pushPop(scene, colouredRows(fresh()), push: false)
    },
    Command(name: "activate Compose: present") { scene, fresh in
      presentDismiss(scene, fresh(), present: true)
    },
    Command(name: "activate Cancel: dismiss") { scene, fresh in
      presentDismiss(scene, fresh(), present: false)
    },
    Command(name: "custom action Archive: hide row", perRound: 2) { scene, fresh in
      var sim = simulator(fresh())
      var next = (rowCount(scene) / 2) & ~1
      return {
        let row = element("row\(next)", scene)
        next += 2
        _ = sim.perform(.voiceOver(.focus(row)))
        _ = sim.perform(.voiceOver(.rotorItemNext))  // the Actions rotor: "Archive"
        let t = seconds { _ = sim.perform(.voiceOver(.activate)) }
        require(sim.scene.elements[row].hidden, "Archive did not hide the row")
        return t
      }
    },
    Command(name: "set label, text in a stack (status line)") { scene, fresh in
      effect(scene, fresh) { k in .set(ref("status", scene), ElementPatch(label: SceneGenerator.statusLabels[k % 2])) }
    },
    Command(name: "set label, the same again") { scene, fresh in
      effect(scene, fresh) { _ in .set(ref("status", scene), ElementPatch(label: SceneGenerator.statusLabels[0])) }
    },
    Command(name: "hide an element already hidden") { scene, fresh in
      var runtime = SceneRuntime(scene: fresh())
      _ = runtime.run(.set(ref("status", scene), ElementPatch(hidden: true)), focus: nil)
      return { seconds { _ = runtime.run(.set(ref("status", scene), ElementPatch(hidden: true)), focus: nil) } }
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
    Command(name: "hide/show at the top (status line)") { scene, fresh in
      effect(scene, fresh) { k in .set(ref("status", scene), ElementPatch(hidden: k % 2 == 0)) }
    },
    Command(name: "hide/show a row (effect)") { scene, fresh in
      effect(scene, fresh) { k in .set(ref(middleRow(scene), scene), ElementPatch(hidden: k % 2 == 0)) }
    },
    Command(name: "VoiceOver activate a switch: toggle") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.voiceOver(.focus(element("focusFilter", scene))))
      return { seconds { _ = sim.perform(.voiceOver(.activate)) } }
    },
    Command(name: "VoiceOver swipe up/down on a slider") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.voiceOver(.focus(element("previewLines", scene))))
      var up = true
      return {
        defer { up.toggle() }
        return seconds { _ = sim.perform(.voiceOver(up ? .increment : .decrement)) }
      }
    },
    Command(name: "Dynamic Type step", perRound: 1, per: .element) { scene, fresh in
      var sim = simulator(fresh())
      var k = 0
      return {
        defer { k += 1 }
        return seconds { _ = sim.setContentSize(k % 2 == 0 ? .extraLarge : .large) }
      }
    },
    // Bold Text changes every text's size too: the same whole layout, the same target.
    Command(name: "Bold Text step", perRound: 1, per: .element) { scene, fresh in
      var sim = simulator(fresh())
      return {
        var display = sim.runtime.display
        display.boldText.toggle()
        return seconds { _ = sim.setDisplay(display) }
      }
    },
    Command(name: "search: next match, same query (n)", perRound: 8) { scene, fresh in
      var sim = simulator(fresh())
      // Rows 1, 10–19, 100–199, …: the matches met from the top are the same rows at every
      // size, so the growth compares the same focus moves and the same speech.
      let query = "Sender 1"
      _ = sim.runtime.searchMatches(query)
      return {
        seconds {
          let runtime = sim.runtime
          let count = runtime.searchMatches(query).count
          let p = runtime.searchMatch(query, from: sim.voiceOver.focusPosition, forward: true)
          require(count > 1 && p != nil, "the search found nothing")
          _ = sim.perform(.voiceOver(.focus(runtime.tree.stops[p!].element)))
        }
      }
    },
    Command(name: "search: a new query", perRound: 2) { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.runtime.searchMatches("warm")
      let rows = rowCount(scene)
      var k = 0
      return {
        let query = "Sender \(rows - 3 - k)"
        k += 1
        return seconds {
          let runtime = sim.runtime
          let count = runtime.searchMatches(query).count
          let p = runtime.searchMatch(query, from: sim.voiceOver.focusPosition, forward: true)
          require(count > 0 && p != nil, "the search found nothing")
          _ = sim.perform(.voiceOver(.focus(runtime.tree.stops[p!].element)))
        }
      }
    },
    Command(name: "search: first after an edit (index)", perRound: 2) { scene, fresh in
      // An edit (a value, untimed) makes the next search bring the index up to date.
      var runtime = SceneRuntime(scene: fresh())
      let row = ref(middleRow(scene), scene)
      var k = 0
      let query = "Sender \(rowCount(scene) - 3)"
      return {
        k += 1
        _ = runtime.run(.set(row, ElementPatch(value: "\(k)")), focus: nil)
        return seconds {
          require(!runtime.searchMatches(query).isEmpty && runtime.searchMatch(query, from: nil, forward: true) != nil, "the search found nothing")
        }
      }
    },
    Command(name: "search: first after a hide (index)", perRound: 2) { scene, fresh in
      // A hide (untimed) takes stops out: the next search renumbers or rebuilds the index.
      var runtime = SceneRuntime(scene: fresh())
      let row = ref(middleRow(scene), scene)
      var k = 0
      let query = "Sender \(rowCount(scene) - 3)"
      return {
        k += 1
        _ = runtime.run(.set(row, ElementPatch(hidden: k % 2 == 1)), focus: nil)
        return seconds {
          require(!runtime.searchMatches(query).isEmpty && runtime.searchMatch(query, from: nil, forward: true) != nil, "the search found nothing")
        }
      }
    },
    Command(name: "Full Keyboard Access find") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.use(.fullKeyboardAccess))
      let query = "Sender \(rowCount(scene) - 3)"
      return {
        defer { _ = sim.perform(.keyboard(.moveToBeginning)) }
        return seconds { _ = sim.perform(.keyboard(.find(query))) }
      }
    },
    Command(name: "rotor Flagged (custom) next/previous", perRound: 8) { scene, fresh in
      rotorMoves(scene, fresh(), to: .custom("Flagged"))
    },
    Command(name: "rotor Headings next/previous", perRound: 8) { scene, fresh in
      rotorMoves(scene, fresh(), to: .headings)
    },
    Command(name: "rotor Form Controls next/previous", perRound: 8) { scene, fresh in
      rotorMoves(scene, fresh(), to: .formControls)
    },
    Command(name: "Switch Control tap row: push") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.switchControl(.setTapBehavior(.alwaysTap)))
      let row = element(middleRow(scene), scene)
      return {
        _ = sim.perform(.voiceOver(.focus(row)))
        _ = sim.perform(.use(.switchControl))
        let t = seconds { _ = sim.perform(.switchControl(.select)) }
        require(sim.runtime.navigation.count == 2, "the Switch Control tap did not push")
        _ = sim.perform(.voiceOver(.escape))
        return t
      }
    },
    Command(name: "Full Keyboard Access activate row: push") { scene, fresh in
      keyboardPushPop(scene, fresh(), push: true)
    },
    Command(name: "Full Keyboard Access back: pop") { scene, fresh in
      keyboardPushPop(scene, fresh(), push: false)
    },
    Command(name: "read all", perRound: 1, per: .stop) { scene, fresh in
      var sim = simulator(fresh())
      return { seconds { _ = sim.perform(.voiceOver(.readAll)) } }
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
      return {
        defer { k += 1 }
        return seconds { _ = sim.perform(.voiceControl(phrases[k % 2])) }
      }
    },
    Command(name: "Voice Control scroll down/up") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.use(.voiceControl))
      let phrases = [VoiceControlCommand("scroll down"), VoiceControlCommand("scroll up")]
      var k = 0
      return {
        defer { k += 1 }
        return seconds { _ = sim.perform(.voiceControl(phrases[k % 2])) }
      }
    },
    Command(name: "Voice Control tap row by name: push") { scene, fresh in
      var sim = simulator(fresh())
      _ = sim.perform(.use(.voiceControl))
      let row = element(middleRow(scene), scene)
      guard let name = VoiceControlNames.names(of: row, in: sim.runtime).first else { fatalError("the middle row has no name") }
      let tap = VoiceControlCommand("tap " + name)
      let back = VoiceControlCommand("go back")
      return {
        let t = seconds { _ = sim.perform(.voiceControl(tap)) }
        require(sim.runtime.navigation.count == 2, "tapping the row by name did not push")
        _ = sim.perform(.voiceControl(back))
        require(sim.runtime.navigation.count == 1, "go back did not pop")
        return t
      }
    },
    Command(name: "Voice Control phrase after a row's hide") { scene, fresh in
      // A row above the middle one is hidden and shown in turn between phrases: Voice
      // Control's index is brought up to date from the edit (the hidden row's items leave,
      // the later numbers move), not built again. The phrase after each edit is timed.
      var sim = simulator(fresh())
      _ = sim.perform(.use(.voiceControl))
      let row = element(middleRow(scene), scene)
      let middle = Int(middleRow(scene).dropFirst(3))!
      let other = ref("row\(middle - 2)", scene)
      guard let name = VoiceControlNames.names(of: row, in: sim.runtime).first else { fatalError("the middle row has no name") }
      _ = sim.perform(.voiceControl(VoiceControlCommand("long press " + name)))
      var runtime = sim.runtime
      var k = 0
      return {
        k += 1
        _ = runtime.run(.set(other, ElementPatch(hidden: k % 2 == 1)), focus: nil)
        return seconds { require(runtime.voiceControlIndex().matches(VoiceControlNames.spoken(name)).count == 1, "the row's name did not resolve after the hide") }
      }
    },
    Command(name: "scroll extent after a row's hide") { scene, fresh in
      // What the first Voice Control or Switch Control scroll after an edit asks: how far the
      // content goes (`contentBottom`). A row is hidden and shown in turn, the middle one's
      // neighbour and the last, so the bottom moves; it is worked out again by walking the
      // long list's kept margins (brought up to date by the row alone), not every stop.
      var runtime = SceneRuntime(scene: fresh())
      let middle = Int(middleRow(scene).dropFirst(3))!
      let rows = [ref("row\(middle - 2)", scene), ref("row\(rowCount(scene) - 1)", scene)]
      let full = runtime.contentBottom()
      var k = 0
      return {
        defer { k += 1 }
        _ = runtime.run(.set(rows[(k / 2) % 2], ElementPatch(hidden: k % 2 == 0)), focus: nil)
        var bottom = 0.0
        let t = seconds { bottom = runtime.contentBottom() }
        require(k % 4 != 2 || bottom < full, "hiding the last row did not raise the content's bottom")
        return t
      }
    },
    Command(name: "Switch Control scan tree after a row's hide") { scene, fresh in
      // What Switch Control's next step after an edit needs: the scan tree (its items in
      // groups) for the new state.
      var runtime = SceneRuntime(scene: fresh())
      let row = ref("row\(Int(middleRow(scene).dropFirst(3))! - 2)", scene)
      _ = runtime.keptScanTree(SwitchControlSettings())
      var k = 0
      return {
        defer { k += 1 }
        _ = runtime.run(.set(row, ElementPatch(hidden: k % 2 == 0)), focus: nil)
        return seconds { _ = runtime.keptScanTree(SwitchControlSettings()) }
      }
    },
    Command(name: "Full Keyboard Access groups after a row's hide") { scene, fresh in
      // What the keyboard's next Tab after an edit needs: the focus groups for the new state.
      var runtime = SceneRuntime(scene: fresh())
      let row = ref("row\(Int(middleRow(scene).dropFirst(3))! - 2)", scene)
      _ = runtime.keptFocusGroups()
      var k = 0
      return {
        defer { k += 1 }
        _ = runtime.run(.set(row, ElementPatch(hidden: k % 2 == 0)), focus: nil)
        return seconds { _ = runtime.keptFocusGroups() }
      }
    },
    // The pass over every stop the walk replaced (and its oracle), for the before and after
    // in one run: linear by nature, so reported without targets.
    Command(name: "scroll extent from every stop (before)", targets: false) { scene, fresh in
      let runtime = SceneRuntime(scene: fresh())
      return { seconds { _ = runtime.contentBottomOfEveryStop() } }
    },
    // Voice Control's index, built once per tree (the first phrase after a new screen pays it):
    // linear by nature, so reported without targets.
    Command(name: "Voice Control index build (per tree)", perRound: 1, targets: false) { _, fresh in
      let runtime = SceneRuntime(scene: fresh())
      return { seconds { _ = VoiceControlIndex(runtime: runtime) } }
    },
  ] }

  /// The generated scene with a foreground colour declared on every row: a side table of
  /// colours as long as the list.
  static func colouredRows(_ scene: SceneModel.Scene) -> SceneModel.Scene {
    var own = scene
    var colors = ElementColors()
    colors.foreground = ColorSet(light: RGB("#767676")!)
    for (e, element) in own.elements.enumerated() where element.kind == .cell { own.colors[e] = colors }
    return own
  }

  /// VoiceOver activates a row (push "message") and escapes back (pop); one of the two is
  /// timed.
  static func pushPop(_ scene: SceneModel.Scene, _ own: SceneModel.Scene, push: Bool) -> () -> Double {
    var sim = simulator(own)
    _ = sim.perform(.voiceOver(.focus(element(middleRow(scene), scene))))
    return {
      let a = seconds { _ = sim.perform(.voiceOver(.activate)) }
      require(sim.runtime.navigation.count == 2, "activating the row did not push")
      let b = seconds { _ = sim.perform(.voiceOver(.escape)) }
      require(sim.runtime.navigation.count == 1, "escape did not pop")
      return push ? a : b
    }
  }

  /// VoiceOver activates Compose (present) and then Cancel, focused on arrival (dismiss).
  static func presentDismiss(_ scene: SceneModel.Scene, _ own: SceneModel.Scene, present: Bool) -> () -> Double {
    var sim = simulator(own)
    let compose = element("compose", scene)
    let cancel = element("cancel", scene)
    return {
      _ = sim.perform(.voiceOver(.focus(compose)))
      let a = seconds { _ = sim.perform(.voiceOver(.activate)) }
      require(sim.runtime.presented.count == 1, "Compose did not present")
      _ = sim.perform(.voiceOver(.focus(cancel)))
      let b = seconds { _ = sim.perform(.voiceOver(.activate)) }
      require(sim.runtime.presented.isEmpty, "Cancel did not dismiss")
      return present ? a : b
    }
  }

  /// Full Keyboard Access activates a row (push) and goes back (pop).
  static func keyboardPushPop(_ scene: SceneModel.Scene, _ own: SceneModel.Scene, push: Bool) -> () -> Double {
    var sim = simulator(own)
    _ = sim.perform(.voiceOver(.focus(element(middleRow(scene), scene))))
    _ = sim.perform(.use(.fullKeyboardAccess))
    return {
      let a = seconds { _ = sim.perform(.keyboard(.activate)) }
      require(sim.runtime.navigation.count == 2, "the keyboard's activate did not push")
      let b = seconds { _ = sim.perform(.keyboard(.back)) }
      require(sim.runtime.navigation.count == 1, "the keyboard's back did not pop")
      return push ? a : b
    }
  }

  /// An effect as a scene's handler runs it, through the one mechanism every technology
  /// uses (`SceneRuntime.run`), on a runtime of its own; `make(k)` alternates the change.
  static func effect(_ scene: SceneModel.Scene, _ fresh: () -> SceneModel.Scene, _ make: @escaping (Int) -> Effect) -> () -> Double {
    var runtime = SceneRuntime(scene: fresh())
    var k = 0
    let effects = (0..<2).map(make)
    return {
      defer { k += 1 }
      return seconds { _ = runtime.run(effects[k % 2], focus: nil) }
    }
  }

  /// Turns VoiceOver's rotor to `item` on a middle row, then times rotor moves down and up.
  static func rotorMoves(_ scene: SceneModel.Scene, _ own: SceneModel.Scene, to item: RotorItem) -> () -> Double {
    var sim = simulator(own)
    _ = sim.perform(.voiceOver(.focus(element(middleRow(scene), scene))))
    for _ in 0..<12 where sim.voiceOver.rotor.current != item { _ = sim.perform(.voiceOver(.rotorNext)) }
    require(sim.voiceOver.rotor.current == item, "the rotor never reached \(item.name) (items: \(sim.voiceOver.availableRotorItems.map(\.name)))")
    var down = true
    return {
      defer { down.toggle() }
      return seconds { _ = sim.perform(.voiceOver(down ? .rotorItemNext : .rotorItemPrevious)) }
    }
  }
}
