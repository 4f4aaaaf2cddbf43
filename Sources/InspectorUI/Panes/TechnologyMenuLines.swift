import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// What the Rotor pane shows while Switch Control or Full Keyboard Access is on.
///
/// Switch Control: the Scanner Menu's page, the highlighted entry marked, and its last stop,
/// the item itself (select it to close the menu); with the menu closed, what selecting does.
///
/// ```
/// Menu for Reply
/// ▸ Tap
///   Gestures
///   …
///   ◦ Reply: select to close
/// ```
///
/// Full Keyboard Access: the open menu (actions, commands, gestures), else the focus group
/// the focus is in with its members.
enum TechnologyMenuLines {
  static func switchControl(
    _ sc: SwitchControl, runtime: SceneRuntime, keymap: Keymap, width: Int, height: Int
  ) -> [StyledLine] {
    guard width > 0, height > 0 else { return [] }
    let select = keymap.keys(for: "switch.select").first.map { " (" + $0.displayName + ")" } ?? ""
    var out: [StyledLine] = []
    guard let menu = sc.menu else {
      var text: String
      switch sc.highlight {
      case .item(let e):
        text = "Select\(select) opens the Scanner Menu for \(Sanitize.quote(runtime.name(of: e)))."
        if sc.settings.tapBehavior == .alwaysTap { text = "Select\(select) taps \(Sanitize.quote(runtime.name(of: e)))." }
        if sc.settings.tapBehavior == .autoTap {
          text = "Select\(select) taps \(Sanitize.quote(runtime.name(of: e))) after \(SwitchControlSettings.seconds(sc.settings.autoTapInterval)); select twice for the Scanner Menu."
        }
      case .group(_, let items): text = "A group of \(items): select\(select) to scan inside it."
      case .exitGroup: text = "The dashed stop: select\(select) to leave the group."
      case .menu: text = "Select\(select) opens the Scanner Menu."
      case .glide:
        text = "Gliding Cursor: " + (sc.glide?.description ?? "") + ". Select\(select) stops the sweep."
      case .hidden: text = "Scanning stopped after \(sc.settings.loops) loops. Press a switch to start again."
      case nil: text = "Nothing on this screen responds to user interaction, so there is nothing to scan."
      }
      out += Styled.wrap([Span(text, .paneHint)], width: width)
      if let tap = sc.pendingTap {
        out += Styled.wrap(
          [Span("Auto Tap in \(SwitchControlSettings.seconds(max(0, tap.remaining))): select again for the menu.", .rotorCurrent)],
          width: width)
      }
      return Array(out.prefix(height))
    }
    let target = menu.element.map { Sanitize.quote(runtime.name(of: $0)) } ?? "the screen"
    var header: StyledLine = [Span("Menu for " + target, .inspectorSection)]
    if menu.pages.count > 1 { header.append(Span(" (page \(menu.pages.count))", .paneHint)) }
    out.append(header)
    let entries = menu.entries
    let closing = "◦ " + (menu.element.map { runtime.name(of: $0) } ?? "item") + " = close"
    out += RotorPane.window(
      count: entries.count + 1, current: menu.index, insertion: nil, room: height - out.count,
      width: width
    ) { i in i < entries.count ? entries[i].title : closing }
    return Array(out.prefix(height))
  }

  static func keyboard(
    _ fka: FullKeyboardAccess, runtime: SceneRuntime, keymap: Keymap, width: Int, height: Int
  ) -> [StyledLine] {
    guard width > 0, height > 0 else { return [] }
    var out: [StyledLine] = []
    if let menu = fka.menu, menu.kind == .help {
      // The command list is an overlay of its own (`KeyboardCommandsOverlay`).
      out.append([Span(menu.kind.title, .inspectorSection)])
      out += Styled.wrap([Span("Open over the screen; \(keymap.keys(for: "keyboard.exit").first?.displayName ?? "Esc") closes it.", .paneHint)], width: width)
      return Array(out.prefix(height))
    }
    if let menu = fka.menu {
      let target = menu.element.map { " · " + Sanitize.quote(runtime.name(of: $0)) } ?? ""
      out.append([Span(menu.kind.title, .inspectorSection), Span(target, .paneHint)])
      let keys = ["keyboard.moveDown", "keyboard.activate", "keyboard.exit"].map {
        keymap.keys(for: $0).first?.displayName ?? "?"
      }
      out.append([Span("\(keys[0]) move · \(keys[1]) choose · \(keys[2]) close", .paneHint)])
      out += RotorPane.window(
        count: menu.entries.count, current: menu.index, insertion: nil, room: height - out.count,
        width: width
      ) { i in menu.entries[i].title }
      return Array(out.prefix(height))
    }
    guard let focus = fka.focus, let g = fka.groups.group(of: focus) else {
      out += Styled.wrap([Span("Nothing here can take keyboard focus.", .paneHint)], width: width)
      return Array(out.prefix(height))
    }
    let group = fka.groups.groups[g]
    let name = group.declared ? Sanitize.quote(group.id) : group.container.map { runtime.name(of: $0) } ?? "its own"
    out.append([
      Span("Group \(g + 1) of \(fka.groups.groups.count)", .inspectorSection),
      Span(" · " + name + (group.members.count == 1 ? "" : " (\(group.members.count))"), .paneHint),
    ])
    if group.members.count == 1 {
      let tab = keymap.keys(for: "keyboard.moveForward").first?.displayName ?? "Tab"
      out += Styled.wrap([Span("Not in a group: \(tab) reaches it directly.", .paneHint)], width: width)
    }
    out += RotorPane.window(
      count: group.members.count, current: fka.groups.memberIndex(of: focus), insertion: nil,
      room: height - out.count, width: width
    ) { i in runtime.name(of: group.members[i]) }
    return Array(out.prefix(height))
  }
}
