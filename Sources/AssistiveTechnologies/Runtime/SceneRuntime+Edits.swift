import SceneModel

/// Element changes made by effects, each costing what it changes: the one mechanism behind
/// every edit.
///
/// 1. The element table changes in place; an edit equal to what is there does nothing.
/// 2. The edit is stamped and journalled for its screen (`ScreenCache`), so indexes kept for
///    an earlier state (the search) look again at only what it touched.
/// 3. A new label or a hide or show relays the screen out from the element up to the first
///    ancestor whose size stays the same, and says what moved (`SceneLayout.relayOut`).
/// 4. The screen's order follows: the stops taken out, put in or moved are placed in their
///    lists in place, each list checked only around them (`AccessibilityTree.update`),
///    and any stop whose traits changed is counted again in the rotor's and Switch
///    Control's tables (`AccessibilityTree.setFlags`).
/// 5. If the screen is on view, the runtime shows its new order and version.
extension SceneRuntime {
  /// Applies a patch.
  public mutating func apply(_ patch: ElementPatch, to index: ElementIndex) {
    let old = scene.elements[index]
    var label = old.label
    var value = old.value
    var hint = old.hint
    var hidden = old.hidden
    var traits = old.traits
    if let v = patch.label { label = v }
    if let v = patch.value { value = v }
    if let v = patch.hint { hint = v }
    if let v = patch.hidden { hidden = v }
    if let v = patch.enabled { if v { traits.remove(.notEnabled) } else { traits.insert(.notEnabled) } }
    if let v = patch.selected { if v { traits.insert(.selected) } else { traits.remove(.selected) } }
    if let v = patch.editing { if v { traits.insert(.isEditing) } else { traits.remove(.isEditing) } }
    // Nothing changed, nothing done.
    let relabelled = label != old.label
    let revalued = value != old.value
    let shown = hidden != old.hidden
    let retraited = traits != old.traits
    guard relabelled || revalued || hint != old.hint || shown || retraited else { return }
    if relabelled { scene.elements[index].label = label }
    if revalued { scene.elements[index].value = value }
    if hint != old.hint { scene.elements[index].hint = hint }
    if shown { scene.elements[index].hidden = hidden }
    if retraited { scene.elements[index].traits = traits }
    if patch.enabled != nil { UIKitStepper.refreshDimmed(index, in: &scene.elements) }
    let touched = touched(index, stepper: patch.enabled != nil)
    let layout: LayoutEdit? = shown ? .visibility : (relabelled ? .text : nil)
    let shapes = (revalued && valueShapesTree(index)) || (relabelled && labelShapesTree(index))
    edited(index, touched: touched, layout: layout, reorders: shapes, retraited: retraited || patch.enabled != nil)
  }

  /// Flips a switch's value, or the selected trait of anything else.
  public mutating func toggle(_ index: ElementIndex) {
    if scene.elements[index].traits.contains(.switchButton) {
      scene.elements[index].value = scene.elements[index].value == "1" ? "0" : "1"
      edited(index, touched: [index], layout: nil, reorders: valueShapesTree(index), retraited: false)
    } else {
      scene.elements[index].traits.formSymmetricDifference(.selected)
      edited(index, touched: [index], layout: nil, reorders: false, retraited: true)
    }
  }

  /// Selects an element and deselects its siblings.
  public mutating func select(_ index: ElementIndex) {
    var touched: [ElementIndex] = []
    if !scene.elements[index].traits.contains(.selected) { touched.append(index) }
    if let parent = scene.elements[index].parent {
      for c in scene.elements[parent].children where c != index && scene.elements[c].traits.contains(.selected) {
        scene.elements[c].traits.remove(.selected)
        touched.append(c)
      }
    }
    // Selecting what is already the only selection changes nothing.
    guard !touched.isEmpty else { return }
    scene.elements[index].traits.insert(.selected)
    edited(index, touched: touched, layout: nil, reorders: false, retraited: true)
  }

  /// Steps an adjustable element's value; false when it is already at the end.
  public mutating func adjust(_ index: ElementIndex, by direction: Int) -> Bool {
    guard var a = scene.elements[index].adjustment else { return false }
    let moved = a.step(by: direction)
    // At either end nothing changes (a UIKit stepper's button is already dimmed there).
    guard moved else { return false }
    scene.elements[index].adjustment = a
    scene.elements[index].value = a.spokenValue
    UIKitStepper.refreshDimmed(index, in: &scene.elements)
    edited(index, touched: touched(index, stepper: true), layout: nil, reorders: valueShapesTree(index), retraited: true)
    return moved
  }

