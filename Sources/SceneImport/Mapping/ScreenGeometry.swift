import SceneModel

/// The screen an imported scene is laid out on, found in the dump: the main window's size
/// (else a window's, else the application's, else the extent of every frame), and how the
/// dump's coordinates map to points on it.
struct ScreenGeometry {
  var width: Double
  var height: Double
  /// Dump units per point (3 or 2 when a page source counts pixels).
  var scale: Double = 1
  /// Subtracted from every coordinate (macOS dumps use global display coordinates).
  var shiftX = 0.0
  var shiftY = 0.0
  /// Where the size came from, for the report ("'Window (Main)' at line 3").
  var source: String
  var sourceNode: Int?
  /// What the report should say about the geometry.
  var notes: [String] = []

  /// The phone's row tolerance (8 pt) up to 600 pt on the short side, a pad's above.
  var idiom: String { min(width, height) >= 600 ? "pad" : "phone" }

  func points(_ f: Frame) -> Frame {
    Frame(x: f.x / scale - shiftX, y: f.y / scale - shiftY, width: f.width / scale, height: f.height / scale)
  }

  /// Whether a frame (in points) lies wholly outside the screen.
  func isOffScreen(_ f: Frame) -> Bool {
    f.maxX <= 0 || f.maxY <= 0 || f.x >= width || f.y >= height
  }

  /// Logical screen sizes of iPhones and iPads (portrait), to recognise a page source that
  /// counts pixels.
  static let knownSizes: [(Double, Double)] = [
    (320, 568), (375, 667), (375, 812), (390, 844), (393, 852), (402, 874), (414, 736), (414, 896), (428, 926),
    (430, 932), (440, 956), (744, 1133), (768, 1024), (810, 1080), (820, 1180), (834, 1112), (834, 1194),
    (1024, 1366), (1032, 1376),
  ]

  static func isKnown(_ w: Double, _ h: Double) -> Bool {
    knownSizes.contains { ($0.0 == w && $0.1 == h) || ($0.0 == h && $0.1 == w) }
  }

  static func find(in tree: DumpTree, excluded: [Bool]) -> ScreenGeometry {
    let nodes = tree.nodes
    func usable(_ i: Int) -> Frame? {
      guard !excluded[i], let f = nodes[i].frame, f.width > 0, f.height > 0 else { return nil }
      return f
    }
    var chosen: (frame: Frame, node: Int, words: String)?
    if let i = nodes.indices.first(where: { nodes[$0].isMainWindow && usable($0) != nil }) {
      chosen = (usable(i)!, i, "'Window (Main)'")
    } else if let i = nodes.indices.first(where: { nodes[$0].type == "Window" && usable($0) != nil }) {
      chosen = (usable(i)!, i, "the first window")
    } else if let i = nodes.indices.first(where: { nodes[$0].type == "Application" && usable($0) != nil }) {
      chosen = (usable(i)!, i, "the application's frame")
    }
    var g: ScreenGeometry
    if let (f, node, words) = chosen {
      g = ScreenGeometry(width: f.width, height: f.height, source: words, sourceNode: node)
      if f.x != 0 || f.y != 0 {
        g.shiftX = f.x
        g.shiftY = f.y
        g.notes.append("coordinates were moved by (\(number(-f.x)), \(number(-f.y))) so that \(words) starts at the screen's top-left corner")
      }
    } else {
      var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
      for i in nodes.indices {
        guard let f = usable(i) else { continue }
        minX = min(minX, f.x)
        minY = min(minY, f.y)
        maxX = max(maxX, f.maxX)
        maxY = max(maxY, f.maxY)
      }
      guard minX.isFinite else {
        var g = ScreenGeometry(width: 393, height: 852, source: "the default phone size: the dump has no frames")
        g.notes.append("no element has a frame: they are laid out in the dump's order on a 393 × 852 pt phone screen")
        return g
      }
      // macOS frames are in global display coordinates: the screen is what the elements
      // cover. iOS frames are the screen's own: it runs from the origin.
      let shift = isMacOS(tree) || minX < 0 || minY < 0
      g = ScreenGeometry(
        width: shift ? maxX - minX : maxX, height: shift ? maxY - minY : maxY,
        source: "the extent of the elements' frames (the dump has no window)")
      if shift, minX != 0 || minY != 0 {
        g.shiftX = minX
        g.shiftY = minY
        g.notes.append("coordinates were moved by (\(number(-minX)), \(number(-minY))) so that the elements start at the screen's top-left corner")
      }
    }
    // A page source that counts pixels: 1179 × 2556 is 393 × 852 points at 3×.
    if !isKnown(g.width, g.height) {
      for s in [3.0, 2.0] where isKnown(g.width / s, g.height / s) {
        g.notes.append("the coordinates look like pixels (\(number(g.width)) × \(number(g.height)) is \(number(g.width / s)) × \(number(g.height / s)) points at \(Int(s))×): divided by \(Int(s))")
        g.scale = s
        g.width /= s
        g.height /= s
        g.shiftX /= s
        g.shiftY /= s
        break
      }
    }
    let w = min(max(g.width, 100), 10_000)
    let h = min(max(g.height, 100), 10_000)
    if w != g.width || h != g.height {
      g.notes.append("the screen size \(number(g.width)) × \(number(g.height)) pt was brought within 100–10000 pt: \(number(w)) × \(number(h))")
      g.width = w
      g.height = h
    }
    return g
  }

  /// Whether the dump shows a Mac app: macOS element types, or an application with a title.
  static func isMacOS(_ tree: DumpTree) -> Bool {
    let macTypes: Set<String> = ["MenuBar", "MenuBarItem", "StatusItem", "TouchBar", "Dialog", "DockItem", "Menu", "MenuItem"]
    return tree.nodes.contains { macTypes.contains($0.type) || ($0.type == "Application" && $0.title != nil) }
  }

  /// A number as the scene writes it: whole numbers without a decimal point, others to
  /// four decimals at most.
  static func number(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
    let r = (x * 10_000).rounded() / 10_000
    if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
    return "\(r)"
  }
}
