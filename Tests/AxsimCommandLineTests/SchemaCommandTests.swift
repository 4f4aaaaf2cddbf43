import AxsimCommandLine
import SceneModel
import Testing

/// `axsim schema`: prints the scene schema generated from the decoder, and nothing else.
@Suite struct SchemaCommandTests {
  static let commands = HeadlessCommands(environment: Environment(
    readFile: { _ in [] }, readStandardInput: { [] }))

  func run(_ args: [String]) -> CommandOutput {
    switch ArgumentParser.parse(args) {
    case .success(let i): return Self.commands.execute(i)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  @Test func schemaParsesAndPrintsTheGeneratedSchema() {
    #expect(ArgumentParser.parse(["schema"]) == .success(.schema))
    let out = run(["schema"])
    #expect(out.status == 0)
    #expect(out.stderr == "")
    #expect(out.stdout == SceneSchema.text)
    #expect(out.stdout.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
  }

  @Test func schemaTakesNoArguments() {
    #expect(run(["schema", "a.json5"]).stderr == "axsim: error: 'schema' takes no arguments, found 'a.json5'; for example: axsim schema > Scenes/scene.schema.json\nRun 'axsim schema --help' for usage.")
    #expect(run(["schema", "--format", "json"]).stderr.hasPrefix("axsim: error: unknown option '--format'"))
    #expect(run(["shcema"]).stderr.hasPrefix("axsim: error: unknown command 'shcema'; did you mean 'schema'?"))
  }

  @Test func schemaIsInTheHelp() {
    #expect(ArgumentParser.parse(["schema", "--help"]) == .success(.help(topic: "schema")))
    #expect(run(["help", "schema"]).stdout == Help.schema)
    #expect(Help.schema.contains("axsim schema > Scenes/scene.schema.json"))
    #expect(Help.overview.contains("axsim schema "))
    #expect(Help.overview.contains("|schema|"))
    #expect(run(["help", "schem"]).stderr.contains("did you mean 'schema'?"))
  }
}
