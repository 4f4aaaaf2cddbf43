import SceneModel

/// Full Keyboard Access as a pure state machine over the shared `SceneRuntime`: key
/// commands in, transcript events out (switch-and-keyboard.md §4).
///
/// Tab and Shift-Tab move between focus groups (entering each at its primary item: the
/// highest `focusGroupPriority`, else the item focused there last, else the first); the
/// arrow keys move inside a group without wrapping (and adjust a focused slider); Space
/// activates through the shared mechanism; Esc leaves a menu or escapes; Tab-Z lists the
/// custom actions. The keyboard is silent: events carry the focus ring, not speech.
public struct FullKeyboardAccess: Sendable {
  public internal(set) var focus: ElementIndex?
  public internal(set) var menu: KeyboardMenu?
  public internal(set) var groups = FocusGroups()
  /// The item last focused in each group (`previouslyFocused`).
  var remembered: [String: ElementIndex] = [:]
  public internal(set) var step = 0

  public init() {}

  /// The group the focus is in.
  public var focusGroup: FocusGroups.Group? {
    focus.flatMap { groups.group(of: $0) }.map { groups.groups[$0] }
  }

  public var highlight: Highlight? {
    if let menu, let entry = menu.current { return .menu(element: menu.element, entry: entry.title) }
    return focus.map { .item($0) }
  }

  // MARK: Starting and keeping up

  /// Focuses the first item, as when FKA turns on over a screen [K].
  public mutating func start(runtime: inout SceneRuntime) -> [TranscriptEvent] {
    refresh(runtime)
    focus = groups.items.first
    var e = event(.command("start"), runtime: runtime)
    e.notes += stuckNotes(runtime) + dialogNotEnteredNotes(runtime)
    return [e]
  }

  /// Takes focus from another technology: the same element when it can take keyboard focus,
  /// else the nearest focusable item after it in the reading order.
  public mutating func start(at element: ElementIndex?, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    refresh(runtime)
    focus = element.flatMap { nearestItem(to: $0, runtime: runtime) } ?? groups.items.first
    var e = event(.command("keyboard"), runtime: runtime)
    if let element, focus != element, runtime.tree.position[element] != nil {
      e.notes.append("\(Sanitize.quote(runtime.name(of: element))) cannot take keyboard focus (\(UserInteraction.reason(element, in: runtime).explanation))")
    }
    e.notes += stuckNotes(runtime)
    return [e]
  }

  mutating func refresh(_ runtime: SceneRuntime) {
    guard groups.version != runtime.treeVersion else { return }
    let oldIndex = focus.flatMap { groups.itemIndex(of: $0) }
    groups = runtime.keptFocusGroups()
    if let f = focus, !groups.contains(f) {
      // Gone (hidden, or on a screen that went away): the item now at its old place.
      if runtime.tree.position[f] == nil, let i = oldIndex, !groups.items.isEmpty {
        focus = groups.items[min(i, groups.items.count - 1)]
      } else {
        focus = nearestItem(to: f, runtime: runtime)
      }
    }
    if let m = menu, let e = m.element, !groups.contains(e) { menu = nil }
  }

  /// The focusable item at or after an element in the reading order (else the last one).
  func nearestItem(to element: ElementIndex, runtime: SceneRuntime) -> ElementIndex? {
    if groups.contains(element) { return element }
    guard let p = runtime.tree.position[element] else { return groups.items.first }
    let items = groups.items
    let i = runtime.tree.firstIndex(of: items, notBefore: p)
    return i < items.count ? items[i] : items.last
  }

  /// A note when a dialog drawn on the screen holds focusable items but focus is elsewhere
  /// (it neither trapped focus nor took it).
  func dialogNotEnteredNotes(_ runtime: SceneRuntime) -> [String] {
    guard let f = focus else { return [] }
    let scene = runtime.scene
    let inside = Set(scene.ancestors(of: f))
    // The dialogs a walk from the screen's root meets: not hidden (nor inside something
    // hidden), and not inside another dialog the walk does not enter (one without focus).
    for e in runtime.dialogs(onScreen: runtime.currentScreen) {
      if scene.elements[e].hidden || inside.contains(e) || e == f { continue }
      let reached = scene.ancestors(of: e).allSatisfy { a in
        let el = scene.elements[a]
        return !el.hidden && (!(el.kind == .alert || el.kind == .sheet || el.kind == .modal) || inside.contains(a) || a == f)
      }
      guard reached else { continue }
      let holdsFocusable = groups.items.contains { scene.ancestors(of: $0).contains(e) }
      if holdsFocusable {
        return ["focus did not enter \(Sanitize.quote(runtime.name(of: e))): the keyboard reaches the content behind it first"]
      }
    }
    return []
  }

