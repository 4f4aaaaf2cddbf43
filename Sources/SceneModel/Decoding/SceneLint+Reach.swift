extension SceneLint {
  /// Which elements VoiceOver can reach, worked out once per scene in two passes over the
  /// flat element table (a parent always comes before its children).
  struct Reachability {
    let scene: Scene
    /// Not hidden, and no ancestor hidden or speaking as one element.
    var reached: [Bool]
    /// The element, or something inside it, would be a stop (ignoring its ancestors).
    var containsStop: [Bool]

    init(_ scene: Scene) {
      self.scene = scene
      let es = scene.elements
      reached = Array(repeating: false, count: es.count)
      containsStop = Array(repeating: false, count: es.count)
      for i in es.indices {
        let e = es[i]
        guard !e.hidden else { continue }
        if let p = e.parent {
          reached[i] = reached[p] && !Self.speaksAsOne(es[p])
        } else {
          reached[i] = true
        }
      }
      for i in es.indices.reversed() {
        let e = es[i]
        guard !e.hidden else { continue }
        if Self.speaksAsOne(e) {
          containsStop[i] = true
        } else if e.children.contains(where: { containsStop[$0] }) {
          containsStop[i] = true
        }
      }
    }

    /// An element that is one stop whatever its children (`element: true`, combined or ignored).
    static func speaksAsOne(_ e: Element) -> Bool {
      e.isElement || e.grouping == .combine || e.grouping == .ignore
    }

    func isStop(_ i: ElementIndex) -> Bool { Self.speaksAsOne(scene.elements[i]) }

    /// The scene gives it a tap handler (`onActivate`, the scene's tap recogniser).
    func handlesTap(_ i: ElementIndex) -> Bool { !scene.elements[i].onActivate.isEmpty }

    /// Traits that make an element a control a finger (or Voice Control) acts on.
    static let controlTraits: Traits = [.button, .link, .tabBarItem, .switchButton, .adjustable, .textEntry, .searchField, .backButton]

    /// A control a user touches: an interactive trait or a tap handler, and not dimmed.
    func respondsToTouch(_ i: ElementIndex) -> Bool {
      let e = scene.elements[i]
      guard !e.traits.contains(.notEnabled) else { return false }
      return !e.traits.intersection(Self.controlTraits).isEmpty || !e.onActivate.isEmpty
    }

    /// Inside a tab bar, where VoiceOver adds "Tab." and "N of M." to every element.
    func inTabBar(_ i: ElementIndex) -> Bool { tabBar(of: i) != nil }

    func tabBar(of i: ElementIndex) -> ElementIndex? {
      scene.ancestors(of: i).first { scene.elements[$0].kind == .tabBar || scene.elements[$0].traits.contains(.tabBar) }
    }

    /// "N of M" for a stop in a tab bar: its place among the bar's stops, in the bar's
    /// reading direction (a bar is one row, so tree order is its order left to right).
    func tabPosition(_ i: ElementIndex) -> (n: Int, m: Int)? {
      guard let bar = tabBar(of: i) else { return nil }
      var stops: [ElementIndex] = []
      var stack = Array(scene.elements[bar].children.reversed())
      while let c = stack.popLast() {
        if reached[c], isStop(c) {
          stops.append(c)
        } else {
          stack += scene.elements[c].children.reversed()
        }
      }
      guard let k = stops.firstIndex(of: i) else { return nil }
      let n = scene.device.isRightToLeft ? stops.count - k : k + 1
      return (n, stops.count)
    }
  }
}
