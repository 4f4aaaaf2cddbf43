import SceneModel

extension SceneRuntime {
  /// The view a touch at `point` lands on: the deepest visible view under it in the top
  /// layer that covers it, accessibility element or not (a touch does not care), that
  /// reacts to a tap. Nil when nothing there reacts.
  public func hitTest(_ point: ScreenPoint) -> ElementIndex? {
    for s in visibleScreens.reversed() {
      let root = scene.screens[s].root
      guard frames.indices.contains(root), contains(frames[root], point) else { continue }
      return deepestResponder(root, point)
    }
    return nil
  }

  /// The views a touch at `point` goes through in the top layer that covers it, outermost
  /// first, whether they react to a tap or not (a swipe's recogniser can be on any of them).
  public func viewsTouched(at point: ScreenPoint) -> [ElementIndex] {
    for s in visibleScreens.reversed() {
      let root = scene.screens[s].root
      guard frames.indices.contains(root), contains(frames[root], point) else { continue }
      var chain: [ElementIndex] = []
      var current: ElementIndex? = root
      while let c = current {
        chain.append(c)
        current = scene.elements[c].children.last {
          frames.indices.contains($0) && !scene.elements[$0].hidden && contains(frames[$0], point)
        }
      }
      return chain
    }
    return []
  }

  func contains(_ f: Frame, _ p: ScreenPoint) -> Bool {
    p.x >= f.x && p.x < f.x + f.width && p.y >= f.y && p.y < f.y + f.height
  }

  /// Children drawn later are on top, so the last child under the point is followed.
  private func deepestResponder(_ root: ElementIndex, _ p: ScreenPoint) -> ElementIndex? {
    var best: ElementIndex?
    var current: ElementIndex? = root
    while let c = current {
      if reactsToTap(c) { best = c }
      current = scene.elements[c].children.last {
        frames.indices.contains($0) && !scene.elements[$0].hidden && contains(frames[$0], p)
      }
    }
    return best
  }

  /// Whether a tap on the view does something: a control, or a view with a tap handler.
  public func reactsToTap(_ index: ElementIndex) -> Bool {
    let e = scene.elements[index]
    return !e.onActivate.isEmpty || !e.traits.intersection(UserInteraction.interactiveTraits).isEmpty
  }
}
