import Testing

@testable import SceneModel

/// A long stack's starts read in one pass (`starts()`, what a whole layout and the order's
/// walk use) equal each child's `start(_:)` (what an edit reads) to the last bit, whatever
/// the advances: on the layout's grid or not, with hidden children (0) and after a change.
@Suite struct StackOffsetsTests {
  @Test func startsInOnePassEqualEachStartToTheLastBit() {
    var random = SystemRandomNumberGenerator()
    for count in [0, 1, 2, 3, 31, 32, 33, 64, 100, 1_000, 1_025] {
      // Off the grid on purpose: sums in another order would differ in the last bits.
      var advances = (0..<count).map { _ in Double.random(in: 0...100, using: &random) / 3 }
      for i in stride(from: 0, to: count, by: 7) { advances[i] = 0 }
      var offsets = StackOffsets(advances: advances, width: 390, top: 8, gap: 8, visible: count)
      #expect(offsets.starts().map(\.bitPattern) == (0..<count).map { offsets.start($0).bitPattern }, "\(count) children")
      if count > 0 {
        offsets.set(count / 2, advance: 1.0 / 7)
        #expect(offsets.starts().map(\.bitPattern) == (0..<count).map { offsets.start($0).bitPattern }, "\(count) children, one changed")
      }
    }
  }
}
