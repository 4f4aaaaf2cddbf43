/// The properties few elements set, kept out of `Element` so that the common element stays
/// small: most elements have none and never allocate this.
///
/// Shared between copies of an element and copied before a write when shared
/// (`Element.writableExtras`), so elements keep value semantics. It is only written while
/// uniquely referenced, which is what makes it safe to send between threads.
final class ElementExtras: @unchecked Sendable {
  var identifier: String?
  var inputLabels: [String] = []
  /// The key the scene wrote them with, when not `inputLabels` (UIKit's or SwiftUI's name).
  var inputLabelsKey: String?
  var language: String?
  var customContent: [CustomContent] = []
  var explicitOrder: [ElementIndex]?
  var sortPriority: Double = 0
  var rotors: [CustomRotor] = []
  var framework: UIFramework?
  var badge: String?
  var tableCell: DataTableCell?
  var tableSize: DataTableSize?
  var adjustment: Adjustment?
  var onIncrement: [Effect] = []
  var onDecrement: [Effect] = []
  var onMagicTap: [Effect]?
  var onEscape: [Effect]?
  /// Every layout property but the text style, which `Element` keeps itself.
  var layout = LayoutSpec()
  var visibleText: String?
  var symbol: String?
  var placeholder: String?

  init() {}

  init(copying other: ElementExtras) {
    identifier = other.identifier
    inputLabels = other.inputLabels
    inputLabelsKey = other.inputLabelsKey
    language = other.language
    customContent = other.customContent
    explicitOrder = other.explicitOrder
    sortPriority = other.sortPriority
    rotors = other.rotors
    framework = other.framework
    badge = other.badge
    tableCell = other.tableCell
    tableSize = other.tableSize
    adjustment = other.adjustment
    onIncrement = other.onIncrement
    onDecrement = other.onDecrement
    onMagicTap = other.onMagicTap
    onEscape = other.onEscape
    layout = other.layout
    visibleText = other.visibleText
    symbol = other.symbol
    placeholder = other.placeholder
  }
}

/// An element's value and hint: set on controls, fields and a few others, so kept out of
/// `Element` (two optional strings are 32 bytes an element; the box is 8, and 48 on the
/// heap for the elements that have either). Copy-on-write like `ElementExtras`, and dropped
/// when both are nil again.
final class ElementTexts: @unchecked Sendable {
  var value: String?
  var hint: String?

  init() {}

  init(copying other: ElementTexts) {
    value = other.value
    hint = other.hint
  }

  var isEmpty: Bool { value == nil && hint == nil }
}
