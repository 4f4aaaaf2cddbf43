import AssistiveTechnologies
import SceneModel

/// `axsim speak --technology switch`: Switch Control's scan order as a tree of groups and
/// items, with the steps and seconds of auto scanning to reach each, and what is not scanned.
struct ScanOrder {
  struct Line {
    var depth: Int
    var kind: String  // "item", "group", "exit", "menu"
    var element: ElementIndex?
    var label: String
    var items: Int?
    var steps: Int
    var seconds: Double
  }

  var runtime: SceneRuntime
  var settings: SwitchControlSettings
  /// " · text size AX3 ..." in the header when settings differ from the defaults.
  var settingsSuffix = ""
  /// The same settings as a JSON object (`EffectiveSettings.json`).
  var settingsJSON = "{}"
  var tree: ScanTree
  var lines: [Line] = []
  var reach: Reach

  init(runtime: SceneRuntime, settings: SwitchControlSettings) {
    self.runtime = runtime
    self.settings = settings
    tree = ScanTree(runtime: runtime, settings: settings)
    reach = Reach(runtime: runtime, settings: settings)
    // The same count as `Reach`: one step per move of the highlight and one per select that
    // enters a group; seconds of auto scanning (selects take no time).
    func time(_ i: Int) -> Double { Double(i) * settings.autoScanTime + (i > 0 ? settings.pauseOnFirstItem : 0) }
    func walk(_ nodes: ScanTree.Level, depth: Int, steps: Int, seconds: Double) {
      for (i, n) in nodes.enumerated() {
        let s = steps + i
        let t = seconds + time(i)
        switch n {
        case .item(let e):
          lines.append(Line(depth: depth, kind: "item", element: e, label: runtime.itemName(e), steps: s, seconds: t))
        case .group(let g):
          lines.append(Line(depth: depth, kind: "group", element: g.container, label: "group: " + runtime.groupName(g.container), items: g.itemCount, steps: s, seconds: t))
          walk(g.children, depth: depth + 1, steps: s + 1, seconds: t)
          let exit = g.children.count
          lines.append(Line(depth: depth + 1, kind: "exit", element: g.container, label: "leave group (dashed highlight)", steps: s + 1 + exit, seconds: t + time(exit)))
        }
      }
      if depth == 0, settings.tapBehavior == .alwaysTap, !nodes.isEmpty {
        lines.append(Line(depth: 0, kind: "menu", element: nil, label: "Scanner Menu stop (Always Tap)", steps: steps + nodes.count, seconds: seconds + time(nodes.count)))
      }
    }
    walk(tree.root, depth: 0, steps: 0, seconds: 0)
  }

  /// VoiceOver stops that are not scanned, with the reason.
  var skipped: [(ElementIndex, String)] {
    let scanned = Set(tree.items)
    return runtime.tree.stops.map(\.element).filter { !scanned.contains($0) }.map { ($0, UserInteraction.reason($0, in: runtime).explanation) }
  }

