import Testing

@testable import SceneModel

/// The flattened point-size table and the switches that index it agree with the HIG table
/// and with `allCases` order.
@Suite struct DynamicTypeTableTests {
  @Test func everyStyleAndSizeReadsItsCellOfTheTable() {
    for (r, style) in TextStyle.allCases.enumerated() {
      #expect(style.row == r)
      for (c, size) in ContentSizeCategory.allCases.enumerated() {
        #expect(size.column == c)
        #expect(DynamicType.pointSize(style, size) == DynamicType.table[style]?[c], "\(style) at \(size)")
      }
    }
  }
}
