import AxsimCommandLine
import InspectorUI
import SceneModel

#if canImport(Glibc)
  import Glibc
#endif
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = Environment(
  readFile: { path in
    do {
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw FileReadError(path: path)
    }
  },
  readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) })

func emit(_ output: CommandOutput) -> Never {
  StandardOutput.emit(stdout: output.stdout, stderr: output.stderr, status: output.status)
}

switch ArgumentParser.parse(arguments) {
case .failure(let error):
  emit(CommandOutput(stderr: error.description + "\n", status: CommandOutput.badInput))
case .success(let invocation):
  if case .interactive(let options) = invocation {
    emit(InteractiveApp.run(options, environment: environment))
  }
  var headless = HeadlessCommands(environment: environment)
  headless.workingDirectory = FileManager.default.currentDirectoryPath
  // `axsim variants` prints the wireframes the app's variants view draws.
  headless.variantsWireframe = { scene, sizes, screen, width in
    VariantsView.textLines(scene: scene, sizes: sizes, screen: screen, width: width)
  }
  emit(headless.execute(invocation))
}

/// Why a file could not be read, in words (Foundation's own errors are not for people).
struct FileReadError: Error, CustomStringConvertible {
  var path: String
  var description: String { FileProblem.describe(path: path) }
}
