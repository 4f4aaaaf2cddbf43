/// Something activating, adjusting or a custom action does to the scene, as data.
///
/// Effects are applied by the assistive-technology engines, which also post the
/// notifications UIKit would post for them (a push posts `screenChanged`, for example).
public enum Effect: Sendable, Equatable {
  /// Post `UIAccessibility.Notification.announcement` with this text.
  case announce(String)
  /// The same with UIKit's `accessibilitySpeechQueueAnnouncement` (`announce: { text, queue: true }`):
  /// it waits for speech in progress instead of interrupting it, and is heard to the end.
  case announceQueued(String)
  /// Post `layoutChanged`; focus moves to the element when one is given.
  case layoutChanged(focus: ElementRef?)
  /// Post `screenChanged`; focus moves to the element, or the first one when nil.
  case screenChanged(focus: ElementRef?)
  /// Push a screen onto the navigation stack.
  case push(screen: String)
  /// Pop the top screen of the navigation stack.
  case pop
  /// Present a screen over the current one (as a modal layer).
  case present(screen: String)
  /// Dismiss the top presented screen; focus returns to the element that presented it.
  case dismiss
  /// Flip a switch's value ("1"/"0"), or an element's selected state.
  case toggle(ElementRef)
  /// Select an element and deselect its selectable siblings (segments, tabs).
  case select(ElementRef)
  /// Change properties of an element.
  case set(ElementRef, ElementPatch)
  /// Step an adjustable element up (1) or down (-1): what a UIKit stepper's buttons do.
  /// Made by activation, not written in scenes.
  case adjust(ElementRef, by: Int)
}

/// A reference to an element by its scene id, resolved when the scene is loaded.
public struct ElementRef: Sendable, Hashable {
  public var id: String
  public var index: ElementIndex
  public init(id: String, index: ElementIndex) {
    self.id = id
    self.index = index
  }
}

/// A change to an element's properties made by an effect; nil fields are left alone.
///
/// The three texts are kept in a box of their own, allocated only when one is set: most
/// patches hide, show, toggle or select, and an `Effect` is as large as its largest case
/// (80 bytes with the texts inline, 40 with the box), in every effect list of every element.
public struct ElementPatch: Sendable, Equatable {
  private var texts: PatchTexts?
  public var hidden: Bool?
  public var enabled: Bool?
  public var selected: Bool?
  public var editing: Bool?

  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil, hidden: Bool? = nil,
    enabled: Bool? = nil, selected: Bool? = nil, editing: Bool? = nil
  ) {
    if label != nil || value != nil || hint != nil { texts = PatchTexts(label: label, value: value, hint: hint) }
    self.hidden = hidden
    self.enabled = enabled
    self.selected = selected
    self.editing = editing
  }

  public var label: String? {
    get { texts?.label }
    set { writeText { $0.label = newValue } }
  }
  public var value: String? {
    get { texts?.value }
    set { writeText { $0.value = newValue } }
  }
  public var hint: String? {
    get { texts?.hint }
    set { writeText { $0.hint = newValue } }
  }

  /// Writes one text: the box is made when needed, copied first when shared (the patch is
  /// a value), and dropped when no text is left.
  private mutating func writeText(_ write: (PatchTexts) -> Void) {
    if texts == nil {
      texts = PatchTexts(label: nil, value: nil, hint: nil)
    } else if !isKnownUniquelyReferenced(&texts) {
      texts = PatchTexts(label: texts!.label, value: texts!.value, hint: texts!.hint)
    }
    write(texts!)
    if texts!.label == nil && texts!.value == nil && texts!.hint == nil { texts = nil }
  }

  public static func == (a: ElementPatch, b: ElementPatch) -> Bool {
    a.label == b.label && a.value == b.value && a.hint == b.hint && a.hidden == b.hidden && a.enabled == b.enabled
      && a.selected == b.selected && a.editing == b.editing
  }

  /// Whether applying the patch can move or resize elements (and so needs a new layout).
  public var affectsGeometry: Bool { hidden != nil || label != nil || value != nil }
}

/// The texts of an `ElementPatch` (written only while uniquely referenced).
final class PatchTexts: @unchecked Sendable {
  var label: String?
  var value: String?
  var hint: String?

  init(label: String?, value: String?, hint: String?) {
    self.label = label
    self.value = value
    self.hint = hint
  }
}