  /// The elements an edit of `index` changes: itself, and a UIKit stepper's two buttons
  /// when `stepper` (their dimming follows its value and state).
  func touched(_ index: ElementIndex, stepper: Bool) -> [ElementIndex] {
    guard stepper, scene.elements[index].kind == .stepper else { return [index] }
    return [index] + scene.elements[index].children.prefix(2)
  }

  /// Whether an element's value is read by the tree beyond its own stop: a semantic group is
  /// a group only while it has a label, value or identifier, and a data table's headers are
  /// spoken in its cells' contexts. A new value there builds the screen's order again.
  func valueShapesTree(_ index: ElementIndex) -> Bool {
    if scene.elements[index].containerType == .semanticGroup { return true }
    return inDataTable(index)
  }

  /// Whether an element's label is read by the tree beyond its own stop (the same places as
  /// a value).
  func labelShapesTree(_ index: ElementIndex) -> Bool { valueShapesTree(index) }

  /// One past the last element of an element's tree in the element table (its tree in
  /// depth-first order; a walk when the screen is not in that order).
  func subtreeEnd(_ index: ElementIndex) -> Int {
    if let layout = layouts[scene.elements[index].screen], layout.preorder, layout.covers(index) { return layout.end(of: index) }
    var high = index
    var stack = [index]
    while let x = stack.popLast() {
      high = Swift.max(high, x)
      stack += scene.elements[x].children
    }
    return high + 1
  }

  func inDataTable(_ index: ElementIndex) -> Bool {
    var current: ElementIndex? = index
    while let c = current {
      if scene.elements[c].containerType == .dataTable { return true }
      current = scene.elements[c].parent
    }
    return false
  }

  /// After an edit of `index` (already in the element table): stamps and journals it,
  /// relays its screen out when its size or visibility changed, brings the screen's order up
  /// to date, and shows the result when the screen is on view.
  mutating func edited(_ index: ElementIndex, touched: [ElementIndex], layout edit: LayoutEdit?, reorders: Bool, retraited: Bool) {
    let s = scene.elements[index].screen
    cache.edited(touched, screen: s, subtree: edit == .visibility ? index..<subtreeEnd(index) : nil)
    // A screen not laid out yet is laid out as it is when it is shown.
    guard layouts[s] != nil else { return }
    var change = LayoutChange()
    if let edit {
      change = layouts[s]!.relayOut(index, edit, in: scene)
      cache.elementsLaidOut += change.placed
      refreshLayoutProblems(of: s, change)
    }
    var newVersion = !change.isEmpty || edit == .text
    if screenTrees[s] != nil {
      if reorders {
        screenTrees[s] = KeptTree(tree: buildTree(roots: [scene.screens[s].root]), version: TreeVersions.next())
        newVersion = false
      } else if edit == .visibility || !change.isEmpty {
        // The order follows what the layout moved. The tree is taken out while it changes,
        // so its tables are changed in place rather than copied.
        var changing = screenTrees[s]!.tree
        screenTrees[s]!.tree = AccessibilityTree()
        if isVisible(s) { tree = AccessibilityTree() }
        let layout = layouts[s]!
        if changing.update(after: index, change: change, scene: scene, layout: layout, flags: { self.stopFlags($0) }) {
          cache.ordersChanged += 1
          screenTrees[s]!.tree = changing
        } else {
          screenTrees[s]!.tree = buildTree(roots: [scene.screens[s].root])
        }
        newVersion = true
      } else if retraited || edit != nil {
        // Dimming, selection, a switch: who responds and what the rotor lists may change,
        // for the stops the touched elements speak in (their own, and combining groups above).
        var flagsChanged = false
        for e in touched {
          var next: ElementIndex? = e
          while let a = next {
            if screenTrees[s]!.tree.position(of: a) != nil, screenTrees[s]!.tree.setFlags(stopFlags(a), of: a) { flagsChanged = true }
            next = scene.elements[a].parent
          }
        }
        if flagsChanged { newVersion = true }
      }
      if newVersion { screenTrees[s]!.version = TreeVersions.next() }
    }
    guard isVisible(s) else { return }
    rebuild(refreshingDisplay: false)
    refreshDisplay(after: touched, subtree: edit == .visibility ? index..<subtreeEnd(index) : nil)
  }
}
