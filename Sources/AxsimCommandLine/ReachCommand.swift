import AssistiveTechnologies
import SceneModel

extension HeadlessCommands {
  // MARK: reach

  /// Prints, for every element, what reaching it costs with each technology.
  public func reach(_ o: Options) -> CommandOutput {
    let session: Session
    switch self.session(o, command: "reach") {
    case .success(let s): session = s
    case .failure(let f): return f
    }
    let runtime = session.voiceOver.runtime
    var report = ReachReport(runtime: runtime, reach: Reach(runtime: runtime, settings: o.switchSettings, voiceControl: o.voiceControlSettings))
    report.technology = o.technologyGiven ? o.technology : nil
    report.settingsSuffix = session.settings.headerSuffix
    report.settingsJSON = session.settings.json
    return CommandOutput(stdout: report.render(o.format), stderr: session.warnings)
  }
}

/// `axsim reach` output: a table of VoiceOver swipes, Switch Control steps and seconds (groups
/// on and off), keyboard presses and the Voice Control phrase per element, with the flags of
/// `Reach` under each row; `--technology` keeps one technology's columns.
struct ReachReport {
  var runtime: SceneRuntime
  var reach: Reach
  /// The technology whose columns alone are shown (`--technology`); nil for all.
  var technology: Technology?
  /// " · text size AX3 ..." in the header when settings differ from the defaults.
  var settingsSuffix = ""
  /// The same settings as a JSON object (`EffectiveSettings.json`).
  var settingsJSON = "{}"

  /// What an unreachable cell shows.
  static let none = "no"

  func name(_ r: Reach.Row) -> String { Sanitize.forMessage(r.name) }

  func elementID(_ r: Reach.Row) -> String {
    let e = runtime.scene.elements[r.element]
    return Transcript.elementName(e, in: runtime.scene)
  }

  func scan(_ steps: Int?, _ seconds: Double?) -> String {
    guard let steps, let seconds else { return Self.none }
    return "\(steps) · \(SwitchControlSettings.seconds(seconds))"
  }

  /// One column of the text table: a technology's heading over its columns, the column's
  /// own heading, and its cells, right-aligned (`width` > 0) or left-aligned and padded to
  /// their widest (`width` 0; the last column is not padded).
  struct Column {
    var technology: Technology
    var heading: String
    var width: Int
    var cell: (Reach.Row) -> String
  }

  var columns: [Column] {
    let all: [Column] = [
      Column(technology: .voiceOver, heading: "swipes", width: 9) { r in r.voiceOverSwipes.map(String.init) ?? Self.none },
      Column(technology: .switchControl, heading: "groups on", width: 12) { r in scan(r.switchSteps, r.switchSeconds) },
      Column(technology: .switchControl, heading: "groups off", width: 12) { r in scan(r.switchStepsFlat, r.switchSecondsFlat) },
      Column(technology: .fullKeyboardAccess, heading: "presses", width: 7) { r in r.keyboardPresses.map(String.init) ?? Self.none },
      Column(technology: .fullKeyboardAccess, heading: "keys", width: 0) { r in
        guard r.keyboardPresses != nil else { return "" }
        let k = r.keyboardKeys ?? ""
        return k.isEmpty ? "(first focus)" : Sanitize.forMessage(k)
      },
      Column(technology: .voiceControl, heading: "number", width: 6) { r in r.voiceControlNumber.map(String.init) ?? Self.none },
      Column(technology: .voiceControl, heading: "say", width: 0) { r in r.voiceControl.map { Sanitize.forMessage($0.short) } ?? "-" },
    ]
    return technology.map { t in all.filter { $0.technology == t } } ?? all
  }

  /// What each technology's columns are headed, over them.
  static func title(_ t: Technology) -> String {
    switch t {
    case .voiceOver: return "VoiceOver"
    case .switchControl: return "Switch Control, auto"
    case .fullKeyboardAccess: return "Full Keyboard Access"
    case .voiceControl: return "Voice Control"
    }
  }

  /// What the table holds, in words, before it.
  var intro: String {
    switch technology {
    case nil:
      return """
        Cost from the start of the screen: VoiceOver swipes from the first stop; Switch Control steps
        (moves + selects into groups) and seconds of auto scanning; keyboard presses from the first
        focus; what to say to Voice Control (its number, and the shortest phrase: 'needs numbers'
        when the name is shared, 'cannot be said' when it has none to say, the grid for what is no
        item). '\(Self.none)' = that technology cannot reach the element as an item.

        """
    case .voiceOver?:
      return "VoiceOver swipes from the first stop. '\(Self.none)' = VoiceOver does not stop on it.\n"
    case .switchControl?:
      return """
        Switch Control steps (moves + selects into groups) and seconds of auto scanning, with Group
        Items on and off. '\(Self.none)' = item scanning does not stop on it.

        """
    case .fullKeyboardAccess?:
      return "Full Keyboard Access key presses from the first focus, and which keys. '\(Self.none)' = it cannot take focus.\n"
    case .voiceControl?:
      return """
        What to say to Voice Control: the number "show numbers" puts on it, and the shortest phrase
        ('needs numbers' when its name is shared, 'cannot be said' when it has no name to say, the
        grid's numbers for what is no item). '\(Self.none)' = not numbered; '-' = tapping it does nothing.

        """
    }
  }

