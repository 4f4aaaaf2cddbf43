import SceneModel

extension VoiceControl {
  /// What a target said with a gesture comes to on the screen now.
  enum Resolution {
    /// One element (`how` says how it was found: "item 3", "4 of 10").
    case element(ElementIndex, how: String)
    /// A grid cell.
    case cell(Int, VoiceControlGrid)
    /// Several items share the name: a choice to show.
    case choice(VoiceControlChoice)
    /// One of the custom actions listed by "show actions for".
    case action(element: ElementIndex, index: Int)
    /// Nothing: why, for the second note of "Not recognized".
    case nothing(String)
  }

  /// Finds what a target names. A number means the number drawn on the screen: a choice's,
  /// an actions list's, a grid cell, else an item's (with no numbers drawn, an item named
  /// like the number said, "One", comes first [K]). A name is looked up among the actions
  /// listed, else among the items' names.
  func resolve(_ target: VoiceControlCommand.Target, gesture: VoiceControlCommand.Gesture?, runtime: SceneRuntime) -> Resolution {
    let index = runtime.voiceControlIndex()
    switch target {
    case .number(let n, let said):
      switch overlay {
      case .choice(let c):
        guard c.items.indices.contains(n - 1) else { return .nothing("the choice has numbers 1 to \(c.items.count)") }
        return .element(c.items[n - 1], how: "\(n) of \(c.items.count)")
      case .actions(let e, let names):
        guard names.indices.contains(n - 1) else { return .nothing("the actions are numbered 1 to \(names.count)") }
        return .action(element: e, index: n - 1)
      case .grid(let g):
        guard g.cell(n) != nil else { return .nothing("the grid has cells 1 to \(g.cellCount)") }
        return .cell(n, g)
      case .numbers, .names, nil:
        if overlay == nil || overlay == .names {
          let named = index.matches(VoiceControlNames.spoken(said))
          if !named.isEmpty { return byName(said, named, index: index, gesture: gesture) }
        }
        guard index.items.indices.contains(n - 1) else {
          return .nothing(index.items.isEmpty ? "nothing on this screen is numbered" : "there is no item \(n) (the items are numbered 1 to \(index.items.count))")
        }
        return .element(index.items[n - 1], how: "item \(n)")
      }
    case .name(let spoken):
      if case .actions(let e, let names) = overlay, let i = names.firstIndex(where: { VoiceControlNames.spoken($0) == spoken }) {
        return .action(element: e, index: i)
      }
      let found = index.matches(spoken)
      guard !found.isEmpty else { return .nothing(nothingNamed(spoken, index: index)) }
      return byName(spoken, found, index: index, gesture: gesture)
    }
  }

  func byName(_ said: String, _ found: [Int], index: VoiceControlIndex, gesture: VoiceControlCommand.Gesture?) -> Resolution {
    if found.count == 1 { return .element(index.items[found[0]], how: "item \(found[0] + 1)") }
    return .choice(VoiceControlChoice(name: said, items: found.map { index.items[$0] }, gesture: gesture))
  }

  /// "nothing on the screen is named 'Sned'; did you mean 'tap Send'?" (names are compared
  /// by edit distance only on screens of up to `suggestionLimit` names).
  func nothingNamed(_ spoken: String, index: VoiceControlIndex) -> String {
    var why = "nothing on the screen is named \(Sanitize.quote(spoken))"
    if index.items.count <= Self.suggestionLimit, let guess = Suggest.closest(to: spoken, among: index.allNames) {
      why += "; did you mean \"tap \(Sanitize.shorten(guess))\"?"
    }
    return why
  }

  /// The most names "did you mean" compares a phrase with [K].
  static let suggestionLimit = 2000

