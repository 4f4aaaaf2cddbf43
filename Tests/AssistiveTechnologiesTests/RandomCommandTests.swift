import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

/// Thousands of random commands, ticks and hand-overs on every scene in Scenes/: nothing
/// crashes, and every technology's focus stays on an element it can reach.
@Suite struct RandomCommandTests {
  static var scenePaths: [String] {
    let dir = "Scenes"
    let files = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return files.filter { $0.hasSuffix(".json5") }.sorted().map { dir + "/" + $0 }
  }

  static let switchCommands: [SwitchControlCommand] = [
    .select, .select, .move, .move, .movePrevious, .setStyle(.auto), .setStyle(.manual), .setStyle(.step),
    .setGroupItems(true), .setGroupItems(false), .setSpeech(true), .setTapBehavior(.standard),
    .setTapBehavior(.autoTap), .setTapBehavior(.alwaysTap), .setMethod(.gliding), .setMethod(.item),
    .setGlideSelection(.single), .setGlideSelection(.precise), .setScanAllElements(true), .setScanAllElements(false),
  ]
  static let keyboardCommands: [KeyboardCommand] = KeyboardCommand.all.filter { $0 != .find("") } + [.find("a"), .find("zzz")]
  static let voiceOverCommands: [VoiceOverCommand] = [.next, .previous, .activate, .escape, .rotorNext, .rotorItemNext, .increment, .magicTap]
  /// Voice Control phrases; `NAME` is replaced by a name on the screen, `N` by a number.
  static let voiceControlPhrases = [
    "show numbers", "show names", "show grid", "show grid with 5 columns", "show numbers continuously", "hide numbers",
    "hide grid", "tap NAME", "NAME", "long press NAME", "double tap NAME", "tap N", "N", "N", "N", "show actions for NAME",
    "swipe left", "swipe up", "scroll down", "scroll to top", "go back", "show me what to say", "go to sleep", "wake up",
    "nonsense words", "",
  ]

  @Test(arguments: [1, 2, 3])
  func randomSessionsNeverBreakTheEngine(seed: UInt64) throws {
    #expect(!Self.scenePaths.isEmpty)
    for path in Self.scenePaths {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
      var rng = SplitMix(seed: seed &+ UInt64(path.count))
      var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), technology: Technology.allCases[Int(seed) % 4])
      _ = sim.start()
      for _ in 0..<600 {
        let roll = rng.next() % 100
        let command: TechnologyCommand
        switch roll {
        case 0..<3: command = .use(Technology.allCases[Int(rng.next() % 4)])
        case 3..<15: command = .wait(Double(rng.next() % 300) / 100)
        default:
          switch sim.technology {
          case .voiceOver: command = .voiceOver(Self.voiceOverCommands[Int(rng.next() % UInt64(Self.voiceOverCommands.count))])
          case .switchControl: command = .switchControl(Self.switchCommands[Int(rng.next() % UInt64(Self.switchCommands.count))])
          case .fullKeyboardAccess: command = .keyboard(Self.keyboardCommands[Int(rng.next() % UInt64(Self.keyboardCommands.count))])
          case .voiceControl:
            let items = sim.runtime.voiceControlIndex().items
            let name = items.isEmpty ? "nothing" : VoiceControlNames.names(of: items[Int(rng.next() % UInt64(items.count))], in: sim.runtime).first ?? "nothing"
            let phrase = Self.voiceControlPhrases[Int(rng.next() % UInt64(Self.voiceControlPhrases.count))]
              .replacingOccurrences(of: "NAME", with: "\u{1}").replacingOccurrences(of: "N", with: String(1 + rng.next() % 12))
              .replacingOccurrences(of: "\u{1}", with: name)
            command = .voiceControl(VoiceControlCommand(phrase))
          }
        }
        let events = sim.perform(command)
        #expect(!events.isEmpty, "\(path): \(command.scriptName) produced no event")
        for e in events {
          if let el = e.element { #expect(scene.elements.indices.contains(el)) }
        }
        if let f = sim.keyboard.focus, sim.technology == .fullKeyboardAccess {
          #expect(sim.keyboard.groups.contains(f), "\(path): keyboard focus on an element it cannot reach after \(command.scriptName)")
        }
        if let f = sim.voiceControl.focus, sim.technology == .voiceControl {
          #expect(sim.runtime.tree.position[f] != nil || sim.runtime.frames[f].width > 0, "\(path): Voice Control's place is off the screen after \(command.scriptName)")
        }
      }
    }
  }
}

/// A small deterministic random number generator.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The rotor offers a list setting (Headings, Containers, …) only when it has an entry to
/// move to: "Containers (0)" offered and then empty is a dead end.
@Suite struct RotorOffersOnlyWhatItCanReach {
  @Test func everyListSettingOfferedHasEntries() throws {
    for path in RandomCommandTests.scenePaths {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
      var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
      _ = vo.start()
      var rng = SplitMix(seed: UInt64(path.count))
      for _ in 0..<150 {
        for item in vo.availableRotorItems where [.headings, .links, .formControls, .containers, .tables].contains(item) {
          #expect(!vo.rotorEntries(item).isEmpty, "\(path): \(item.name) is offered with no entries")
        }
        let commands = RandomCommandTests.voiceOverCommands
        _ = vo.perform(commands[Int(rng.next() % UInt64(commands.count))])
      }
    }
  }
}
