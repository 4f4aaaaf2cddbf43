@testable import AxsimCommandLine
import AssistiveTechnologies
import SceneModel
import Testing

/// A headless command's session (`HeadlessCommands.session`): the loaded scene is gone once
/// the runtime is made, so the runtime owns its element table alone and an edit changes it
/// in place rather than copying every element (issue 24).
@Suite struct HeadlessSessionTests {
  static let source = #"{ format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [{ text: "Status", id: "status" }, { button: "", id: "play", symbol: "play.fill" }] } }] }"#

  @Test func theRuntimeOwnsItsElementTableAloneAndAnEditKeepsIt() throws {
    let commands = HeadlessCommands(environment: Environment(readFile: { _ in Array(Self.source.utf8) }, readStandardInput: { [] }))
    guard case .success(let invocation) = ArgumentParser.parse(["run", "s.json5", "--keys", "next"]), case .run(let o) = invocation else {
      Issue.record("the arguments did not parse")
      return
    }
    // The loader's warning (a button without a label) is kept as text, not with the loaded scene.
    #expect(try commands.session(o, command: "run").get().warnings.hasPrefix("s.json5:1:"))
    var runtime = try commands.session(o, command: "run").get().voiceOver.runtime
    let status = try #require(runtime.scene.ids["status"])
    let before = runtime.scene.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    runtime.apply(ElementPatch(label: "Sent"), to: status)
    let after = runtime.scene.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    #expect(runtime.scene.elements[status].label == "Sent")
    #expect(before == after, "the edit copied the element table: something else still holds it")
  }
}