  /// "tap X", "long press X", "double tap X", "X", "N".
  mutating func act(
    _ gesture: VoiceControlCommand.Gesture, on target: VoiceControlCommand.Target, bare: Bool, cause: Cause,
    runtime: inout SceneRuntime, into out: inout [TranscriptEvent]
  ) {
    switch resolve(target, gesture: gesture, runtime: runtime) {
    case .nothing(let why):
      out.append(notRecognized(cause, runtime: runtime, why: why))
    case .choice(let c):
      transient = .choice(c)
      focus = nil
      out.append(event(cause, runtime: runtime, notes: ["\(c.items.count) items are named \(Sanitize.quote(c.name)): say a number to choose one"]))
    case .element(let e, let how):
      // Picking from "show actions for" opens that element's actions.
      if case .choice(let c) = overlay, c.gesture == nil {
        transient = nil
        openActions(e, cause: cause, runtime: runtime, into: &out)
        return
      }
      // A number said alone does what the name was said with ("long press Rename", "3").
      var picked = gesture
      if bare, case .choice(let c) = overlay, let g = c.gesture { picked = g }
      transient = nil
      perform(picked, on: e, how: how, cause: cause, runtime: &runtime, into: &out)
    case .action(let e, let i):
      transient = nil
      performAction(i, of: e, cause: cause, runtime: &runtime, into: &out)
    case .cell(let n, let grid):
      if bare, !grid.numberTaps(finalCellSize: settings.finalCellSize), let zoomed = grid.zoomed(into: n) {
        transient = .grid(zoomed)
        out.append(event(cause, runtime: runtime, notes: ["zoomed into cell \(n)"]))
        return
      }
      guard let point = grid.centre(n) else { return }
      transient = nil
      touch(gesture, at: point, cell: n, cause: cause, runtime: &runtime, into: &out)
    }
  }

  /// Performs a gesture on an element found by name or number.
  mutating func perform(
    _ gesture: VoiceControlCommand.Gesture, on e: ElementIndex, how: String, cause: Cause,
    runtime: inout SceneRuntime, into out: inout [TranscriptEvent]
  ) {
    focus = e
    let name = Sanitize.quote(runtime.name(of: e))
    switch gesture {
    case .tap:
      tap(e, note: "tapped \(name) (\(how))", cause: cause, runtime: &runtime, into: &out)
    case .longPress, .doubleTap:
      let kind: GestureKind = gesture == .longPress ? .longPress : .doubleTap
      if let g = runtime.gestures(at: e).first(where: { $0.kind == kind }) {
        out.append(event(cause, runtime: runtime, element: e, earcons: [.tap], notes: ["\(gesture.done) \(name) (\(how))"]))
        react(runtime.runAll(g.effects, focus: e), cause: cause, runtime: &runtime, into: &out)
      } else if gesture == .longPress {
        out.append(event(cause, runtime: runtime, element: e, notes: ["long pressed \(name) (\(how)): nothing recognises a long press there, so nothing happens"]))
      } else {
        // No double-tap recogniser: the touch lands as two taps [K].
        let screens = runtime.visibleScreens
        tap(e, note: "double tapped \(name) (\(how)): no double-tap recogniser, so it lands as two taps; the first", cause: cause, runtime: &runtime, into: &out)
        if runtime.visibleScreens == screens, runtime.tree.position[e] != nil {
          tap(e, note: "the second tap", cause: cause, runtime: &runtime, into: &out)
        } else {
          out.append(event(cause, runtime: runtime, notes: ["the second tap lands on the new screen's content, not \(name)"]))
        }
      }
    }
  }

  /// Taps an element at its activation point: the shared activation, as a double tap with
  /// VoiceOver.
  mutating func tap(_ e: ElementIndex, note: String, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    focus = e
    guard let effects = runtime.activationEffects(of: e) else {
      out.append(event(cause, runtime: runtime, element: e, earcons: [.tap], notes: [note + ": it is dimmed, so nothing happens"]))
      return
    }
    var notes = [note]
    if effects.isEmpty { notes.append("tapping it has no effect in the scene") }
    if let editing = SceneRuntime.editingNote(effects) { notes.append(editing) }
    if runtime.tree.position[e] == nil {
      notes.append("\(Sanitize.quote(runtime.name(of: e))) is not an accessibility element: only a touch (here the grid) reaches it")
    }
    let before = runtime.properties(of: e)
    let summary = runtime.runAll(effects, focus: e)
    if summary.screenChange == nil, let changed = Self.stateNote(before, runtime.properties(of: e)) { notes.append(changed) }
    out.append(event(cause, runtime: runtime, element: e, earcons: [.tap], notes: notes))
    react(summary, cause: cause, runtime: &runtime, into: &out)
  }

  /// What a tap changed on the element itself, since Voice Control says nothing: "it is now
  /// on", "it is now selected", "its value is now '3'".
  static func stateNote(_ before: SpokenProperties, _ after: SpokenProperties) -> String? {
    if after.traits.contains(.switchButton), before.value != after.value {
      return "it is now " + (after.value == "1" ? "on" : after.value == "0" ? "off" : Sanitize.quote(after.value ?? ""))
    }
    if before.traits.contains(.selected) != after.traits.contains(.selected) {
      return after.traits.contains(.selected) ? "it is now selected" : "it is no longer selected"
    }
    if before.value != after.value { return "its value is now \(Sanitize.quote(after.value ?? ""))" }
    return nil
  }

