extension SceneLint {
  /// Which elements VoiceOver can reach, worked out once per scene in two passes over the
  /// flat element table (a parent always comes before its children).
  struct Reachability {
    /// The scene's elements (not the scene: a copy of the whole `Scene` for every question
    /// showed in profiles).
    let elements: [Element]
    let isRightToLeft: Bool
    /// Not hidden, and no ancestor hidden or speaking as one element.
    var reached: [Bool]
    /// The element, or something inside it, would be a stop (ignoring its ancestors).
    var containsStop: [Bool]

    init(_ scene: Scene) {
      elements = scene.elements
      isRightToLeft = scene.device.isRightToLeft
      let es = scene.elements
      reached = Array(repeating: false, count: es.count)
      containsStop = Array(repeating: false, count: es.count)
      for i in es.indices where !es[i].hidden {
        if let p = es[i].parent {
          reached[i] = reached[p] && !Self.speaksAsOne(es, p)
        } else {
          reached[i] = true
        }
      }
      for i in es.indices.reversed() where !es[i].hidden {
        containsStop[i] = Self.speaksAsOne(es, i) || es[i].children.contains { containsStop[$0] }
      }
    }

    /// An element that is one stop whatever its children (`element: true`, combined or ignored).
    static func speaksAsOne(_ es: [Element], _ i: ElementIndex) -> Bool {
      es[i].isElement || es[i].grouping == .combine || es[i].grouping == .ignore
    }

    func isStop(_ i: ElementIndex) -> Bool { Self.speaksAsOne(elements, i) }

    /// The scene gives it a tap handler (`onActivate`, the scene's tap recogniser).
    func handlesTap(_ i: ElementIndex) -> Bool { !elements[i].onActivate.isEmpty }

    /// Traits that make an element a control a finger (or Voice Control) acts on.
    static let controlTraits: Traits = [.button, .link, .tabBarItem, .switchButton, .adjustable, .textEntry, .searchField, .backButton]

    /// A control a user touches: an interactive trait or a tap handler, and not dimmed.
    func respondsToTouch(_ i: ElementIndex) -> Bool {
      let traits = elements[i].traits
      guard !traits.contains(.notEnabled) else { return false }
      return !traits.intersection(Self.controlTraits).isEmpty || !elements[i].onActivate.isEmpty
    }

    /// Inside a tab bar, where VoiceOver adds "Tab." and "N of M." to every element.
    func inTabBar(_ i: ElementIndex) -> Bool { tabBar(of: i) != nil }

    func tabBar(of i: ElementIndex) -> ElementIndex? {
      var current = elements[i].parent
      while let a = current {
        if elements[a].kind == .tabBar || elements[a].traits.contains(.tabBar) { return a }
        current = elements[a].parent
      }
      return nil
    }

    /// "N of M" for a stop in a tab bar: its place among the bar's stops, in the bar's
    /// reading direction (a bar is one row, so tree order is its order left to right).
    func tabPosition(_ i: ElementIndex) -> (n: Int, m: Int)? {
      guard let bar = tabBar(of: i) else { return nil }
      var stops: [ElementIndex] = []
      var stack = Array(elements[bar].children.reversed())
      while let c = stack.popLast() {
        if reached[c], isStop(c) {
          stops.append(c)
        } else {
          stack += elements[c].children.reversed()
        }
      }
      guard let k = stops.firstIndex(of: i) else { return nil }
      let n = isRightToLeft ? stops.count - k : k + 1
      return (n, stops.count)
    }
  }
}
