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
public struct ElementPatch: Sendable, Equatable {
  public var label: String?
  public var value: String?
  public var hint: String?
  public var hidden: Bool?
  public var enabled: Bool?
  public var selected: Bool?
  public var editing: Bool?

  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil, hidden: Bool? = nil,
    enabled: Bool? = nil, selected: Bool? = nil, editing: Bool? = nil
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.hidden = hidden
    self.enabled = enabled
    self.selected = selected
    self.editing = editing
  }

  /// Whether applying the patch can move or resize elements (and so needs a new layout).
  public var affectsGeometry: Bool { hidden != nil || label != nil || value != nil }
}
