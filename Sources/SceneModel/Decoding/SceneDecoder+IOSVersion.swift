extension SceneDecoder {
  /// `settings.iosVersion`: one of the versions axsim knows, as a number (17) or a string
  /// ("17", "17.5"); anything else is a located error listing them.
  mutating func decodeIOSVersion(_ node: TapeNode, _ path: String) -> Int? {
    let text: String
    switch node.value {
    case .number(_, let literal): text = literal
    case .string(let s): text = s
    default:
      context.typeError(node, path, expected: "an iOS version", example: "iosVersion: \(IOSVersion.newest)")
      return nil
    }
    guard let v = IOSVersion.named(text) else {
      context.error(node.offset, path, "unknown iOS version \(Sanitize.quote(text))", "use \(IOSVersion.list) (the versions whose VoiceOver speech the reference records)")
      return nil
    }
    return v
  }
}