  /// A gesture at a grid cell's centre: whatever a touch there hits responds.
  mutating func touch(
    _ gesture: VoiceControlCommand.Gesture, at point: ScreenPoint, cell: Int, cause: Cause,
    runtime: inout SceneRuntime, into out: inout [TranscriptEvent]
  ) {
    let at = ScreenPoint(x: point.x, y: point.y + viewportTop)
    let place = "cell \(cell) at (\(VoiceControlGrid.points(at.x)), \(VoiceControlGrid.points(at.y)))"
    guard let target = runtime.hitTest(at) else {
      out.append(event(cause, runtime: runtime, earcons: [.tap], notes: ["\(gesture.done) \(place): nothing there responds to a touch"]))
      return
    }
    perform(gesture, on: target, how: place, cause: cause, runtime: &runtime, into: &out)
  }

  // MARK: Custom actions

  mutating func showActions(for target: VoiceControlCommand.Target, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent]) {
    switch resolve(target, gesture: nil, runtime: runtime) {
    case .element(let e, _):
      transient = nil
      openActions(e, cause: cause, runtime: runtime, into: &out)
    case .choice(let c):
      transient = .choice(c)
      out.append(event(cause, runtime: runtime, notes: ["\(c.items.count) items are named \(Sanitize.quote(c.name)): say a number to choose one"]))
    case .nothing(let why):
      out.append(notRecognized(cause, runtime: runtime, why: why))
    case .cell(let n, let grid):
      guard let p = grid.centre(n), let e = runtime.hitTest(ScreenPoint(x: p.x, y: p.y + viewportTop)) else {
        out.append(event(cause, runtime: runtime, notes: ["nothing at cell \(n) responds to a touch"]))
        return
      }
      transient = nil
      openActions(e, cause: cause, runtime: runtime, into: &out)
    case .action(let e, _):
      openActions(e, cause: cause, runtime: runtime, into: &out)
    }
  }

  mutating func openActions(_ e: ElementIndex, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent]) {
    focus = e
    let actions = runtime.properties(of: e).actions
    guard !actions.isEmpty else {
      out.append(event(cause, runtime: runtime, notes: ["\(Sanitize.quote(runtime.name(of: e))) has no custom actions"]))
      return
    }
    transient = .actions(element: e, names: actions.map(\.name))
    out.append(event(cause, runtime: runtime, notes: ["say an action's number or name"]))
  }

  mutating func performAction(_ i: Int, of e: ElementIndex, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    focus = e
    let actions = runtime.properties(of: e).actions
    guard actions.indices.contains(i) else { return }
    var notes = ["performed the custom action \(Sanitize.quote(actions[i].name)) of \(Sanitize.quote(runtime.name(of: e)))"]
    if actions[i].effects.isEmpty { notes.append("the action has no effects in the scene") }
    out.append(event(cause, runtime: runtime, element: e, earcons: [.tap], notes: notes))
    react(runtime.runAll(actions[i].effects, focus: e), cause: cause, runtime: &runtime, into: &out)
  }

  // MARK: Swipes, scrolling, going back

  /// A swipe in the middle of the screen: the recogniser of that swipe under the point (or
  /// on a view holding it) performs; else a swipe up or down scrolls.
  mutating func swipe(_ direction: VoiceControlCommand.Direction, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    transient = nil
    let kind: GestureKind = [.left: .swipeLeft, .right: .swipeRight, .up: .swipeUp, .down: .swipeDown][direction]!
    let point = ScreenPoint(x: screen.width / 2, y: viewportTop + screen.height / 2)
    if let view = runtime.viewsTouched(at: point).last, let g = runtime.gestures(at: view).first(where: { $0.kind == kind }) {
      out.append(event(cause, runtime: runtime, element: view, earcons: [.tap], notes: ["swiped \(direction.rawValue) on \(Sanitize.quote(runtime.name(of: view)))"]))
      react(runtime.runAll(g.effects, focus: view), cause: cause, runtime: &runtime, into: &out)
      return
    }
    if direction == .up || direction == .down, canScroll(runtime) {
      // Content follows the finger: a swipe up scrolls down.
      scroll(direction == .up ? .down : .up, cause: cause, runtime: runtime, into: &out, swiped: direction)
      return
    }
    out.append(event(cause, runtime: runtime, notes: ["swiped \(direction.rawValue) in the middle of the screen: nothing there recognises it, so nothing happens"]))
  }

  func canScroll(_ runtime: SceneRuntime) -> Bool {
    runtime.contentBottom() > screen.height + 0.5
  }

  mutating func scroll(
    _ kind: VoiceControlCommand.Scroll, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent],
    swiped: VoiceControlCommand.Direction? = nil
  ) {
    transient = nil
    let prefix = swiped.map { "swiped \($0.rawValue): " } ?? ""
    guard canScroll(runtime) else {
      out.append(event(cause, runtime: runtime, notes: [prefix + "the screen's content fits: nothing scrolls"]))
      return
    }
    let maxTop = runtime.maxViewportTop
    let page = screen.height * Self.scrollPage
    let before = viewportTop
    switch kind {
    case .up: viewportTop = max(0, viewportTop - page)
    case .down: viewportTop = min(maxTop, viewportTop + page)
    case .top: viewportTop = 0
    case .bottom: viewportTop = maxTop
    }
    guard viewportTop != before else {
      out.append(event(cause, runtime: runtime, earcons: [.boundary], notes: [prefix + (kind == .up || kind == .top ? "already at the top" : "already at the bottom")]))
      return
    }
    out.append(event(cause, runtime: runtime, notes: [prefix + (swiped == nil ? "" : "the screen ") + "scrolled \(kind.rawValue), showing \(runtime.shownRange(top: viewportTop))"]))
  }

  mutating func goBack(cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    transient = nil
    guard let effects = runtime.escapeEffects(from: focus) else {
      out.append(event(cause, runtime: runtime, notes: ["nothing to go back to: no presented screen to dismiss and no previous screen"]))
      return
    }
    out.append(event(cause, runtime: runtime, notes: ["went back (accessibilityPerformEscape)"]))
    react(runtime.runAll(effects, focus: focus), cause: cause, runtime: &runtime, into: &out)
  }

  // MARK: After acting

  /// Follows what effects did: announcements are not heard (Voice Control does not speak);
  /// a new screen is listened to afresh; a closed one returns to the element that opened it.
  mutating func react(_ summary: EffectSummary, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    for text in summary.announcements {
      out.append(.unheardAnnouncement(text, step: step, technology: .voiceControl))
    }
    for note in summary.notes { out.append(event(cause, runtime: runtime, notes: [note])) }
    refresh(runtime)
    guard let change = summary.screenChange else { return }
    transient = nil
    viewportTop = 0
    switch change {
    case .opened, .posted: focus = nil
    case .closed(let back): focus = back.flatMap { runtime.tree.position[$0] != nil ? $0 : nil }
    }
    let n = runtime.voiceControlIndex().items.count
    var e = event(.notification(.screenChanged), runtime: runtime, earcons: [.screenChanged], notes: ["the screen changed: \(n) item\(n == 1 ? "" : "s") respond\(n == 1 ? "s" : "")"])
    if case .closed = change { e.notes.insert("back on the screen that opened it", at: 0) }
    out.append(e)
  }

  // MARK: What to say

  /// "Show me what to say": the shortest phrase of the first items, then the overlays and
  /// the other commands that apply here.
  func whatToSay(_ runtime: SceneRuntime) -> [String] {
    let index = runtime.voiceControlIndex()
    var said: [String] = []
    var numbersOnly = 0
    // Every item is looked at on screens of up to `suggestionLimit` items; past that, only
    // until the suggestions are found.
    for i in index.items.indices {
      if said.count >= settings.suggestions, i >= Self.suggestionLimit { break }
      let phrase = index.phrase(forItem: i, runtime: runtime)
      if case .name = phrase {
        if said.count < settings.suggestions { said.append("\"" + Sanitize.shorten(phrase.text) + "\"") }
      } else {
        numbersOnly += 1
      }
    }
    let named = index.items.count - numbersOnly
    var notes: [String] = []
    if said.isEmpty {
      notes.append("no item here can be tapped by name")
    } else {
      let more = index.items.count > Self.suggestionLimit ? " (\(index.items.count) items in all)" : named > said.count ? " (and \(named - said.count) more)" : ""
      notes.append("say " + said.joined(separator: ", ") + more)
    }
    if numbersOnly > 0, index.items.count <= Self.suggestionLimit { notes.append("\(numbersOnly) item\(numbersOnly == 1 ? " needs its number" : "s need their numbers"): \"show numbers\", then \"tap N\"") }
    var more = ["\"show numbers\"", "\"show names\"", "\"show grid\""]
    if runtime.escapeEffects(from: focus) != nil { more.append("\"go back\"") }
    if canScroll(runtime) { more.append("\"scroll down\"") }
    notes.append("also " + more.joined(separator: ", "))
    return notes
  }
}
