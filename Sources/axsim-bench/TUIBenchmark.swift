import AssistiveTechnologies
import Foundation
import InspectorCore
import InspectorUI
import SceneModel
import TerminalCanvas

/// The TUI's cost per key, in process and without a terminal: the reducer (which calls the
/// engine), `Screen.render` into the in-memory grid, and `GridDiff` against the previous
/// frame, at 100×30, for each class of command on the generated mail scenes.
///
/// The figure per class is the median of the timed keys; "UI" is render + diff alone (the
/// reducer's share is the engine's work plus the app's state changes).
@MainActor
enum TUIBenchmark {
  /// A session in process: the state, and the frame last shown.
  struct Driver {
    var state: AppState
    var previous: Grid

    init(scene: Scene, size: Size = Size(width: 100, height: 30)) {
      state = AppState(
        voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), scenePath: "generated.json",
        size: size, keymap: Keymap.builtInDefault)
      state.logEvents(state.simulator.start(), key: nil)
      previous = Screen.render(state)
    }

    /// Presses `key` untimed (setting up a measurement).
    mutating func press(_ key: String) {
      _ = time(key)
    }

    /// Presses `key` and returns (whole key, render + diff) in seconds.
    @discardableResult
    mutating func time(_ key: String) -> (total: Double, ui: Double) {
      guard let press = try? KeyPress.parse(key) else { fatalError("no key \(key)") }
      return time(.keyPressed(press))
    }

    /// Makes a text size step drawn from a first look whole as the app does: its whole
    /// layout off the main loop (`PendingLayout.layOut()`, as `LayoutJob` runs it), then
    /// handed to the reducer and drawn. Returns (off the main loop, on it: the whole taken,
    /// rendered and diffed) in seconds; (0, 0) when nothing waits.
    @discardableResult
    mutating func timeRest() -> (offMainLoop: Double, onMainLoop: Double) {
      guard let pending = state.pendingLayout else { return (0, 0) }
      let start = DispatchTime.now().uptimeNanoseconds
      let whole = pending.layOut()
      let made = DispatchTime.now().uptimeNanoseconds
      let taken = time(.laidOut(whole))
      return (Double(made - start) / 1e9, taken.total)
    }

    /// Hands `event` to the reducer and draws the frame: (whole, render + diff) in seconds.
    mutating func time(_ event: AppEvent) -> (total: Double, ui: Double) {
      let start = DispatchTime.now().uptimeNanoseconds
      _ = AppReducer.handle(event, &state)
      let reduced = DispatchTime.now().uptimeNanoseconds
      state.frame += 1
      let grid = Screen.render(state)
      let changes = GridDiff.changes(from: previous, to: grid)
      let end = DispatchTime.now().uptimeNanoseconds
      previous = grid
      precondition(changes.count >= 0)
      return (Double(end - start) / 1e9, Double(end - reduced) / 1e9)
    }

    /// Moves VoiceOver to the element with `id` and draws the frame, untimed.
    mutating func focus(_ id: String) {
      guard let element = state.scene.element(id: id) else { fatalError("no element \(id)") }
      _ = AppReducer.perform(.voiceOver(.focus(element)), key: nil, &state)
      previous = Screen.render(state)
    }

