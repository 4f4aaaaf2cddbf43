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
    var report = ReachReport(runtime: runtime, reach: Reach(runtime: runtime, settings: o.switchSettings))
    report.settingsSuffix = session.settings.headerSuffix
    report.settingsJSON = session.settings.json
    return CommandOutput(stdout: report.render(o.format), stderr: session.warnings)
  }
}

/// `axsim reach` output: a table of VoiceOver swipes, Switch Control steps and seconds (groups
/// on and off) and keyboard presses per element, with the flags of `Reach` under each row.
struct ReachReport {
  var runtime: SceneRuntime
  var reach: Reach
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

  func render(_ format: OutputFormat) -> String {
    let scene = runtime.scene
    let screen = scene.screens[runtime.currentScreen]
    let rows = reach.rows
    switch format {
    case .text:
      var out = "\(Sanitize.forMessage(scene.headerName)) · screen '\(Sanitize.forMessage(screen.id))'\(settingsSuffix) · \(rows.count) element\(rows.count == 1 ? "" : "s") · auto scanning every \(SwitchControlSettings.seconds(reach.scanTime))\n"
      out += "Cost from the start of the screen: VoiceOver swipes from the first stop; Switch Control steps\n"
      out += "(moves + selects into groups) and seconds of auto scanning; keyboard presses from the first\n"
      out += "focus. '\(Self.none)' = that technology cannot reach the element as an item.\n\n"
      let nameWidth = min(28, max(7, rows.map { name($0).count }.max() ?? 0))
      let header1 = pad("", nameWidth) + "  " + left("VoiceOver", 9) + "  " + pad("   Switch Control, auto", 26) + "  Full Keyboard Access"
      let header2 = pad("element", nameWidth) + "  " + left("swipes", 9) + "  " + left("groups on", 12) + "  " + left("groups off", 12) + "  " + left("presses", 7) + "  keys"
      out += header1 + "\n" + header2 + "\n"
      for r in rows {
        var n = name(r)
        if n.count > nameWidth { n = String(n.prefix(nameWidth - 1)) + "…" }
        var line = pad(n, nameWidth) + "  " + left(r.voiceOverSwipes.map(String.init) ?? Self.none, 9)
        line += "  " + left(scan(r.switchSteps, r.switchSeconds), 12) + "  " + left(scan(r.switchStepsFlat, r.switchSecondsFlat), 12)
        line += "  " + left(r.keyboardPresses.map(String.init) ?? Self.none, 7)
        if let k = r.keyboardKeys, r.keyboardPresses != nil { line += "  " + (k.isEmpty ? "(first focus)" : Sanitize.forMessage(k)) }
        out += line + "\n"
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
        f.append("\"touchOnly\":\(r.touchOnly)")
        f.append("\"flags\":[" + r.flags.map(Transcript.json).joined(separator: ",") + "]")
        return "{" + f.joined(separator: ",") + "}"
      }
      return "{\"format\":\"axsim-reach/1\",\"scene\":\(Transcript.json(scene.sourceName)),\"screen\":\(Transcript.json(screen.id)),\"settings\":\(settingsJSON),\"scanTime\":\(jsonNumber(reach.scanTime)),\"rows\":[\n"
        + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]}\n"
    }
  }
}