  func render(_ format: OutputFormat) -> String {
    let scene = runtime.scene
    let screen = scene.screens[runtime.currentScreen]
    let touchOnly = reach.rows.filter(\.touchOnly)
    switch format {
    case .text:
      let n = tree.items.count
      var out = "\(Sanitize.forMessage(scene.headerName)) · screen '\(Sanitize.forMessage(screen.id))'\(settingsSuffix) · Switch Control · \(n) item\(n == 1 ? "" : "s"), \(tree.root.count) stop\(tree.root.count == 1 ? "" : "s") at the top level\n"
      out += "settings: \(settings.summary)\n"
      if settings.method == .gliding {
        out += "The Gliding Cursor taps whatever is under the point it selects; item mode would scan:\n"
      }
      if lines.isEmpty {
        out += "Nothing on this screen responds to user interaction, so there is nothing to scan.\n"
      } else {
        var counters: [Int] = []
        var labels: [String] = []
        for l in lines {
          while counters.count > l.depth + 1 { counters.removeLast() }
          while counters.count < l.depth + 1 { counters.append(0) }
          // Numbers are right-aligned in a fixed width; a nested stop starts under its group's label.
          let indent = String(repeating: " ", count: (StableOutput.stopNumberWidth + 2) * l.depth)
          var label: String
          switch l.kind {
          case "item", "group":
            counters[l.depth] += 1
            label = StableOutput.stopNumber(counters[l.depth]) + ". " + l.label
            if let items = l.items { label += " · \(items) items" }
          default:
            label = String(repeating: " ", count: StableOutput.stopNumberWidth - 1) + "· " + l.label
          }
          labels.append(Sanitize.forMessage(indent + label))
        }
        let width = min(64, labels.map(\.count).max() ?? 0)
        out += pad("stop", width) + "  steps   time\n"
        for (l, label) in zip(lines, labels) {
          let shown = label.count > width ? String(label.prefix(width - 1)) + "…" : label
          out += pad(shown, width) + "  " + left(String(l.steps), 5) + "  " + left(SwitchControlSettings.seconds(l.seconds), 5) + "\n"
        }
      }
      let skipped = self.skipped
      if !skipped.isEmpty {
        out += "Not scanned (VoiceOver reads \(skipped.count == 1 ? "it" : "them"); Switch Control skips \(skipped.count == 1 ? "it" : "them")):\n"
        for (e, why) in skipped { out += "  - " + Sanitize.forMessage(Sanitize.quote(runtime.itemName(e)) + ": " + why) + "\n" }
      }
      for r in touchOnly {
        out += "Only the Gliding Cursor reaches \(Sanitize.forMessage(Sanitize.quote(r.name))): it reacts to a touch but is not an accessibility element.\n"
      }
      return out
    case .json:
      var rows: [String] = []
      for l in lines {
        var f = ["\"depth\":\(l.depth)", "\"kind\":\(Transcript.json(l.kind))"]
        if let e = l.element { f.append("\"element\":" + Transcript.json(Transcript.elementName(scene.elements[e], in: scene))) }
        f.append("\"name\":" + Transcript.json(l.label))
        if let items = l.items { f.append("\"items\":\(items)") }
        f.append("\"steps\":\(l.steps)")
        f.append("\"seconds\":" + jsonNumber(l.seconds))
        rows.append("{" + f.joined(separator: ",") + "}")
      }
      let skipped = self.skipped.map { "{\"element\":\(Transcript.json(Transcript.elementName(scene.elements[$0.0], in: scene))),\"name\":\(Transcript.json(runtime.name(of: $0.0))),\"reason\":\(Transcript.json($0.1))}" }
      let touch = touchOnly.map { Transcript.json(Transcript.elementName(scene.elements[$0.element], in: scene)) }
      return "{\"format\":\"axsim-scan/1\",\"scene\":\(Transcript.json(scene.sourceName)),\"screen\":\(Transcript.json(screen.id)),\"technology\":\"switch\",\"settings\":\(settingsJSON),\"switchSettings\":\(Transcript.json(settings.summary)),\"scanTime\":\(jsonNumber(settings.autoScanTime)),\"stops\":[\n"
        + rows.joined(separator: ",\n") + (rows.isEmpty ? "" : "\n") + "],\"notScanned\":[" + skipped.joined(separator: ",") + "],\"touchOnly\":[" + touch.joined(separator: ",") + "]}\n"
    }
  }
}

/// `axsim speak --technology keyboard`: Full Keyboard Access's focus groups in Tab order,
/// their items, the keys that reach each, and what cannot take focus.
struct TabOrder {
  var runtime: SceneRuntime
  /// " · text size AX3 ..." in the header when settings differ from the defaults.
  var settingsSuffix = ""
  /// The same settings as a JSON object (`EffectiveSettings.json`).
  var settingsJSON = "{}"
  var groups: FocusGroups
  var keys: [ElementIndex: Reach.Row] = [:]
  var reach: Reach

  init(runtime: SceneRuntime) {
    self.runtime = runtime
    groups = FocusGroups(runtime: runtime)
    reach = Reach(runtime: runtime)
    for r in reach.rows { keys[r.element] = r }
  }

  func keysText(_ e: ElementIndex) -> String {
    guard let r = keys[e], let n = r.keyboardPresses else { return "?" }
    if n == 0 { return "first focus" }
    return "\(n): " + (r.keyboardKeys ?? "")
  }

  /// Stops VoiceOver reads that the keyboard cannot focus, with the reason.
  var unfocusable: [(ElementIndex, String)] {
    runtime.tree.stops.map(\.element).filter { !groups.contains($0) }.map { e in
      let reason = UserInteraction.reason(e, in: runtime)
      if reason.responds { return (e, "behind the presented screen, out of keyboard reach") }
      return (e, reason.explanation)
    }
  }

  func groupTitle(_ g: FocusGroups.Group) -> String {
    if g.declared { return "focusGroup '\(g.id)' · \(g.members.count) items" }
    var t = "group: "
    if let c = g.container {
      t += runtime.groupName(c)
    } else {
      t += g.id
    }
    return t + " · \(g.members.count) items"
  }