    var focusedID: String? {
      state.focusedElement.flatMap { state.scene.elements[$0].id }
    }
  }

  /// One class of command: what to do before each repetition, and the keys timed.
  struct Command {
    var name: String
    var setup: (inout Driver, Int) -> Void
    var keys: [String]
  }

  static let commands: [Command] = [
    Command(name: "next", setup: { d, _ in if d.focusedID == nil { d.focus("row100") } }, keys: ["right"]),
    Command(name: "previous", setup: { _, _ in }, keys: ["left"]),
    Command(name: "push (activate a row)", setup: { d, _ in d.focus("row100") }, keys: ["enter"]),
    Command(name: "pop (Back)", setup: { d, _ in d.focus("row100"); d.press("enter") }, keys: ["escape"]),
    Command(name: "present (Compose)", setup: { d, _ in d.focus("compose") }, keys: ["enter"]),
    Command(name: "dismiss (Cancel)", setup: { d, _ in d.focus("compose"); d.press("enter"); d.focus("cancel") }, keys: ["enter"]),
    // Landing on a row with actions turns the rotor to Actions; ↓ picks Archive.
    Command(name: "hide (Archive)", setup: { d, k in d.focus("row\(120 + 2 * k)"); d.press("down") }, keys: ["enter"]),
    Command(name: "text size step (> <)", setup: { _, _ in }, keys: [">", "<"]),
    Command(name: "Bold Text (B B)", setup: { _, _ in }, keys: ["B", "B"]),
    Command(name: "search (/ Sender 7 ⏎)", setup: { d, _ in d.focus("row100") }, keys: ["/", "S", "e", "n", "d", "e", "r", "space", "7", "enter"]),
    Command(name: "rotor (Tab, ↓)", setup: { d, _ in d.focus("row100") }, keys: ["tab", "down"]),
  ]

  /// Repeats one command class `repetitions` times on a generated scene of `elements`, for a
  /// profiler; prints the median per key.
  static func profile(elements: Int, command name: String, repetitions: Int) throws {
    guard let command = commands.first(where: { $0.name.hasPrefix(name) }) else {
      fatalError("no command class \(name); classes: \(commands.map(\.name))")
    }
    let scene = try SceneLoader.load(bytes: Array(SceneGenerator.scene(elements: elements).utf8), name: "gen").scene
    var driver = Driver(scene: scene)
    driver.focus("row100")
    var totals: [Double] = []
    var uis: [Double] = []
    var cpu: [Double] = []
    var rests: [Double] = []
    var restCPU: [Double] = []
    func threadCPU() -> Double {
      var t = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
      return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    // The hide class uses rows 120, 122, …: stay within the scene's rows.
    let rounds = max(1, (SceneGenerator.rowCount(elements: elements) - 122) / 2)
    for k in 0..<repetitions {
      command.setup(&driver, k % rounds)
      for key in command.keys {
        let before = threadCPU()
        let t = driver.time(key)
        cpu.append(threadCPU() - before)
        totals.append(t.total)
        uis.append(t.ui)
        let beforeRest = threadCPU()
        let r = driver.timeRest()
        if r.offMainLoop > 0 {
          restCPU.append(threadCPU() - beforeRest)
          rests.append(r.offMainLoop + r.onMainLoop)
        }
      }
    }
    if !rests.isEmpty {
      // A text size step drawn from a first look: its whole, made and taken.
      print("\(command.name), the rest (made off the main loop, then taken): \(Sample(rests).formatted(digits: 3))   CPU \(Sample(restCPU).formatted(digits: 3))")
    }
    // Thread CPU time is less disturbed by other work on a busy machine than wall time.
    print("\(command.name): \(Sample(totals).formatted(digits: 3))   UI \(Sample(uis).formatted(digits: 3))   CPU \(Sample(cpu).formatted(digits: 3))")
  }

  /// A text size step's first frame at the new size, at most (one frame at 60 Hz).
  static let textSizeFirstFrame = 0.016

  static func run(sizes: [Int]) throws {
    print("")
    print("8. The TUI's cost per key (reducer + render + grid diff, in process, 100×30)")
    print("   median per key, min–max; UI = render + diff only")
    let runs = 15
    var firstCost: [String: Double] = [:]
    for n in sizes {
      let scene = try SceneLoader.load(bytes: Array(SceneGenerator.scene(elements: n).utf8), name: "gen").scene
      print("   \(n) elements")
      for command in commands {
        var driver = Driver(scene: scene)
        driver.focus("row100")
        var totals: [Double] = []
        var uis: [Double] = []
        var rests: [Double] = []
        var taken: [Double] = []
        // One untimed repetition warms the caches a first frame builds.
        for k in 0...runs {
          command.setup(&driver, k)
          for key in command.keys {
            let t = driver.time(key)
            // A text size step drawn from a first look is made whole off the main loop.
            let r = driver.timeRest()
            if k > 0 {
              totals.append(t.total)
              uis.append(t.ui)
              if r.offMainLoop > 0 {
                rests.append(r.offMainLoop)
                taken.append(r.onMainLoop)
              }
            }
          }
        }
        let total = Sample(totals)
        let ui = Sample(uis)
        print("     \(command.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(total.formatted(digits: 3))   UI \(ui.formatted(digits: 3))")
        if !rests.isEmpty {
          print("       the rest, off the main loop  \(Sample(rests).formatted(digits: 3))")
          print("       the rest, taken and drawn    \(Sample(taken).formatted(digits: 3))")
        }
        if n == sizes.first { firstCost[command.name] = total.median }
        if n == sizes.last, !taken.isEmpty {
          // Every element's size changes (a setting step drawn from a first look): the
          // target is the first frame after the step.
          Targets.check(
            "TUI \(command.name), first frame at \(n / 1000)k", measured: String(format: "%.3f ms", total.median * 1000),
            target: "≤ \(Int(textSizeFirstFrame * 1000)) ms", pass: total.median <= textSizeFirstFrame)
          // The rest is made off the main loop; the main loop only takes it and draws.
          let onMainLoop = Sample(taken).median
          Targets.check(
            "TUI \(command.name), the rest taken on the main loop at \(n / 1000)k", measured: String(format: "%.3f ms (made off it in %.1f ms)", onMainLoop * 1000, Sample(rests).median * 1000),
            target: "≤ \(Int(textSizeFirstFrame * 1000)) ms", pass: onMainLoop <= textSizeFirstFrame)
        } else if n == sizes.last, n != sizes.first {
          let growth = total.median / max(firstCost[command.name] ?? 1, 1e-9)
          Targets.check(
            "TUI key \(command.name) at \(n / 1000)k", measured: String(format: "%.3f ms, %.2f× the %dk cost", total.median * 1000, growth, (sizes.first ?? 0) / 1000),
            target: "≤ 1 ms and ≤ 2×", pass: total.median <= 0.001 && growth <= 2)
        }
      }
    }
  }
}
