import SceneModel

/// What Voice Control draws over the screen, for the wireframe and the transcript.
public enum VoiceControlOverlay: Sendable, Equatable {
  /// A number beside every item ("Show numbers"): item `n` is `VoiceControlIndex.items[n-1]`.
  case numbers
  /// Each item's first name beside it ("Show names"); items without a name show their number.
  case names
  /// The numbered grid.
  case grid(VoiceControlGrid)
  /// Numbers on the items a name matched, and only on them, waiting for a number.
  case choice(VoiceControlChoice)
  /// An element's custom actions, numbered ("Show actions for …").
  case actions(element: ElementIndex, names: [String])
}

/// The items one name matched, numbered 1… in reading order, and what picking one does.
public struct VoiceControlChoice: Sendable, Equatable {
  /// The name as said.
  public var name: String
  public var items: [ElementIndex]
  /// The gesture picking performs; nil when the choice was for "show actions for".
  public var gesture: VoiceControlCommand.Gesture?

  public init(name: String, items: [ElementIndex], gesture: VoiceControlCommand.Gesture?) {
    self.name = name
    self.items = items
    self.gesture = gesture
  }

  /// The choice number of an element (1-based), if it is one of the matches.
  public func number(of element: ElementIndex) -> Int? {
    items.firstIndex(of: element).map { $0 + 1 }
  }
}

extension VoiceControlOverlay {
  /// What kind of overlay it is, for "hide …".
  public var kind: VoiceControlCommand.Overlay? {
    switch self {
    case .numbers: return .numbers
    case .names: return .names
    case .grid: return .grid
    case .choice, .actions: return nil
    }
  }

  /// Whether numbers are on the screen (a number said alone means one of them).
  public var showsNumbers: Bool {
    switch self {
    case .numbers, .grid, .choice, .actions: return true
    case .names: return false
    }
  }
}