  func render(_ format: OutputFormat) -> String {
    let scene = runtime.scene
    let screen = scene.screens[runtime.currentScreen]
    let touchOnly = reach.rows.filter(\.touchOnly)
    switch format {
    case .text:
      let n = groups.items.count
      var out = "\(Sanitize.forMessage(scene.headerName)) · screen '\(Sanitize.forMessage(screen.id))'\(settingsSuffix) · Full Keyboard Access · \(n) focusable item\(n == 1 ? "" : "s") in \(groups.groups.count) Tab stop\(groups.groups.count == 1 ? "" : "s")\n"
      if n == 0 {
        out += "Nothing on this screen can take keyboard focus.\n"
      } else {
        var rows: [(String, String)] = []
        for (i, g) in groups.groups.enumerated() {
          if g.members.count == 1, !g.declared {
            rows.append((StableOutput.stopNumber(i + 1) + ". " + runtime.itemName(g.members[0]), keysText(g.members[0])))
            continue
          }
          rows.append((StableOutput.stopNumber(i + 1) + ". " + groupTitle(g), ""))
          for (m, e) in g.members.enumerated() {
            rows.append((String(repeating: " ", count: StableOutput.stopNumberWidth + 2 + StableOutput.stopNumberWidth - 1) + "\(Character(UnicodeScalar(UInt8(97 + min(m, 25))))). " + runtime.itemName(e), keysText(e)))
          }
        }
        let labels = rows.map { Sanitize.forMessage($0.0) }
        let width = min(60, max(9, labels.map(\.count).max() ?? 0))
        out += "Tab moves between the numbered stops; the arrow keys move inside a group.\n"
        out += pad("Tab order", width) + "  presses from the first focus: keys\n"
        for (label, row) in zip(labels, rows) {
          let shown = label.count > width ? String(label.prefix(width - 1)) + "…" : label
          out += (row.1.isEmpty ? shown : pad(shown, width) + "  " + Sanitize.forMessage(row.1)) + "\n"
        }
      }
      let missing = unfocusable
      if !missing.isEmpty {
        out += "Not focusable (VoiceOver reads \(missing.count == 1 ? "it" : "them")):\n"
        for (e, why) in missing { out += "  - " + Sanitize.forMessage(Sanitize.quote(runtime.itemName(e)) + ": " + why) + "\n" }
      }
      for r in touchOnly {
        out += "Out of keyboard reach: \(Sanitize.forMessage(Sanitize.quote(r.name))) reacts to a touch but is not an accessibility element.\n"
      }
      return out
    case .json:
      var lines: [String] = []
      for (i, g) in groups.groups.enumerated() {
        let members = g.members.map { e -> String in
          var f = ["\"element\":" + Transcript.json(Transcript.elementName(scene.elements[e], in: scene)), "\"name\":" + Transcript.json(runtime.name(of: e))]
          if let r = keys[e], let p = r.keyboardPresses {
            f.append("\"presses\":\(p)")
            f.append("\"keys\":" + Transcript.json(r.keyboardKeys ?? ""))
          }
          return "{" + f.joined(separator: ",") + "}"
        }
        var f = ["\"tabStop\":\(i + 1)", "\"group\":" + Transcript.json(g.id), "\"declared\":\(g.declared)"]
        if let c = g.container { f.append("\"container\":" + Transcript.json(Transcript.elementName(scene.elements[c], in: scene))) }
        f.append("\"items\":[" + members.joined(separator: ",") + "]")
        lines.append("{" + f.joined(separator: ",") + "}")
      }
      let missing = unfocusable.map { "{\"element\":\(Transcript.json(Transcript.elementName(scene.elements[$0.0], in: scene))),\"name\":\(Transcript.json(runtime.name(of: $0.0))),\"reason\":\(Transcript.json($0.1))}" }
      let touch = touchOnly.map { Transcript.json(Transcript.elementName(scene.elements[$0.element], in: scene)) }
      return "{\"format\":\"axsim-focus/1\",\"scene\":\(Transcript.json(scene.sourceName)),\"screen\":\(Transcript.json(screen.id)),\"technology\":\"keyboard\",\"settings\":\(settingsJSON),\"groups\":[\n"
        + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "],\"notFocusable\":[" + missing.joined(separator: ",") + "],\"touchOnly\":[" + touch.joined(separator: ",") + "]}\n"
    }
  }
}

/// Pads text on the right to a width (in characters).
func pad(_ s: String, _ width: Int) -> String {
  s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

/// Pads text on the left (right-aligns it).
func left(_ s: String, _ width: Int) -> String {
  s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}

/// A number for JSON: whole numbers without a fraction, others to two decimals.
func jsonNumber(_ d: Double) -> String {
  let r = (d * 100).rounded() / 100
  return r == r.rounded() ? String(Int(r)) : String(r)
}

extension SceneRuntime {
  /// An item as listed: its name, and its id too when it has no text to be named by
  /// ("unlabelled button (play)").
  func itemName(_ e: ElementIndex) -> String {
    guard text(of: e) == nil, let id = scene.elements[e].id else { return name(of: e) }
    return name(of: e) + " (" + id + ")"
  }

  /// A container as listed after "group: ": its label (and id), else its id, else what it is.
  func groupName(_ container: ElementIndex) -> String {
    let id = scene.elements[container].id
    guard text(of: container) != nil else { return id ?? name(of: container) }
    let name = name(of: container)
    guard let id, id != name else { return name }
    return "\(name) (\(id))"
  }
}
