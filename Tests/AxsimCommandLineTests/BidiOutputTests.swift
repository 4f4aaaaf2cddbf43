import AssistiveTechnologies
import AxsimCommandLine
import Testing

/// Bidi controls and line/paragraph separators from a scene never reach output raw: JSON
/// escapes them as `\uXXXX`, text shows them as `U+XXXX`.
@Suite struct BidiOutputTests {
  /// Every scalar that can reorder or break what a terminal or viewer shows.
  static let invisible: [UInt32] = [0x061C, 0x200E, 0x200F, 0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

  static var label: String {
    var s = "a"
    for v in invisible { s.unicodeScalars.append(Unicode.Scalar(v)!) }
    return s + "b"
  }

  static var scene: String {
    """
    { format: "axsim-scene/1", title: "Bidi",
      screens: [{ id: "main", root: { vstack: [ { button: \(Transcript.json(label)), id: "b" } ] } }] }
    """
  }

  func run(_ arguments: [String]) throws -> CommandOutput {
    let text = Self.scene
    let commands = HeadlessCommands(environment: Environment(readFile: { _ in Array(text.utf8) }, readStandardInput: { [] }))
    guard case .success(let invocation) = ArgumentParser.parse(arguments) else {
      Issue.record("could not parse \(arguments)")
      return CommandOutput()
    }
    return commands.execute(invocation)
  }

  func rawScalars(_ s: String) -> [UInt32] {
    s.unicodeScalars.map(\.value).filter { Self.invisible.contains($0) }
  }

  @Test func jsonEscapesThem() {
    let escaped = Transcript.json(Self.label)
    #expect(escaped == #""a\u061c\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069b""#)
  }

  @Test(arguments: [
    ["speak", "bidi.json5", "--format", "json"],
    ["run", "bidi.json5", "--keys", "next previous", "--format", "json"],
  ])
  func headlessJSONHasNoneRaw(_ arguments: [String]) throws {
    let out = try run(arguments)
    #expect(out.status == 0, "\(out.stderr)")
    #expect(rawScalars(out.stdout).isEmpty)
    #expect(out.stdout.contains(#"a\u061c\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069b"#))
  }

  @Test(arguments: [["speak", "bidi.json5"], ["run", "bidi.json5", "--keys", "next previous"]])
  func textShowsThemAsSymbols(_ arguments: [String]) throws {
    let out = try run(arguments)
    #expect(out.status == 0, "\(out.stderr)")
    #expect(rawScalars(out.stdout).isEmpty)
    #expect(out.stdout.contains("aU+061CU+200EU+200FU+2028U+2029U+202AU+202BU+202CU+202DU+202EU+2066U+2067U+2068U+2069b"))
  }
}
