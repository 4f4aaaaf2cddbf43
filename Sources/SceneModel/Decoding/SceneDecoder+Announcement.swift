extension SceneDecoder {
  /// The keys of an announcement written as an object.
  static let announcementKeys = ["text", "queue"]

  /// `announce: "Sent"`, or `announce: { text: "Sent", queue: true }` for UIKit's
  /// `accessibilitySpeechQueueAnnouncement` (the announcement waits for speech in progress).
  mutating func decodeAnnouncement(_ v: TapeNode, _ pText: @autoclosure () -> String) -> Effect? {
    var p: String { pText() }
    let example = "{ announce: { text: \"Sent\", queue: true } }"
    if case .string(let s) = v.value { return .announce(s) }
    guard case .object(let raw) = v.value else {
      context.typeError(v, p, expected: "a string or an object", example: "\"Sent\" or { text: \"Sent\", queue: true }")
      return nil
    }
    var text: String?
    var queue = false
    for m in context.uniqueMembers(raw, p) {
      var mp: String { join(p, m.key) }
      guard SceneDecoder.announcementKeys.contains(m.key) else {
        context.unknownKey(m, p, allowed: SceneDecoder.announcementKeys, context: "an announcement")
        continue
      }
      switch m.key {
      case "text": text = context.string(m.value, mp)
      case "queue": queue = context.bool(m.value, mp) ?? false
      default: context.unknownKey(m, p, allowed: SceneDecoder.announcementKeys, context: "an announcement")
      }
    }
    guard let text else {
      context.error(v.offset, p, "the announcement has no 'text'", "write \(example)")
      return nil
    }
    return queue ? .announceQueued(text) : .announce(text)
  }
}