  func render(_ format: OutputFormat) -> String {
    let scene = runtime.scene
    let screen = scene.screens[runtime.currentScreen]
    let rows = reach.rows
    switch format {
    case .text:
      let scanning = technology == nil || technology == .switchControl ? " · auto scanning every \(SwitchControlSettings.seconds(reach.scanTime))" : ""
      let only = technology.map { " · " + $0.displayName } ?? ""
      var out = "\(Sanitize.forMessage(scene.headerName)) · screen '\(Sanitize.forMessage(screen.id))'\(settingsSuffix) · \(rows.count) element\(rows.count == 1 ? "" : "s")\(only)\(scanning)\n"
      out += intro + "\n"
      let nameWidth = min(28, max(7, rows.map { name($0).count }.max() ?? 0))
      let cols = columns
      let cells = rows.map { r in cols.map { $0.cell(r) } }
      // Each column's width: its own, else its widest cell or heading.
      let widths = cols.indices.map { c in
        cols[c].width > 0 ? cols[c].width : max(cols[c].heading.count, cells.map { $0[c].count }.max() ?? 0)
      }
      func line(_ first: String, _ values: [String]) -> String {
        var l = pad(first, nameWidth)
        for (c, v) in values.enumerated() {
          let last = c == values.count - 1
          l += "  " + (cols[c].width > 0 ? left(v, widths[c]) : last ? v : pad(v, widths[c]))
        }
        return String(l.reversed().drop { $0 == " " }.reversed())
      }
      // The technology headings, each over its columns.
      var heading = pad("", nameWidth)
      var c = 0
      while c < cols.count {
        let t = cols[c].technology
        var span = 0
        var n = 0
        while c + n < cols.count, cols[c + n].technology == t {
          span += 2 + widths[c + n]
          n += 1
        }
        let title = Self.title(t)
        // Over numbers only, the title is centred; over a text column, it starts at the left.
        let centred = cols[c + n - 1].width > 0 && title.count < span - 2
        heading += "  " + pad(centred ? String(repeating: " ", count: (span - 2 - title.count) / 2) + title : title, span - 2)
        c += n
      }
      out += String(heading.reversed().drop { $0 == " " }.reversed()) + "\n"
      out += line("element", cols.map(\.heading)) + "\n"
      for (r, values) in zip(rows, cells) {
        var n = name(r)
        if n.count > nameWidth { n = String(n.prefix(nameWidth - 1)) + "…" }
        out += line(n, values) + "\n"
        for f in r.flags { out += "    ! " + Sanitize.forMessage(f) + "\n" }
      }
      let flagged = rows.filter { !$0.flags.isEmpty }.count
      out += "\n\(flagged) of \(rows.count) element\(rows.count == 1 ? "" : "s") flagged.\n"
      return out
    case .json:
      let lines = rows.map { r -> String in
        func opt(_ i: Int?) -> String { i.map(String.init) ?? "null" }
        func optD(_ d: Double?) -> String { d.map(jsonNumber) ?? "null" }
        var f = ["\"element\":" + Transcript.json(elementID(r)), "\"name\":" + Transcript.json(r.name)]
        f.append("\"voiceOverSwipes\":" + opt(r.voiceOverSwipes))
        f.append("\"switchSteps\":" + opt(r.switchSteps))
        f.append("\"switchSeconds\":" + optD(r.switchSeconds))
        f.append("\"switchStepsGroupsOff\":" + opt(r.switchStepsFlat))
        f.append("\"switchSecondsGroupsOff\":" + optD(r.switchSecondsFlat))
        f.append("\"keyboardPresses\":" + opt(r.keyboardPresses))
        f.append("\"keyboardKeys\":" + (r.keyboardPresses == nil ? "null" : Transcript.json(r.keyboardKeys ?? "")))
        f.append("\"voiceControl\":" + (r.voiceControl.map { VoiceControlJSON.phrase($0, number: r.voiceControlNumber) } ?? "null"))
        f.append("\"touchOnly\":\(r.touchOnly)")
        f.append("\"flags\":[" + r.flags.map(Transcript.json).joined(separator: ",") + "]")
        return "{" + f.joined(separator: ",") + "}"
      }
      return "{\"format\":\"axsim-reach/1\",\"scene\":\(Transcript.json(scene.sourceName)),\"screen\":\(Transcript.json(screen.id)),\"settings\":\(settingsJSON),\"scanTime\":\(jsonNumber(reach.scanTime)),\"rows\":[\n"
        + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]}\n"
    }
  }
}
