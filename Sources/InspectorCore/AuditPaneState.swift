import AssistiveTechnologies
import TerminalCanvas
import SceneModel

/// The Audit pane: the findings for the screen the user is on, by tier, and the selected one.
public struct AuditPaneState: Sendable, Equatable {
  /// Unsuppressed findings first by tier, then in file order; suppressed ones last.
  public var findings: [AuditFinding]
  public var selected = 0

  /// The findings of the visible screens of the simulator's runtime.
  public init(simulator: Simulator) {
    let runtime = simulator.voiceOver.runtime
    let visible = Set(runtime.visibleScreens)
    let all = Audit.run(scene: simulator.scene).filter { f in
      f.element.map { visible.contains(simulator.scene.elements[$0].screen) } ?? true
    }
    findings = all.enumerated().sorted { a, b in
      let ka = (a.element.suppressed == nil ? 0 : 1, a.element.rule.tier, a.offset)
      let kb = (b.element.suppressed == nil ? 0 : 1, b.element.rule.tier, b.offset)
      return ka < kb
    }.map(\.element)
  }

  public var current: AuditFinding? { findings.indices.contains(selected) ? findings[selected] : nil }
}

extension AppReducer {
  /// Keys while the Audit pane is open: Up/Down select, Enter focuses the finding's element
  /// with the technology in use (and keeps the pane open), Esc or the pane's key closes it,
  /// quit quits.
  static func auditKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    guard var pane = state.audit else { return [] }
    let command = resolve(key, state).flatMap { CommandCatalog.info(id: $0)?.command }
    switch key.key {
    case .up:
      pane.selected = max(0, pane.selected - 1)
      state.audit = pane
      return []
    case .down:
      pane.selected = min(max(0, pane.findings.count - 1), pane.selected + 1)
      state.audit = pane
      return []
    case .enter:
      guard let finding = pane.current, let element = finding.element else { return [.bell] }
      let before = state.focusedElement
      let events = state.simulator.focus(on: element)
      if state.focusedElement != before { state.inspectorScroll = 0 }
      state.logEvents(events, key: key.displayName)
      state.lastKey = key.displayName
      state.speechScroll = 0
      let on = state.focusedElement == element
      state.banner = Banner(on ? .info : .error, on
        ? "\(state.technology.displayName) is on \(finding.name.quoted)"
        : "\(state.technology.displayName) cannot move to \(finding.name.quoted)")
      return on ? [] : [.bell]
    case .escape:
      state.audit = nil
      return []
    default: break
    }
    switch command {
    case .quit?: return [.quit]
    case .toggleAudit?:
      state.audit = nil
      return []
    case .redraw?: return [.redraw]
    default:
      state.banner = Banner(.info, "↑↓ select a finding, Enter focuses its element, Esc closes the audit")
      return []
    }
  }

  /// Opens the Audit pane over the current screen (or closes it).
  static func toggleAudit(_ state: inout AppState) {
    if state.audit != nil {
      state.audit = nil
      return
    }
    let pane = AuditPaneState(simulator: state.simulator)
    state.audit = pane
    let n = pane.findings.count
    state.banner = Banner(.info, n == 0 ? "Audit: no findings on this screen" : "Audit: \(n) finding\(n == 1 ? "" : "s") on this screen")
  }
}
