import Foundation
import Testing

/// Every scene in Scenes/ validates against Scenes/scene.schema.json with a real JSON Schema
/// validator (Python's jsonschema), so the schema and the loader cannot drift apart.
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