  /// Why nothing can take focus here, when that is so.
  func stuckNotes(_ runtime: SceneRuntime) -> [String] {
    guard groups.items.isEmpty else { return [] }
    let stops = runtime.tree.stops.count
    if !runtime.presented.isEmpty {
      let screen = runtime.scene.screens[runtime.currentScreen]
      let out = runtime.escapeEffects(from: nil) != nil ? "Esc dismisses it" : "nothing dismisses it"
      return ["focus is stuck: nothing in \(Sanitize.quote(screen.title ?? screen.id)) can take keyboard focus; \(out)"]
    }
    return ["nothing on this screen can take keyboard focus" + (stops > 0 ? " (VoiceOver reads \(stops) element\(stops == 1 ? "" : "s"))" : "")]
  }

  // MARK: Commands

  public mutating func perform(_ command: KeyboardCommand, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    step += 1
    refresh(runtime)
    let cause = Cause.command(command.scriptName)
    var out: [TranscriptEvent] = []
    if menu != nil, handleMenu(command, cause: cause, runtime: &runtime, into: &out) { return out }
    switch command {
    case .moveForward, .moveBackward: moveGroup(by: command == .moveForward ? 1 : -1, cause: cause, runtime: runtime, into: &out)
    case .moveUp, .moveDown, .moveLeft, .moveRight:
      let forward = command == .moveDown || command == .moveRight
      let sideways = command == .moveLeft || command == .moveRight
      // A focused slider takes Left and Right; Up and Down still move through its group,
      // and adjust it only when the group has nothing else [K].
      if let f = focus, runtime.isAdjustable(f), sideways || (focusGroup?.members.count ?? 1) <= 1 {
        adjust(f, by: command == .moveUp || command == .moveRight ? 1 : -1, cause: cause, runtime: &runtime, into: &out)
      } else {
        moveInGroup(by: forward ? 1 : -1, cause: cause, runtime: runtime, into: &out)
      }
    case .nextItem, .previousItem:
      moveItem(to: (focus.flatMap { groups.itemIndex(of: $0) } ?? -1) + (command == .nextItem ? 1 : -1), cause: cause, runtime: runtime, into: &out)
    case .moveToBeginning: moveItem(to: 0, cause: cause, runtime: runtime, into: &out)
    case .moveToEnd: moveItem(to: groups.items.count - 1, cause: cause, runtime: runtime, into: &out)
    case .activate: activate(cause: cause, runtime: &runtime, into: &out)
    case .exit, .back: escape(cause: cause, runtime: &runtime, into: &out)
    case .actions:
      guard let f = focus else {
        out.append(event(cause, runtime: runtime, notes: ["nothing is focused"]))
        break
      }
      let actions = runtime.properties(of: f).actions
      guard !actions.isEmpty else {
        out.append(event(cause, runtime: runtime, notes: ["\(Sanitize.quote(runtime.name(of: f))) has no custom actions"]))
        break
      }
      openMenu(KeyboardMenu(kind: .actions, element: f, entries: actions.enumerated().map { .action(index: $0.offset, name: $0.element.name) }), cause: cause, runtime: runtime, into: &out)
    case .help:
      openMenu(KeyboardMenu(kind: .help, element: focus, entries: KeyboardCommand.all.map { .command($0) }), cause: cause, runtime: runtime, into: &out)
    case .gestures:
      openMenu(KeyboardMenu(kind: .gestures, element: focus, entries: GestureKind.allCases.map { .gesture($0) }), cause: cause, runtime: runtime, into: &out)
    case .find(let text): find(text, cause: cause, runtime: runtime, into: &out)
    case .home, .appSwitcher, .controlCenter, .notificationCenter, .siri:
      out.append(event(cause, runtime: runtime, notes: ["\(command.settingsName) (\(command.deviceKeys)) is a system command that leaves the app; axsim stays on the scene"]))
    }
    return out
  }

