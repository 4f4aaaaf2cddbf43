import Foundation
import Testing

/// Every scene in Scenes/ validates against Scenes/scene.schema.json with a real JSON Schema
/// validator (Python's jsonschema), and the schema still rejects the broken documents and
/// accepts the good ones of the script's self-test: an independent check of the schema that
/// `axsim schema` generates from the decoder (`SceneSchemaTests` checks the file is its output).
@Suite struct SchemaValidationTests {
  @Test func scenesValidateAgainstTheSchema() {
    // Installs the validator into the build folder when the machine lacks it.
    let setup = "python3 -c 'import jsonschema, json5' 2>/dev/null || python3 -m pip install --quiet --target .build/pydeps jsonschema json5"
    let (setupStatus, setupOutput) = shell(setup)
    #expect(setupStatus == 0, "could not install jsonschema: \(setupOutput)")
    let (status, output) = shell("PYTHONPATH=.build/pydeps python3 .ci/validate-scenes.py")
    #expect(status == 0, "\(output)")
    #expect(output.contains("scenes valid"), "\(output)")
  }
}
