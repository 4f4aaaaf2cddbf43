import AxsimCommandLine
import InspectorCore
import InspectorUI
import SceneModel

#if canImport(Glibc)
  import Glibc
#endif
import Foundation

// The arguments as their bytes: a file name that is not UTF-8 keeps every byte (`FileName`),
// where `CommandLine.arguments` would have replaced them with U+FFFD.
let arguments = (1..<Int(CommandLine.argc)).map { i in
  FileName.decode(UnsafeBufferPointer(start: CommandLine.unsafeArgv[i].map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }, count: CommandLine.unsafeArgv[i].map { strlen($0) } ?? 0))
}
// Every scene read (the command line, the app, --watch reloads) goes through the size
// limit before a byte is read.
let environment = Environment(
  readFile: { path in
    try BoundedFileReader.read(path: path, limit: BoundedFileReader.sceneLimit)
  },
  readStandardInput: {
    try BoundedFileReader.readStandardInput(limit: BoundedFileReader.sceneLimit)
  })

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
  if case .compare(let options) = invocation {
    emit(CompareApp.run(options, environment: environment))
  }
  // `axsim variants` and `axsim report` draw the app's wireframes; reports list the notes.
  let headless = HeadlessCommands.forApp(environment)
  var output = headless.execute(invocation)
  // A command's files (a report's Markdown and HTML, an audio file and its step times) are
  // written together or not at all.
  if !output.files.isEmpty {
    do throws(SaveFailure) {
      try SaveFiles.writeAll(bytes: output.files.map { (path: $0.path, bytes: $0.bytes) })
      if let line = output.filesWrittenLine { output.stderr += line }
    } catch {
      output = CommandOutput(
        stdout: output.filesWrittenLine == nil ? "" : output.stdout,
        stderr: output.stderr + (output.files.count == 1
          ? "axsim: error: could not write \(output.files[0].path): \(error.description)\n"
          : "axsim: error: could not write \(output.filesName): \(error.description) (neither file was written)\n"),
        status: CommandOutput.failure)
    }
  }
  emit(output)
}