  // MARK: Moving

  mutating func setFocus(_ element: ElementIndex?) {
    focus = element
    if let e = element, let g = groups.group(of: e) { remembered[groups.groups[g].id] = e }
  }

  /// Tab / Shift-Tab: the next group's primary item; the tab loop wraps.
  mutating func moveGroup(by delta: Int, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent]) {
    guard !groups.groups.isEmpty else {
      out.append(event(cause, runtime: runtime, notes: stuckNotes(runtime)))
      return
    }
    let count = groups.groups.count
    let current = focus.flatMap { groups.group(of: $0) }
    var target = current.map { $0 + delta } ?? (delta > 0 ? 0 : count - 1)
    var notes: [String] = []
    if target >= count || target < 0 {
      target = (target + count) % count
      notes.append(delta > 0 ? "past the last group: the tab loop wraps to the first" : "before the first group: the tab loop wraps to the last")
    }
    let before = focus
    setFocus(primaryItem(of: groups.groups[target], runtime: runtime))
    notes += leftDialogNotes(from: before, runtime: runtime)
    out.append(event(cause, runtime: runtime, notes: notes))
  }

  /// The item Tab lands on in a group.
  func primaryItem(of group: FocusGroups.Group, runtime: SceneRuntime) -> ElementIndex? {
    if let p = group.prioritized { return p }
    if let r = remembered[group.id], groups.group(of: r).map({ groups.groups[$0].id }) == group.id { return r }
    return group.members.first
  }

  /// Arrow keys: the next or previous item of the group, without wrapping.
  mutating func moveInGroup(by delta: Int, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent]) {
    guard let f = focus, let g = groups.group(of: f), let m = groups.memberIndex(of: f) else {
      moveGroup(by: delta, cause: cause, runtime: runtime, into: &out)
      return
    }
    let members = groups.groups[g].members
    if members.count == 1 {
      let note = groups.groups[g].container == nil
        ? "not in a focus group: the arrow keys move only inside one; Tab moves on"
        : "the only item of its focus group: Tab moves on"
      out.append(event(cause, runtime: runtime, earcons: [.boundary], notes: [note]))
      return
    }
    let target = m + delta
    guard members.indices.contains(target) else {
      out.append(event(cause, runtime: runtime, earcons: [.boundary], notes: [delta > 0 ? "already on the last item of the group" : "already on the first item of the group"]))
      return
    }
    setFocus(members[target])
    out.append(event(cause, runtime: runtime))
  }

  /// Control-Tab, Tab-Left, Tab-Right: any item, ignoring groups; no wrap.
  mutating func moveItem(to i: Int, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent]) {
    guard !groups.items.isEmpty else {
      out.append(event(cause, runtime: runtime, notes: stuckNotes(runtime)))
      return
    }
    guard groups.items.indices.contains(i) else {
      out.append(event(cause, runtime: runtime, earcons: [.boundary], notes: [i < 0 ? "already on the first item" : "already on the last item"]))
      return
    }
    let before = focus
    setFocus(groups.items[i])
    out.append(event(cause, runtime: runtime, notes: leftDialogNotes(from: before, runtime: runtime)))
  }

  /// A note when focus left a dialog drawn over the screen for the content behind it.
  func leftDialogNotes(from before: ElementIndex?, runtime: SceneRuntime) -> [String] {
    guard let before, let after = focus, before != after else { return [] }
    let scene = runtime.scene
    func dialog(_ e: ElementIndex) -> ElementIndex? {
      scene.ancestors(of: e).first { a in
        let k = scene.elements[a].kind
        return k == .alert || k == .sheet || k == .modal || scene.elements[a].isModal
      }
    }
    guard let d = dialog(before), !scene.ancestors(of: after).contains(d) else { return [] }
    return ["focus left \(Sanitize.quote(runtime.name(of: d))) for the content behind it: the dialog does not trap keyboard focus"]
  }

  mutating func find(_ text: String, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent]) {
    let items = groups.items
    let start = (focus.flatMap { groups.itemIndex(of: $0) } ?? -1) + 1
    // The first match at or after `start`, wrapping (the matches are indexed and ascending).
    let matches = runtime.keyboardFindMatches(text, in: items)
    if let m = matches.first(where: { $0 >= start % max(1, items.count) }) ?? matches.first {
      setFocus(items[m])
      out.append(event(cause, runtime: runtime, notes: ["found \(Sanitize.quote(text))"]))
      return
    }
    out.append(event(cause, runtime: runtime, earcons: [.boundary], notes: ["nothing that can take keyboard focus matches \(Sanitize.quote(text))"]))
  }

  // MARK: Menus

  mutating func openMenu(_ m: KeyboardMenu, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent]) {
    menu = m
    out.append(event(cause, runtime: runtime, earcons: [.menuOpened], notes: ["opened \(m.kind.title) (\(m.entries.count) entr\(m.entries.count == 1 ? "y" : "ies"))"]))
  }

  /// Keys while a menu is open; false to let the command act as usual (it closes the menu).
  mutating func handleMenu(_ command: KeyboardCommand, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) -> Bool {
    guard var m = menu else { return false }
    switch command {
    case .moveDown, .moveRight, .moveForward, .moveUp, .moveLeft, .moveBackward:
      let delta = command == .moveDown || command == .moveRight || command == .moveForward ? 1 : -1
      m.index = (m.index + delta + m.entries.count) % max(1, m.entries.count)
      menu = m
      out.append(event(cause, runtime: runtime))
      return true
    case .exit, .back:
      menu = nil
      out.append(event(cause, runtime: runtime, earcons: [.menuClosed], notes: ["closed \(m.kind.title)"]))
      return true
    case .activate:
      menu = nil
      choose(m, cause: cause, runtime: &runtime, into: &out)
      return true
    default:
      menu = nil
      return false
    }
  }

  mutating func choose(_ m: KeyboardMenu, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    guard let entry = m.current else { return }
    switch entry {
    case .action(let i, let name):
      guard let e = m.element else { return }
      let actions = runtime.properties(of: e).actions
      guard actions.indices.contains(i) else { return }
      var notes = ["performed the custom action \(Sanitize.quote(name))"]
      if actions[i].effects.isEmpty { notes.append("the action has no effects in the scene") }
      out.append(event(cause, runtime: runtime, earcons: [.tap], notes: notes))
      react(runtime.runAll(actions[i].effects, focus: e), cause: cause, runtime: &runtime, into: &out)
    case .command(let c):
      out.append(event(cause, runtime: runtime, earcons: [.menuClosed], notes: ["\(c.settingsName) is \(c.deviceKeys)"]))
    case .gesture(let kind):
      guard let e = m.element, let g = runtime.gestures(at: e).first(where: { $0.kind == kind }) else {
        out.append(event(cause, runtime: runtime, notes: ["performed \(kind.menuName): nothing here recognises it, so nothing happens"]))
        return
      }
      out.append(event(cause, runtime: runtime, earcons: [.tap], notes: ["performed \(kind.menuName) on \(Sanitize.quote(runtime.name(of: e)))"]))
      react(runtime.runAll(g.effects, focus: e), cause: cause, runtime: &runtime, into: &out)
    }
  }

  // MARK: Acting

  mutating func activate(cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    guard let f = focus else {
      out.append(event(cause, runtime: runtime, notes: ["nothing is focused"] + stuckNotes(runtime)))
      return
    }
    guard let effects = runtime.activationEffects(of: f) else {
      out.append(event(cause, runtime: runtime, earcons: [.tap], notes: ["it is dimmed, so nothing happens"]))
      return
    }
    var notes = ["activated \(Sanitize.quote(runtime.name(of: f)))"]
    if effects.isEmpty { notes.append("activating it has no effect in the scene") }
    if let note = SceneRuntime.editingNote(effects) { notes.append(note) }
    out.append(event(cause, runtime: runtime, earcons: [.tap], notes: notes))
    react(runtime.runAll(effects, focus: f), cause: cause, runtime: &runtime, into: &out)
  }

  mutating func adjust(_ f: ElementIndex, by direction: Int, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    let word = direction > 0 ? "increment" : "decrement"
    switch runtime.adjustElement(f, by: direction, focus: f) {
    case .moved(let v): out.append(event(cause, runtime: runtime, notes: ["\(word): the value is now \(Sanitize.quote(v)) (arrow keys on adjustable elements are assumed)"]))
    case .atEnd: out.append(event(cause, runtime: runtime, earcons: [.boundary], notes: ["already at the \(direction > 0 ? "maximum" : "minimum")"]))
    case .handled(let s):
      out.append(event(cause, runtime: runtime, notes: ["\(word) ran the element's handler"]))
      react(s, cause: cause, runtime: &runtime, into: &out)
    case .notImplemented: out.append(event(cause, runtime: runtime, notes: ["nothing implements accessibility\(direction > 0 ? "Increment" : "Decrement"), so the value does not change"]))
    case .notAdjustable: out.append(event(cause, runtime: runtime, notes: ["not adjustable"]))
    }
  }

  mutating func escape(cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    guard let effects = runtime.escapeEffects(from: focus) else {
      out.append(event(cause, runtime: runtime, notes: ["nothing handles escape here: no modal to dismiss and no screen to go back to"]))
      return
    }
    out.append(event(cause, runtime: runtime, notes: ["escape (accessibilityPerformEscape)"]))
    react(runtime.runAll(effects, focus: focus), cause: cause, runtime: &runtime, into: &out)
  }

  /// Follows what effects did: a new screen takes focus at its first item, a closed one
  /// returns it to the element that opened it [K]; announcements are not heard.
  mutating func react(_ summary: EffectSummary, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    for text in summary.announcements {
      out.append(.unheardAnnouncement(text, step: step, technology: .fullKeyboardAccess))
    }
    for note in summary.notes { out.append(event(cause, runtime: runtime, notes: [note])) }
    let before = focus
    refresh(runtime)
    guard let change = summary.screenChange else {
      if focus != before {
        let note = focus == nil ? "the focused element went away, and nothing left can take keyboard focus" : "the focused element went away: focus moves to the item now in its place"
        out.append(event(cause, runtime: runtime, notes: [note]))
      }
      return
    }
    switch change {
    case .opened, .posted:
      setFocus(groups.items.first)
    case .closed(let returnFocus):
      setFocus(returnFocus.flatMap { nearestItem(to: $0, runtime: runtime) } ?? groups.items.first)
    }
    var e = event(.notification(.screenChanged), runtime: runtime, earcons: [.screenChanged], notes: stuckNotes(runtime) + dialogNotEnteredNotes(runtime))
    if case .closed = change { e.notes.insert("focus returns to the element that opened the screen", at: 0) }
    out.append(e)
  }

  // MARK: Events

  func event(_ cause: Cause, runtime: SceneRuntime, earcons: [Earcon] = [], notes: [String] = []) -> TranscriptEvent {
    TranscriptEvent(step: step, technology: .fullKeyboardAccess, cause: cause, element: focus, earcons: earcons, notes: notes, highlight: highlight, shown: describe(runtime))
  }

  /// "Reply", "Inbox › Ana Lima (2 of 5)", "Actions: Archive".
  func describe(_ runtime: SceneRuntime) -> String {
    if let menu, let entry = menu.current { return "\(menu.kind.title): \(entry.title)" }
    guard let f = focus else { return "no focus" }
    var text = runtime.name(of: f)
    if let g = focusGroup, g.members.count > 1, let m = groups.memberIndex(of: f) {
      // A labelled container by its label, else by what it is: "(tab bar, 1 of 2)".
      let group: String
      if !g.declared, let c = g.container, runtime.text(of: c) == nil {
        group = runtime.scene.elements[c].kind.word
      } else {
        group = "group " + Sanitize.quote(g.declared ? g.id : g.container.map { runtime.name(of: $0) } ?? g.id)
      }
      text += " (\(group), \(m + 1) of \(g.members.count))"
    }
    return text
  }
}
