import SceneModel
import Synchronization

/// The order the Screen pane draws the visible screens' elements in, hidden ones included:
/// layer by layer, each screen's root first, parents before children, as a depth-first walk
/// of `children`. With each position is where its subtree ends, so a walk can skip a hidden
/// subtree in one step.
///
/// It depends only on the scene's structure, which nothing changes after loading (effects
/// hide, relabel and toggle elements, never add, remove or reorder children), so it is worked
/// out once per scene and set of visible screens (`DrawingOrderCache`); a new tree then costs
/// a pass over this table and the frames, not a walk that chases every element's list of
/// children through the heap.
struct DrawingOrder: Sendable, Equatable {
  /// The elements in drawing order.
  private(set) var elements: [Int32] = []
  /// For each position, the position after its element's subtree.
  private(set) var subtreeEnds: [Int32] = []
  /// For each position, its parent's position (-1 for a screen's root).
  private(set) var parents: [Int32] = []
  /// Where each visible screen's elements start, and the end of the last (`count + 1`
  /// entries for `count` screens).
  private(set) var layerStarts: [Int] = [0]

  init(scene: Scene, screens: [Int]) {
    // Built in locals: a closure reaches `self` only through exclusivity checks.
    var elements: [Int32] = []
    var subtreeEnds: [Int32] = []
    var parents: [Int32] = []
    var layerStarts = [0]
    scene.elements.withUnsafeBufferPointer { all in
      // The positions of the open subtrees, innermost last.
      var open: [Int] = []
      // Elements to visit, with the position of the element that lists them.
      var stack: [(element: Int, parent: Int)] = []
      for s in screens {
        if scene.screens.indices.contains(s) {
          stack.append((scene.screens[s].root, -1))
          while let (index, parent) = stack.popLast() {
            guard index >= 0 && index < all.count else { continue }
            // The subtrees this element is not in end here.
            while let last = open.last, last != parent {
              subtreeEnds[last] = Int32(elements.count)
              open.removeLast()
            }
            let position = elements.count
            open.append(position)
            elements.append(Int32(index))
            subtreeEnds.append(0)
            parents.append(Int32(parent))
            all[index].children.withUnsafeBufferPointer { children in
              var k = children.count
              while k > 0 {
                k -= 1
                stack.append((children[k], position))
              }
            }
          }
        }
        for last in open { subtreeEnds[last] = Int32(elements.count) }
        open = []
        layerStarts.append(elements.count)
      }
    }
    self.elements = elements
    self.subtreeEnds = subtreeEnds
    self.parents = parents
    self.layerStarts = layerStarts
  }
}

extension DrawingOrder {
  /// The number of positions.
  var count: Int { elements.count }

  /// The layer (visible screen) of a position.
  func layer(of position: Int) -> Int {
    var layer = 0
    while layer + 2 < layerStarts.count && layerStarts[layer + 1] <= position { layer += 1 }
    return layer
  }

  /// Whether the element at `position` or one that contains it is hidden (read in `scene`
  /// now: hiding gives a new tree, never a new drawing order).
  func isHidden(_ position: Int, in elements: UnsafeBufferPointer<Element>) -> Bool {
    var p = position
    while p >= 0 {
      if elements[Int(self.elements[p])].hidden { return true }
      p = Int(parents[p])
    }
    return false
  }
}

/// The drawing orders of recent scenes and sets of visible screens.
///
/// A scene is known by its table of screens, which the cache keeps (so the same storage is
/// never another scene's) and compares by identity: every copy of a loaded scene shares it,
/// and nothing changes it after loading.
final class DrawingOrderCache: Sendable {
  struct Key {
    var screensTable: [SceneModel.Screen]
    var elementCount: Int
    var visible: [Int]

    func matches(_ scene: Scene, _ visible: [Int]) -> Bool {
      elementCount == scene.elements.count && self.visible == visible && Self.identity(screensTable) == Self.identity(scene.screens)
    }

    static func identity(_ table: [SceneModel.Screen]) -> UnsafeRawPointer? {
      table.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
  }

  static let shared = DrawingOrderCache()
  static let capacity = 8
  private let slots = Mutex<[(key: Key, order: DrawingOrder)]>([])

  /// The drawing order of `screens` in `scene`, worked out if needed.
  func order(of scene: Scene, screens: [Int]) -> DrawingOrder {
    if let hit = slots.withLock({ list in list.last { $0.key.matches(scene, screens) }?.order }) { return hit }
    let order = DrawingOrder(scene: scene, screens: screens)
    slots.withLock { list in
      list.append((Key(screensTable: scene.screens, elementCount: scene.elements.count, visible: screens), order))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return order
  }
}
