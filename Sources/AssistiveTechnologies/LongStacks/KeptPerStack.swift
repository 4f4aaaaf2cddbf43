import SceneModel
import Synchronization

/// A figure worked out per child of a long vertical stack (how far the children's trees
/// reach past them, their screen rows), which an edit changes only for the children whose
/// trees it touched.
public protocol StackFigure: Sendable {
  /// What the figure is worked out with besides the layout (the tree, a tolerance).
  associatedtype Context

  /// The figure of every child of stack `s`.
  init(stack s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Context)

  /// Whether the figure, kept from an earlier state, can be brought up to date for stack
  /// `s` as laid out now: the same inner width and child count (another width lays every
  /// child out again), the same context.
  func fits(stack s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Context) -> Bool

  /// Works out children `touched` (by index, ascending) again, as laid out now.
  mutating func update(touched: [Int], of s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Context)
}

/// The figures of recent screens' long stacks, brought up to date from the runtime's edit
/// journal (`StackEdits`): an edit inside a child works that child out again; an edit to the
/// stack or above it, another width, or a journal that no longer reaches back works the
/// stack out again.
///
/// Kept by screen, text size and edit stamp, for the last `capacity` states: a runtime and
/// the copies the app renders from share them in turn. Each user keeps its own instance, so
/// two figures asked for alternately never push each other out.
public final class KeptPerStack<Figure: StackFigure>: Sendable {
  struct Entry: Sendable {
    var key: StackEdits.Key
    var stamp: Int
    var figures: [ElementIndex: Figure]
  }

  let capacity: Int
  private let slots = Mutex<[Entry]>([])

  public init(capacity: Int = 8) { self.capacity = capacity }

  /// The figures of `stacks` (long stacks of `screen`, whose layout is `layout`) as the
  /// runtime has them now.
  public func figures(
    _ runtime: SceneRuntime, screen: Int, layout: SceneLayout, stacks: [ElementIndex], context: Figure.Context
  ) -> [ElementIndex: Figure] {
    let key = StackEdits.Key(runtime, screen: screen, layout: layout)
    let stamp = runtime.editStamp(ofScreen: screen)
    // Taken out while it is brought up to date, so the update writes in place.
    var taken = slots.withLock { list -> Entry? in
      guard let i = list.lastIndex(where: { $0.key == key }) else { return nil }
      if list[i].stamp == stamp { return list[i] }
      return list.remove(at: i)
    }
    return runtime.scene.elements.withUnsafeBufferPointer { elements in
      if let kept = taken, kept.stamp == stamp,
        stacks.allSatisfy({ kept.figures[$0]?.fits(stack: $0, layout: layout, elements: elements, context: context) == true })
      {
        return kept.figures
      }
      var edits: (elements: [ElementIndex], trees: [Range<Int>])?
      if let taken { edits = runtime.edits(ofScreen: screen, since: taken.stamp) }
      // Held here alone, so a child's figure is written without copying the stack's.
      var old = taken?.figures ?? [:]
      taken = nil
      var result: [ElementIndex: Figure] = [:]
      for s in stacks {
        if let edits, var figure = old.removeValue(forKey: s), figure.fits(stack: s, layout: layout, elements: elements, context: context),
          let touched = StackEdits.touchedChildren(of: s, layout: layout, elements: elements, edits: edits)
        {
          if !touched.isEmpty { figure.update(touched: touched, of: s, layout: layout, elements: elements, context: context) }
          result[s] = figure
        } else {
          result[s] = Figure(stack: s, layout: layout, elements: elements, context: context)
        }
      }
      slots.withLock { list in
        list.removeAll { $0.key == key && $0.stamp == stamp }
        list.append(Entry(key: key, stamp: stamp, figures: result))
        if list.count > capacity { list.removeFirst(list.count - capacity) }
      }
      return result
    }
  }
}
