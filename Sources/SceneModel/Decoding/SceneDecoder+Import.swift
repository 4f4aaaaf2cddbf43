/// `importedFrom: { format: "xcuitest", file: "login.txt" }`: the dump a scene was imported
/// from (`axsim import` writes it).
extension SceneDecoder {
  static let importedFromKeys = ["format", "file", "note"]

  mutating func decodeImportedFrom(_ node: TapeNode) -> ImportOrigin? {
    guard let raw = context.object(node, "importedFrom", example: "{ format: \"xcuitest\", file: \"login.txt\" }") else { return nil }
    var format: DumpFormat?
    var file: String?
    for m in context.uniqueMembers(raw, "importedFrom") {
      let p = join("importedFrom", m.key)
      switch m.key {
      case "format":
        format = context.choice(m.value, p, what: "dump format", names: DumpFormat.allCases.map(\.rawValue), lookup: DumpFormat.init(rawValue:))
      case "file": file = context.string(m.value, p, example: "\"login.txt\"")
      case "note": break
      default: context.unknownKey(m, "importedFrom", allowed: SceneDecoder.importedFromKeys, context: "'importedFrom'")
      }
    }
    guard let format else {
      if !raw.contains(where: { $0.key == "format" }) {
        context.error(node.offset, "importedFrom", "missing 'format'", "add format: \"xcuitest\", \"appium\" or \"idb\"")
      }
      return nil
    }
    return ImportOrigin(format: format, file: file)
  }
}
