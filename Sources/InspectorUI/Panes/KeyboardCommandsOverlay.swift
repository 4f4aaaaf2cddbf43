import AssistiveTechnologies
import InspectorCore
import TerminalCanvas

/// Full Keyboard Access's command list (Tab-H), drawn over the screen as the device draws
/// it, not squeezed into the Rotor pane: each command's Settings name, its key on the
/// device and the key that stands for it here, the highlighted one marked.
///
/// ```
/// ╔ Full Keyboard Access commands ═════════════════════╗
/// ║  Command             On the device   Here           ║
/// ║▸ Help                Tab-H           Tab-H          ║
/// ║  Move Forward        Tab             Tab            ║
/// ╚════════════════ ↓↑ move · Space choose · Esc close ╝
/// ```
enum KeyboardCommandsOverlay {
  /// Whether the overlay is up: Full Keyboard Access is on with its command list open.
  static func isOpen(_ state: AppState) -> Bool {
    state.technology == .fullKeyboardAccess && state.simulator.keyboard.menu?.kind == .help
  }

  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    guard let menu = state.simulator.keyboard.menu, area.width >= 12, area.height >= 5 else { return }
    let rows = menu.entries.map { entry -> (name: String, device: String, here: String) in
      guard case .command(let c) = entry else { return (entry.title, "", "") }
      return (
        c.settingsName + (c.verified ? "" : " *"), c.deviceKeys,
        here(c, keymap: state.keymap))
    }
    let nameWidth = max(7, rows.map { TextWidth.width(of: $0.name) }.max() ?? 0)
    let deviceWidth = max(13, rows.map { TextWidth.width(of: $0.device) }.max() ?? 0)
    let hereWidth = max(4, rows.map { TextWidth.width(of: $0.here) }.max() ?? 0)
    let wanted = 2 + nameWidth + 2 + deviceWidth + 2 + hereWidth + 4
    let box = area.centered(Size(width: min(area.width - (area.width >= 24 ? 4 : 0), wanted), height: min(area.height - (area.height >= 12 ? 2 : 0), rows.count + 5)))
    grid.fill(box)
    grid.drawBox(box, style: .double, role: .helpTitle, title: menu.kind.title, titleRole: .helpTitle)
    let inner = Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
    func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - TextWidth.width(of: s))) }
    let heading = "  " + pad("Command", nameWidth) + "  " + pad("On the device", deviceWidth) + "  Here"
    grid.put(heading, at: inner.origin, role: .helpSection, maxWidth: inner.width)
    let listRows = max(0, inner.height - 2)
    let lines = RotorPane.window(count: rows.count, current: menu.index, insertion: nil, room: listRows, width: inner.width) { i in
      pad(rows[i].name, nameWidth) + "  " + pad(rows[i].device, deviceWidth) + "  " + rows[i].here
    }
    for (k, l) in lines.enumerated() {
      Styled.put(l, at: Point(x: inner.x, y: inner.y + 1 + k), maxWidth: inner.width, into: &grid)
    }
    if rows.contains(where: { $0.name.hasSuffix(" *") }) {
      grid.put("* verify on device", at: Point(x: inner.x, y: inner.maxY - 1), role: .paneHint, maxWidth: inner.width)
    }
    let keys = ["keyboard.moveDown", "keyboard.activate", "keyboard.exit"].map {
      state.keymap.keys(for: $0).first?.displayName ?? "?"
    }
    PaneChrome.drawFooter("\(keys[0]) move · \(keys[1]) choose · \(keys[2]) close", in: box, into: &grid)
  }

  /// The key bound to `command` in the keymap, as the help shows keys ("Tab-H", "M-h").
  static func here(_ command: KeyboardCommand, keymap: Keymap) -> String {
    let info = CommandCatalog.all.first { info in
      if case .find = command { return info.command == .keyboardFind }
      return info.command == .keyboard(command)
    }
    return info.flatMap { keymap.keys(for: $0.id).first?.displayName } ?? "none"
  }
}
