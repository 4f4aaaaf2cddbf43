import InspectorCore
import SceneModel

// libFuzzer target: any bytes as a keymap file. Parsing must not crash or hang; a keymap that
// parses can be layered over the default; an error's lines carry no control character and
// are bounded (user values are cut after 40 characters).

let base = try! Keymap.parse(DefaultKeymap.source, name: DefaultKeymap.name)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  do {
    let keymap = try Keymap.parse(text, name: "fuzz.keymap")
    _ = base.overlay(keymap)
  } catch {
    for line in error.description.split(separator: "\n") {
      let v = line.unicodeScalars.map(\.value)
      if v.contains(where: { $0 < 0x20 || $0 == 0x7F || (0x80...0x9F).contains($0) || Sanitize.isInvisibleFormatting($0) }) {
        fatalError("a control character in a keymap error: \(line.debugDescription)")
      }
      if line.count > 1_000 {
        fatalError("a keymap error line of \(line.count) characters: \(line.prefix(200))…")
      }
    }
  }
  return 0
}
