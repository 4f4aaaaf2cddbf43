import SceneModel

/// How the runtime's edit journal touches a long vertical stack: which of its children's
/// trees hold an edited element, or that the stack must be worked out whole (an edit to the
/// stack or above it, a tree hidden or shown around it). Read by the figures kept per stack
/// child (`KeptPerStack`).
public enum StackEdits {
  /// What a screen's kept per-stack figures were worked out for: the scene, the screen, the
  /// text size they were laid out at, and whether the layout was a first look (whose
  /// left-out children hold no frames: the whole layout that follows it at the same size,
  /// with the same edit stamp, must not take its figures).
  public struct Key: Sendable, Equatable {
    var sourceName: String
    var elementCount: Int
    var screen: Int
    var contentSize: ContentSizeCategory
    var boldText: Bool
    var deferred: Int

    public init(_ runtime: SceneRuntime, screen: Int, layout: SceneLayout) {
      sourceName = runtime.scene.sourceName
      elementCount = runtime.scene.elements.count
      self.screen = screen
      contentSize = layout.contentSize
      boldText = layout.boldText
      deferred = layout.deferredCount
    }
  }

  /// The children (by index, ascending) of stack `s` whose trees the edits touched; nil
  /// when the stack must be worked out whole.
  public static func touchedChildren(
    of s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>,
    edits: (elements: [ElementIndex], trees: [Range<Int>])
  ) -> [Int]? {
    if edits.trees.contains(where: { $0.contains(s) }) { return nil }
    let children = elements[s].children
    let end = layout.end(of: s)
    var touched: Set<Int> = []
    for e in edits.elements + edits.trees.map(\.lowerBound) {
      if e <= s {
        if e == s || s < layout.end(of: e) { return nil }
      } else if e < end {
        // The child whose tree holds e: the last child at or before it.
        var low = 0
        var high = children.count
        while low < high {
          let mid = (low + high) / 2
          if children[mid] <= e { low = mid + 1 } else { high = mid }
        }
        if low > 0 { touched.insert(low - 1) }
      }
    }
    return touched.sorted()
  }
}
