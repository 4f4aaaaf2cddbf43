import AssistiveTechnologies
import SceneModel

/// `axsim speak --technology voice-control`: every numbered item in number order, with the
/// name "show names" draws beside it (and `>>` when it has custom actions), the shortest
/// phrase that taps it, and its problems; then what only the grid reaches.
struct VoiceControlOrder {
  var runtime: SceneRuntime
  var settings: VoiceControlSettings
  /// " · text size AX3 ..." in the header when settings differ from the defaults.
  var settingsSuffix = ""
  /// The same settings as a JSON object (`EffectiveSettings.json`).
  var settingsJSON = "{}"
  var index: VoiceControlIndex
  var reach: Reach

  init(runtime: SceneRuntime, settings: VoiceControlSettings) {
    self.runtime = runtime
    self.settings = settings
    index = runtime.voiceControlIndex()
    reach = Reach(runtime: runtime, voiceControl: settings)
  }

  /// What "show names" draws on item `i`: its first name, else its number.
  func drawn(_ i: Int) -> String? {
    VoiceControlNames.names(of: index.items[i], in: runtime).first
  }

  func hasActions(_ i: Int) -> Bool { !runtime.properties(of: index.items[i]).actions.isEmpty }

  /// The rows `Reach` lists that no number reaches but a touch does.
  var gridOnly: [Reach.Row] {
    reach.rows.filter { r in
      switch r.voiceControl {
      case .gridOnly?, .unreachable?: return true
      default: return false
      }
    }
  }

  func render(_ format: OutputFormat) -> String {
    let scene = runtime.scene
    let screen = scene.screens[runtime.currentScreen]
    switch format {
    case .text:
      let n = index.items.count
      var out = "\(Sanitize.forMessage(scene.headerName)) · screen '\(Sanitize.forMessage(screen.id))'\(settingsSuffix) · Voice Control · \(n) item\(n == 1 ? "" : "s") numbered\n"
      out += "settings: \(settings.summary)\n"
      if n == 0 {
        out += "Nothing on this screen responds to a touch, so nothing is numbered or named.\n"
      } else {
        out += "\"Show numbers\" puts these numbers on the items, \"show names\" draws each name (>> = custom actions).\n"
        var rows: [(String, String, [String])] = []
        // The name is cut to fit; the >> after it always shows.
        let widest = 44
        for i in index.items.indices {
          var name = drawn(i).map { Sanitize.forMessage($0) } ?? "(no name: shows \(i + 1))"
          let number = StableOutput.stopNumber(i + 1) + ". "
          let room = widest - number.count - (hasActions(i) ? 3 : 0)
          if name.count > room { name = String(name.prefix(room - 1)) + "…" }
          let label = number + name + (hasActions(i) ? " >>" : "")
          let say = Sanitize.forMessage(index.phrase(forItem: i, runtime: runtime).short)
          let problems = VoiceControlProblem.problems(forItem: i, index: index, runtime: runtime).map { Sanitize.forMessage($0.text) }
          rows.append((label, say, problems))
        }
        let width = max(15, rows.map(\.0.count).max() ?? 0)
        out += pad("number and name", width) + "  say\n"
        for (label, say, problems) in rows {
          out += pad(label, width) + "  " + say + "\n"
          for p in problems { out += String(repeating: " ", count: StableOutput.stopNumberWidth + 2) + "! " + p + "\n" }
        }
      }
      for r in gridOnly {
        out += "Only the grid reaches \(Sanitize.forMessage(Sanitize.quote(r.name))): \(Sanitize.forMessage(r.voiceControl?.text ?? "")).\n"
      }
      return out
    case .json:
      var lines: [String] = []
      for i in index.items.indices {
        let e = index.items[i]
        var f = ["\"number\":\(i + 1)", "\"element\":" + Transcript.json(Transcript.elementName(scene.elements[e], in: scene))]
        f.append("\"name\":" + Transcript.json(runtime.name(of: e)))
        f.append("\"names\":[" + VoiceControlNames.names(of: e, in: runtime).map(Transcript.json).joined(separator: ",") + "]")
        f.append("\"drawn\":" + (drawn(i).map(Transcript.json) ?? "null"))
        f.append("\"actions\":[" + runtime.properties(of: e).actions.map { Transcript.json($0.name) }.joined(separator: ",") + "]")
        f.append("\"voiceControl\":" + VoiceControlJSON.phrase(index.phrase(forItem: i, runtime: runtime), number: i + 1))
        let problems = VoiceControlProblem.problems(forItem: i, index: index, runtime: runtime)
        f.append("\"problems\":[" + problems.map { Transcript.json($0.text) }.joined(separator: ",") + "]")
        lines.append("{" + f.joined(separator: ",") + "}")
      }
      let grid = gridOnly.map { r in
        "{\"element\":\(Transcript.json(Transcript.elementName(scene.elements[r.element], in: scene))),\"name\":\(Transcript.json(r.name)),\"voiceControl\":\(r.voiceControl.map { VoiceControlJSON.phrase($0, number: nil) } ?? "null")}"
      }
      return "{\"format\":\"axsim-voice/1\",\"scene\":\(Transcript.json(scene.sourceName)),\"screen\":\(Transcript.json(screen.id)),\"technology\":\"voice-control\",\"settings\":\(settingsJSON),\"voiceControlSettings\":\(Transcript.json(settings.summary)),\"items\":[\n"
        + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "],\"gridOnly\":[" + grid.joined(separator: ",") + "]}\n"
    }
  }
}

/// Voice Control's phrase as JSON, the same in `reach` and `speak`:
/// `{"way":"name","number":4,"say":"tap Ride"}`.
enum VoiceControlJSON {
  static func phrase(_ p: VoiceControlPhrase, number: Int?) -> String {
    let way: String
    switch p {
    case .name: way = "name"
    case .needsNumbers: way = "needsNumbers"
    case .cannotBeSaid: way = "cannotBeSaid"
    case .gridOnly: way = "gridOnly"
    case .unreachable: way = "unreachable"
    }
    return "{\"way\":\"\(way)\",\"number\":\(number.map(String.init) ?? "null"),\"say\":\(Transcript.json(p.text))}"
  }
}
